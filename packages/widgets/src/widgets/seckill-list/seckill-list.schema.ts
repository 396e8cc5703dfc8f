import { defineWidgetSchema } from '../../core/schema-manifest';
import { SECKILL_LIST, seckillListDefaults } from './seckill-list.defaults';
import { seckillListProps } from './seckill-list.props';

// The props have their own file so that the defaults can import their type without a cycle.
export { seckillItemSchema, seckillListProps, type SeckillListProps } from './seckill-list.props';

export const seckillListSchema = defineWidgetSchema({
  type: SECKILL_LIST,
  props: seckillListProps,
  defaults: seckillListDefaults,
});
