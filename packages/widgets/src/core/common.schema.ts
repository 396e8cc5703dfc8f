import { z } from 'zod';
import { colorSchema, DEFAULT_THEME, mediaUrlSchema } from './primitives.schema';
import { linkSchema } from './link.schema';

const px = (max: number) => z.number().int().min(0).max(max);

/** Four sides in px; margins and paddings share it. */
export const spacingSchema = z.object({
  top: px(500),
  right: px(500),
  bottom: px(500),
  left: px(500),
});
export type Spacing = z.output<typeof spacingSchema>;

/** Common block style `itemStyle` (§3). `height` 0 means "as tall as the content". */
export const itemStyleSchema = z.object({
  theme: colorSchema.default(DEFAULT_THEME),
  backgroundImage: mediaUrlSchema.default(''),
  background: colorSchema.default(''),
  margins: spacingSchema,
  paddings: spacingSchema,
  radiusTop: px(200),
  radiusBottom: px(200),
  width: z.number().min(1).max(100).default(100),
  height: px(5000),
});
export type ItemStyle = z.output<typeof itemStyleSchema>;

/**
 * Common block params (§3): builder hints. maxHeight (px) and maxWidth (percent) bound the
 * height and width controls; cssStylePanelEnabled shows the style panel for the block.
 */
export const commonParamsSchema = z.object({
  maxHeight: px(5000),
  maxWidth: z.number().min(1).max(100),
  cssStylePanelEnabled: z.boolean(),
});
export type CommonParams = z.output<typeof commonParamsSchema>;

/** Shared title-bar params (§3), embedded by blocks that carry a title row. */
export const titleBarParamsSchema = z.object({
  show: z.boolean(),
  imageShow: z.boolean(),
  titleShow: z.boolean(),
  showMore: z.boolean(),
  showSolgan: z.boolean(),
  text: z.string().max(100),
  solgan: z.string().max(200),
  image: mediaUrlSchema,
  more: z.object({ text: z.string().max(20), fullLink: linkSchema }),
});
export type TitleBarParams = z.output<typeof titleBarParamsSchema>;

/**
 * The props schema of one widget: the common style, the common params extended by the
 * widget's own params, and its data. Every widget schema is built through this.
 */
export const widgetProps = <P extends z.ZodRawShape, D extends z.ZodRawShape>(own: {
  params: P;
  data: D;
}) =>
  z.object({
    style: itemStyleSchema,
    params: commonParamsSchema.extend(own.params),
    data: z.object(own.data),
  });
