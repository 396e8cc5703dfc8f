import { defineWidgetSchema } from '../../core/schema-manifest';
import { AD_POPUP, adPopupDefaults } from './ad-popup.defaults';
import { adPopupProps } from './ad-popup.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { adSchema, adPopupProps, type AdPopupProps } from './ad-popup.props';

export const adPopupSchema = defineWidgetSchema({
  type: AD_POPUP,
  props: adPopupProps,
  defaults: adPopupDefaults,
});
