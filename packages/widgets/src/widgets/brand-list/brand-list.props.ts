import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { declaredLinkSchema } from '../../core/declared-link.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 brand item: brandId, brandName, fullLink (declared without behaviour, §2), brandIcon. */
export const brandItemSchema = z.object({
  brandId: idSchema,
  brandName: z.string().max(50),
  fullLink: declaredLinkSchema('brand'),
  brandIcon: mediaUrlSchema,
});

export const brandListProps = widgetProps({
  params: { showName: z.boolean() },
  data: { items: z.array(brandItemSchema).max(40) },
});
export type BrandListProps = z.output<typeof brandListProps>;
