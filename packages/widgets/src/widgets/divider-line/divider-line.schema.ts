import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { colorSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { DIVIDER_LINE, dividerLineDefaults, LINE_STYLES } from './divider-line.defaults';

export const dividerLineProps = widgetProps({
  params: {
    lineStyle: z.enum(LINE_STYLES),
    color: colorSchema,
    thickness: z.number().int().min(1).max(10),
  },
  data: {},
});
export type DividerLineProps = z.output<typeof dividerLineProps>;

export const dividerLineSchema = defineWidgetSchema({
  type: DIVIDER_LINE,
  props: dividerLineProps,
  defaults: dividerLineDefaults,
});
