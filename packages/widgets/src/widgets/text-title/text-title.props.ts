import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { colorSchema } from '../../core/primitives.schema';
import { TEXT_ALIGNS } from './text-title.constants';

/** §3 Text title: title, fullLink; the params set how it looks. */
export const textTitleProps = widgetProps({
  params: {
    textAlign: z.enum(TEXT_ALIGNS),
    fontSize: z.number().int().min(10).max(40),
    color: colorSchema,
    bold: z.boolean(),
  },
  data: { title: z.string().max(100), fullLink: linkSchema },
});
export type TextTitleProps = z.output<typeof textTitleProps>;
