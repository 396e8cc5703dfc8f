import { defineTexts } from './translate';

/** Editor labels of the batch-d widgets (see README: "Adding a widget"). */
export const batchDLabels = defineTexts({});
