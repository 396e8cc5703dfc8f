import type { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { BLANK_SPACER, blankSpacerDefaults } from './blank-spacer.defaults';

/** Empty space: only the common style (its height and background) matters. */
export const blankSpacerProps = widgetProps({ params: {}, data: {} });
export type BlankSpacerProps = z.output<typeof blankSpacerProps>;

export const blankSpacerSchema = defineWidgetSchema({
  type: BLANK_SPACER,
  props: blankSpacerProps,
  defaults: blankSpacerDefaults,
});
