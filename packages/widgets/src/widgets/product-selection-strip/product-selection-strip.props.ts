import { z } from 'zod';
import { titleBarParamsSchema, widgetProps } from '../../core/common.schema';
import { linkSchema } from '../../core/link.schema';
import { amountSchema } from '../../core/price.schema';
import { idSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 product selection item: id, goodsName, fullLink, goodsImg, price. */
export const selectionItemSchema = z.object({
  id: idSchema,
  goodsName: z.string().max(100),
  fullLink: linkSchema,
  goodsImg: mediaUrlSchema,
  price: amountSchema,
});

export const productSelectionStripProps = widgetProps({
  params: {
    title: titleBarParamsSchema,
    goodsNameShow: z.boolean(),
    priceShow: z.boolean(),
    imageWidth: z.number().int().min(40).max(300),
    imageHeight: z.number().int().min(40).max(300),
    imageRadius: z.number().int().min(0).max(150),
  },
  data: { items: z.array(selectionItemSchema).max(30) },
});
export type ProductSelectionStripProps = z.output<typeof productSelectionStripProps>;
