import type { EditorField } from '../../core/editor-manifest';

/** Sample goods fields the builder lets an operator change (the real page loads the goods). */
export const goodsSummaryFields: readonly EditorField[] = [
  { path: 'data.goodsName', control: 'text', label: 'goodsDetail.goodsName' },
  { path: 'data.sellingPoint', control: 'text', label: 'goodsDetail.sellingPoint' },
  { path: 'data.price', control: 'number', label: 'goodsDetail.price', min: 0, step: 0.01 },
  {
    path: 'data.suggestedRetailPrice',
    control: 'number',
    label: 'goodsDetail.suggestedRetailPrice',
    min: 0,
    step: 0.01,
  },
  { path: 'data.salesNum', control: 'number', label: 'goodsDetail.salesNum', min: 0 },
  { path: 'data.isUserGrade', control: 'switch', label: 'goodsDetail.isUserGrade' },
];
