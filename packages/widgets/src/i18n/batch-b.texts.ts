import { defineTexts } from './translate';

/** Texts of the batch-b widgets (see README: "Adding a widget"). */
export const batchBTexts = defineTexts({});
