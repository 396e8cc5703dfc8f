import { commonFields } from '../../core/common.editor';
import { defineWidgetEditor } from '../../core/editor-manifest';
import { ASSET_SUMMARY, assetSummaryDefaults } from './asset-summary.defaults';

export const assetSummaryEditor = defineWidgetEditor({
  type: ASSET_SUMMARY,
  label: 'widget.assetSummary',
  group: 'user',
  defaults: assetSummaryDefaults,
  fields: [
    ...commonFields,
    { path: 'data.balance', control: 'number', label: 'assetSummary.sampleBalance', min: 0 },
    { path: 'data.score', control: 'number', label: 'assetSummary.sampleScore', min: 0 },
    { path: 'data.coupon', control: 'number', label: 'assetSummary.sampleCoupon', min: 0 },
  ],
});
