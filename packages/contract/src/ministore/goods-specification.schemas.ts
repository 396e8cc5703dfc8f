import { z } from 'zod';
import { idSchema } from '../api/owned';
import { CHOOSER_PAGE_SIZES } from '../api/paging';
import { scopeSelectorFields } from '../api/scope-filter';
import { optionalText } from './goods-fields';
import {
  goodsSpecificationItemResource,
  goodsSpecificationResource,
} from './goods-specification.resource';

// The calls of specifications beside the registry's (goods-specification.resource.ts): which
// organisations use a group or a specification, and the specification chooser.

/** 1 yes, 0 no (integers, like `enable`). */
export const flagField = z.number().int().min(0).max(1);

// ---------------------------------------------------------------------------------------------
// Assignments (which organisations use a group or a specification), as goods/assign-2-organs

export const specificationAssigneeSchema = z.object({
  organId: z.number().int(),
  organName: z.string().nullable(),
  organPath: z.string(),
});
export type SpecificationAssignee = z.infer<typeof specificationAssigneeSchema>;

const assignedOrgans = z.array(idSchema).max(500, { error: 'tooBig' });

export const specificationGroupAssignSchema = z.object({
  groupId: idSchema,
  organIds: assignedOrgans,
});
export const specificationGroupAssigneeQuerySchema = z.object({ groupId: idSchema });

export const specificationAssignSchema = z.object({
  specificationId: idSchema,
  organIds: assignedOrgans,
});
export const specificationAssigneeQuerySchema = z.object({ specificationId: idSchema });

// ---------------------------------------------------------------------------------------------
// The specification chooser (商品分类规格选择, console.md §2; storefront-widgets.md §2, §5)

/** A specification as the chooser lists it: with its group's name and its items. */
export const specificationChoiceSchema = goodsSpecificationResource.schemas.record.extend({
  items: z.array(goodsSpecificationItemResource.schemas.record),
});
export type SpecificationChoice = z.infer<typeof specificationChoiceSchema>;

/** The chooser's query: specifications of a category (and general ones), by group and name. */
export const specificationChooserFilterSchema = z.object({
  goodsTypeId: idSchema.optional(),
  groupId: idSchema.optional(),
  parameterName: optionalText(100),
  ...scopeSelectorFields,
});
export type SpecificationChooserFilter = z.infer<typeof specificationChooserFilterSchema>;

/** The chooser pages by 10, 20, 30 or 40 (console.md §9); it never asks for more than 40. */
export const specificationChooserPageQuerySchema = z.object({
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...CHOOSER_PAGE_SIZES.specification.options))
    .default(CHOOSER_PAGE_SIZES.specification.default),
  pageNum: z.coerce.number().int().min(1).default(1),
});
