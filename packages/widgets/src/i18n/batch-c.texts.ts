import { defineTexts } from './translate';

/** Texts of the batch-c widgets (see README: "Adding a widget"). */
export const batchCTexts = defineTexts({});
