import { defineTexts } from './translate';

/** Editor labels of the batch-c widgets (see README: "Adding a widget"). */
export const batchCLabels = defineTexts({});
