import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { colorSchema } from '../../core/primitives.schema';
import { LINE_STYLES } from './divider-line.constants';

export const dividerLineProps = widgetProps({
  params: {
    lineStyle: z.enum(LINE_STYLES),
    color: colorSchema,
    thickness: z.number().int().min(1).max(10),
  },
  data: {},
});
export type DividerLineProps = z.output<typeof dividerLineProps>;
