import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { scopeSelectorFields } from '../api/scope-filter';
import { optionalText, requiredText, sortField } from './goods-fields';
import { flagField } from './goods-specification.schemas';

// Category properties (商品分类属性, goodsTypeProps screen): what goods of a category describe
// (material, origin…), each with its input type and, for choices, its values
// (goodsTypePropsValue screen).

/** How the goods form asks for a property: free text, a number, one or several of its values. */
export const PROP_INPUT_TYPES = ['text', 'number', 'select', 'multiSelect'] as const;
export type PropInputType = (typeof PROP_INPUT_TYPES)[number];
export const propInputTypeSchema = z.enum(PROP_INPUT_TYPES, { error: 'invalid' });

/** The most properties one category carries, and values one property offers. */
export const GOODS_TYPE_PROPS_MAX = 100;
export const GOODS_TYPE_PROP_VALUES_MAX = 200;

export const goodsTypePropsValueSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  propsId: z.number().int(),
  /** The property's propName. */
  propName: z.string().nullable(),
  value: z.string(),
  sort: z.number().int(),
});
export type GoodsTypePropsValueRecord = z.infer<typeof goodsTypePropsValueSchema>;

export const goodsTypePropsSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  goodsTypeId: z.number().int(),
  goodsTypeName: z.string().nullable(),
  propName: z.string(),
  /** Unique within the category when set. */
  propCode: z.string().nullable(),
  inputType: propInputTypeSchema,
  isMust: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});
export type GoodsTypePropsRecord = z.infer<typeof goodsTypePropsSchema>;

/** A property with its values (the save call's answer). */
export const goodsTypePropsWithValuesSchema = goodsTypePropsSchema.extend({
  values: z.array(goodsTypePropsValueSchema),
});
export type GoodsTypePropsWithValues = z.infer<typeof goodsTypePropsWithValuesSchema>;

export const goodsTypePropsFilterSchema = z.object({
  goodsTypeId: idSchema.optional(),
  /** Contains, case-insensitive. */
  propName: optionalText(100),
  ...scopeSelectorFields,
});
export type GoodsTypePropsFilter = z.infer<typeof goodsTypePropsFilterSchema>;

export const goodsTypePropsEditSchema = z.object({
  id: idSchema.optional(),
  /** A category the caller can see (else 400 naming this field). */
  goodsTypeId: idSchema,
  propName: requiredText(100),
  propCode: optionalText(64),
  inputType: propInputTypeSchema.optional(),
  isMust: flagField.optional(),
  sort: sortField,
  remark: optionalText(500, { multiline: true }),
  /** Owner organisation; defaults to the category's. */
  organId: idSchema.optional(),
});
export type GoodsTypePropsEdit = z.infer<typeof goodsTypePropsEditSchema>;

export const goodsTypePropsValueFilterSchema = z.object({
  propsId: idSchema.optional(),
  /** Values of every property of this category. */
  goodsTypeId: idSchema.optional(),
  value: optionalText(100),
  ...scopeSelectorFields,
});
export type GoodsTypePropsValueFilter = z.infer<typeof goodsTypePropsValueFilterSchema>;

export const goodsTypePropsValueEditSchema = z.object({
  id: idSchema.optional(),
  /** A property the caller can see (else 400 naming this field). */
  propsId: idSchema,
  value: requiredText(100),
  sort: sortField,
  /** Owner organisation; defaults to the property's. */
  organId: idSchema.optional(),
});
export type GoodsTypePropsValueEdit = z.infer<typeof goodsTypePropsValueEditSchema>;

/**
 * `save-type-props`: the category's properties become exactly these, in one transaction
 * (the console asks 是否确定保存所填商品分类属性? first). A property with an `id` of this
 * category is kept and updated, one without is added, a missing one is removed with its
 * values; `values`, when given, become exactly these.
 */
export const goodsTypePropsSaveSchema = z.object({
  goodsTypeId: idSchema,
  props: z
    .array(
      z.object({
        id: idSchema.optional(),
        propName: requiredText(100),
        propCode: optionalText(64),
        inputType: propInputTypeSchema.optional(),
        isMust: flagField.optional(),
        sort: sortField,
        remark: optionalText(500, { multiline: true }),
        values: z
          .array(requiredText(100))
          .max(GOODS_TYPE_PROP_VALUES_MAX, { error: 'tooBig' })
          .optional(),
      }),
    )
    .max(GOODS_TYPE_PROPS_MAX, { error: 'tooBig' }),
});
export type GoodsTypePropsSave = z.infer<typeof goodsTypePropsSaveSchema>;

/** Body of `query-type-props`: one category's properties with their values. */
export const goodsTypePropsOfTypeSchema = z.object({ goodsTypeId: idSchema });
