import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { colorSchema } from '../../core/primitives.schema';
import { defineWidgetSchema } from '../../core/schema-manifest';
import { TEXT_ALIGNS, TEXT_TITLE, textTitleDefaults } from './text-title.defaults';

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

export const textTitleSchema = defineWidgetSchema({
  type: TEXT_TITLE,
  props: textTitleProps,
  defaults: textTitleDefaults,
});
