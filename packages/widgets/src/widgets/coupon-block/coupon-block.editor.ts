import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { COUPON_BLOCK, couponBlockDefaults } from './coupon-block.defaults';

export const couponBlockEditor = defineWidgetEditor({
  type: COUPON_BLOCK,
  label: 'widget.couponBlock',
  group: 'marketing',
  defaults: couponBlockDefaults,
  fields: [
    ...commonFields,
    {
      path: 'data.items',
      control: 'list',
      label: 'field.items',
      maxItems: 20,
      newItem: {
        couponType: 1,
        storeName: '',
        discount: 9,
        fullreduction: 0,
        usingCondition: 0,
        received: 0,
      },
      item: [
        {
          path: 'couponType',
          control: 'radio',
          label: 'couponBlock.couponType',
          options: [
            { value: 1, label: 'couponBlock.typeDiscount' },
            { value: 2, label: 'couponBlock.typeFullReduction' },
          ],
        },
        { path: 'storeName', control: 'text', label: 'couponBlock.storeName' },
        {
          path: 'discount',
          control: 'number',
          label: 'couponBlock.discount',
          min: 0.1,
          max: 9.9,
          step: 0.1,
          visibleWhen: { path: 'couponType', equals: 1 },
        },
        {
          path: 'fullreduction',
          control: 'number',
          label: 'couponBlock.fullreduction',
          min: 0,
          visibleWhen: { path: 'couponType', equals: 2 },
        },
        { path: 'usingCondition', control: 'number', label: 'couponBlock.usingCondition', min: 0 },
        {
          path: 'received',
          control: 'radio',
          label: 'couponBlock.receivedState',
          options: [
            { value: 0, label: 'couponBlock.notReceived' },
            { value: 1, label: 'couponBlock.received' },
          ],
        },
      ],
    },
  ],
});
