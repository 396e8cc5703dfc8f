import { defineTexts } from './translate';

/** Texts of the batch-d widgets (see README: "Adding a widget"). */
export const batchDTexts = defineTexts({});
