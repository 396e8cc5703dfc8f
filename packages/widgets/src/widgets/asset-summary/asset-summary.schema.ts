import { defineWidgetSchema } from '../../core/schema-manifest';
import { ASSET_SUMMARY, assetSummaryDefaults } from './asset-summary.defaults';
import { assetSummaryProps } from './asset-summary.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { assetSummaryProps, type AssetSummaryProps } from './asset-summary.props';

export const assetSummarySchema = defineWidgetSchema({
  type: ASSET_SUMMARY,
  props: assetSummaryProps,
  defaults: assetSummaryDefaults,
});
