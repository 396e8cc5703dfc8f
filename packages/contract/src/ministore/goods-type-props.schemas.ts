import { z } from 'zod';
import { idSchema } from '../api/owned';
import { optionalText, requiredText, sortField } from './goods-fields';
import { flagField } from './goods-specification.schemas';
import {
  goodsTypePropsResource,
  goodsTypePropsValueResource,
  PROP_INPUT_TYPES,
} from './goods-type-props.resource';

// The calls of category properties beside the registry's (goods-type-props.resource.ts): one
// category's whole set, read and saved at once.

/** The most properties one category carries, and values one property offers. */
export const GOODS_TYPE_PROPS_MAX = 100;
export const GOODS_TYPE_PROP_VALUES_MAX = 200;

/** A property with its values (the set's answer). */
export const goodsTypePropsWithValuesSchema = goodsTypePropsResource.schemas.record.extend({
  values: z.array(goodsTypePropsValueResource.schemas.record),
});
export type GoodsTypePropsWithValues = z.infer<typeof goodsTypePropsWithValuesSchema>;

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
        inputType: z.enum(PROP_INPUT_TYPES, { error: 'invalid' }).optional(),
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
