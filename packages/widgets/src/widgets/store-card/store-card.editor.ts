import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { STORE_CARD, storeCardDefaults } from './store-card.defaults';

export const storeCardEditor = defineWidgetEditor({
  type: STORE_CARD,
  label: 'widget.storeCard',
  group: 'goods',
  defaults: storeCardDefaults,
  fields: [
    ...commonFields,
    { path: 'params.showStore', control: 'switch', label: 'storeCard.showStore' },
    { path: 'params.showTools', control: 'switch', label: 'storeCard.showTools' },
    {
      path: 'params.showStoreCollect',
      control: 'switch',
      label: 'storeCard.showStoreCollect',
      visibleWhen: { path: 'params.showTools', equals: true },
    },
    {
      path: 'params.showStoreShare',
      control: 'switch',
      label: 'storeCard.showStoreShare',
      visibleWhen: { path: 'params.showTools', equals: true },
    },
    { path: 'data.logo', control: 'image', label: 'storeCard.logo' },
    { path: 'data.storeName', control: 'text', label: 'storeList.storeName' },
    { path: 'data.star', control: 'slider', label: 'storeCard.star', min: 0, max: 5, step: 0.1 },
    { path: 'data.avgSendTime', control: 'number', label: 'storeCard.avgSendTime', min: 0 },
    { path: 'data.mobile', control: 'text', label: 'storeCard.mobileField' },
    { path: 'data.address', control: 'text', label: 'storeCard.addressField' },
  ],
});
