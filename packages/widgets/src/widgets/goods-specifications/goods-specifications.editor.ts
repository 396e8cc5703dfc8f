import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { GOODS_SPECIFICATIONS, goodsSpecificationsDefaults } from './goods-specifications.defaults';

export const goodsSpecificationsEditor = defineWidgetEditor({
  type: GOODS_SPECIFICATIONS,
  label: 'widget.goodsSpecifications',
  group: 'goods',
  defaults: goodsSpecificationsDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showShipment', control: 'switch', label: 'goodsSpecifications.showShipment' },
    {
      path: 'params.showPreferential',
      control: 'switch',
      label: 'goodsSpecifications.showPreferential',
    },
    { path: 'params.showService', control: 'switch', label: 'goodsSpecifications.showService' },
    {
      path: 'params.showSpecification',
      control: 'switch',
      label: 'goodsSpecifications.showSpecification',
    },
  ],
});
