import { defineTexts } from './translate';

/** Editor labels of the batch-b widgets (see README: "Adding a widget"). */
export const batchBLabels = defineTexts({});
