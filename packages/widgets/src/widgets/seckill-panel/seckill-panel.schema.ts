import { defineWidgetSchema } from '../../core/schema-manifest';
import { SECKILL_PANEL, seckillPanelDefaults } from './seckill-panel.defaults';
import { seckillPanelProps } from './seckill-panel.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { seckillPanelProps, type SeckillPanelProps } from './seckill-panel.props';

export const seckillPanelSchema = defineWidgetSchema({
  type: SECKILL_PANEL,
  props: seckillPanelProps,
  defaults: seckillPanelDefaults,
});
