import { defineWidgetSchema } from '../../core/schema-manifest';
import { SERVICE_GRID, serviceGridDefaults } from './service-grid.defaults';
import { serviceGridProps } from './service-grid.props';

// The props have their own file so that the defaults can import their type without a cycle.
export {
  serviceItemSchema,
  type ServiceItem,
  serviceGridProps,
  type ServiceGridProps,
} from './service-grid.props';

export const serviceGridSchema = defineWidgetSchema({
  type: SERVICE_GRID,
  props: serviceGridProps,
  defaults: serviceGridDefaults,
});
