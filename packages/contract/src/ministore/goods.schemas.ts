import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { textOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import { idListSchema, optionalText, requiredText } from './goods-fields';

/** Goods status (console.md §4): 32 is on sale (出售中); any other value is off the shelf (下架). */
export const GOODS_STATUS_ON_SALE = 32;
/** What new goods and goods taken off the shelf get. */
export const GOODS_STATUS_OFF_SHELF = 0;

export const GOODS_STATUS_TEXTS = {
  onSale: { zh: '出售中', en: 'On sale', es: 'En venta' },
  offShelf: { zh: '下架', en: 'Off shelf', es: 'Retirado' },
} as const;

export const isOnSale = (status: number): boolean => status === GOODS_STATUS_ON_SALE;

/** The text a status shows in a language. */
export const goodsStatusText = (status: number, locale: Locale): string =>
  GOODS_STATUS_TEXTS[isOnSale(status) ? 'onSale' : 'offShelf'][locale];

/** The most images one goods carries. */
export const GOODS_IMAGES_MAX = 20;
/** Largest rich-text description accepted (stored as given; sanitised when shown). */
export const GOODS_DESCRIBE_MAX = 200_000;
/** query-for-list answers at most this many goods (a chooser's option list, not an export). */
export const GOODS_QUERY_LIMIT = 500;

/** One picture of a goods, in display order. */
export const goodsImageSchema = z.object({
  fileId: z.number().int().nullable(),
  fileUrl: z.string(),
  sort: z.number().int(),
});
export type GoodsImage = z.infer<typeof goodsImageSchema>;

/** A goods row of the lists (console.md §3 "Goods row"; the description only in `load`). */
export const goodsSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  goodsName: z.string(),
  goodsCode: z.string(),
  goodsTypeId: z.number().int(),
  goodsTypeName: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  /** The first picture, the one lists show. */
  goodsImg: z.string().nullable(),
  status: z.number().int(),
  /** 出售中 / 下架 in the caller's language. */
  statusText: z.string(),
  remark: z.string().nullable(),
});
export type GoodsRecord = z.infer<typeof goodsSchema>;

/** Everything about one goods (`load`): the row, its description, pictures and tags. */
export const goodsDetailSchema = goodsSchema.extend({
  goodsDescribe: z.string().nullable(),
  images: z.array(goodsImageSchema),
  tagIds: z.array(z.number().int()),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

/** The product-management row: the goods with what launching it depends on. */
export const productSchema = goodsSchema.extend({
  imageCount: z.number().int().nonnegative(),
  priceCount: z.number().int().nonnegative(),
  /** Lowest and highest store price ("12.50"); null without prices. */
  minPrice: z.string().nullable(),
  maxPrice: z.string().nullable(),
});
export type ProductRecord = z.infer<typeof productSchema>;

/** Goods query (console.md §3): the filter of every goods list. */
export const goodsFilterSchema = z.object({
  goodsId: idSchema.nullable().optional(),
  /** Contains, case-insensitive. */
  goodsName: optionalText(128),
  goodsCode: optionalText(64),
  goodsTypeId: idSchema.nullable().optional(),
  brandId: idSchema.nullable().optional(),
  status: z.number().int().min(0).max(1_000).nullable().optional(),
  /** Only goods with a price at this store. */
  storeId: idSchema.nullable().optional(),
  ...scopeSelectorFields,
});
export type GoodsFilter = z.infer<typeof goodsFilterSchema>;

/** Create (no id) or update goods. */
export const goodsEditSchema = z.object({
  id: idSchema.optional(),
  goodsName: requiredText(128),
  /** Unique within the tenant. */
  goodsCode: requiredText(64),
  goodsTypeId: idSchema,
  brandId: idSchema.nullable().optional(),
  /** Rich text, stored as given; the console sanitises it when showing it. */
  goodsDescribe: textOf(GOODS_DESCRIBE_MAX, { multiline: true, trim: false }).nullable().optional(),
  /** 32 puts it on sale (same rules as `lanuch`); absent keeps it (new goods: off the shelf). */
  status: z.number().int().min(0).max(1_000).optional(),
  remark: optionalText(500, { multiline: true }),
  /** File-bank file ids in display order; absent keeps the pictures. */
  imageFileIds: z.array(idSchema).max(GOODS_IMAGES_MAX, { error: 'tooBig' }).optional(),
  /** Tags put on the goods; absent keeps them. */
  tagIds: z.array(idSchema).max(100, { error: 'tooBig' }).optional(),
  organId: idSchema.optional(),
});
export type GoodsEdit = z.infer<typeof goodsEditSchema>;

/** `lanuch`: put goods on sale (`onSale: true`, status 32) or take them off (status 0). */
export const goodsLaunchSchema = z.object({
  ids: idListSchema,
  onSale: z.boolean({ error: 'required' }),
});
export type GoodsLaunch = z.infer<typeof goodsLaunchSchema>;

/** `quick-launch`: one goods and every store price of it on sale at once. */
export const goodsQuickLaunchSchema = z.object({ id: idSchema });

/** Which organisations carry a goods (exactly these, replacing the previous ones). */
export const goodsAssignSchema = z.object({
  goodsId: idSchema,
  organIds: z.array(idSchema).max(500, { error: 'tooBig' }),
});
export type GoodsAssign = z.infer<typeof goodsAssignSchema>;

export const goodsAssigneeQuerySchema = z.object({ goodsId: idSchema });

export const goodsAssigneeSchema = z.object({
  organId: z.number().int(),
  organName: z.string().nullable(),
  organPath: z.string(),
});
export type GoodsAssignee = z.infer<typeof goodsAssigneeSchema>;

export const goodsImagesQuerySchema = z.object({ goodsId: idSchema });

/** `change-images`: the goods' pictures become exactly these file-bank files, in this order. */
export const goodsChangeImagesSchema = z.object({
  goodsId: idSchema,
  fileIds: z.array(idSchema).max(GOODS_IMAGES_MAX, { error: 'tooBig' }),
});
export type GoodsChangeImages = z.infer<typeof goodsChangeImagesSchema>;
