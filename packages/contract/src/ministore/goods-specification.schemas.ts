import { z } from 'zod';
import { idSchema, ownedFieldsSchema } from '../api/owned';
import { CHOOSER_PAGE_SIZES } from '../api/paging';
import { scopeSelectorFields } from '../api/scope-filter';
import { optionalText, requiredText, sortField } from './goods-fields';

// Specifications (console.md §3 "Specification", "Specification group"): a group (规格分组)
// gathers specifications such as 颜色 or 尺码; a specification's items are its values
// (红色, 黑色; S, M, L), from which goods build their SKUs.

/** 1 yes, 0 no (integers, like `enable`). */
export const flagField = z.number().int().min(0).max(1);

/**
 * Where the storefront shows a specification: on the goods detail page, in goods lists (as a
 * filter), or both.
 */
export const SPECIFICATION_DISPLAY_AREAS = ['detail', 'list', 'all'] as const;
export type SpecificationDisplayArea = (typeof SPECIFICATION_DISPLAY_AREAS)[number];
export const specificationDisplayAreaSchema = z.enum(SPECIFICATION_DISPLAY_AREAS, {
  error: 'invalid',
});

// ---------------------------------------------------------------------------------------------
// Specification group

export const specificationGroupSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  /** How many specifications the group holds (the caller can see). */
  specificationCount: z.number().int(),
});
export type SpecificationGroupRecord = z.infer<typeof specificationGroupSchema>;

export const specificationGroupFilterSchema = z.object({
  /** Contains, case-insensitive. */
  name: optionalText(100),
  ...scopeSelectorFields,
});
export type SpecificationGroupFilter = z.infer<typeof specificationGroupFilterSchema>;

export const specificationGroupEditSchema = z.object({
  id: idSchema.optional(),
  name: requiredText(100),
  sort: sortField,
  remark: optionalText(500, { multiline: true }),
  organId: idSchema.optional(),
});
export type SpecificationGroupEdit = z.infer<typeof specificationGroupEditSchema>;

// ---------------------------------------------------------------------------------------------
// Specification

export const specificationSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  displayArea: specificationDisplayAreaSchema,
  parameterName: z.string(),
  /** Unique in the tenant when set. */
  parameterCode: z.string().nullable(),
  isMust: z.number().int(),
  /** Spelt as in the spec. */
  isMutilSelect: z.number().int(),
  isNav: z.number().int(),
  /** null: the specification serves every category. */
  goodsTypeId: z.number().int().nullable(),
  goodsTypeName: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  /** Always 0: removed specifications are gone (hard delete, like the rest of the catalogue). */
  isDeleted: z.number().int(),
});
export type SpecificationRecord = z.infer<typeof specificationSchema>;

export const specificationFilterSchema = z.object({
  /** Contains, case-insensitive. */
  parameterName: optionalText(100),
  parameterCode: optionalText(64),
  groupId: idSchema.optional(),
  /**
   * Exactly this category; with `includeGeneral`, also the specifications that serve every
   * category (goodsTypeId null), as the chooser shows them.
   */
  goodsTypeId: idSchema.optional(),
  includeGeneral: z.boolean().optional(),
  isNav: flagField.optional(),
  ...scopeSelectorFields,
});
export type SpecificationFilter = z.infer<typeof specificationFilterSchema>;

export const specificationEditSchema = z.object({
  id: idSchema.optional(),
  /** A group the caller can see, or null for none. */
  groupId: idSchema.nullable().optional(),
  displayArea: specificationDisplayAreaSchema.optional(),
  parameterName: requiredText(100),
  parameterCode: optionalText(64),
  isMust: flagField.optional(),
  isMutilSelect: flagField.optional(),
  isNav: flagField.optional(),
  /** A category the caller can see, or null for every category. */
  goodsTypeId: idSchema.nullable().optional(),
  sort: sortField,
  remark: optionalText(500, { multiline: true }),
  organId: idSchema.optional(),
});
export type SpecificationEdit = z.infer<typeof specificationEditSchema>;

// ---------------------------------------------------------------------------------------------
// Specification item (a value of a specification)

export const specificationItemSchema = ownedFieldsSchema.extend({
  id: z.number().int(),
  specificationId: z.number().int(),
  /** The specification's parameterName. */
  specificationName: z.string().nullable(),
  /** The value text, e.g. 红色 or XL; unique within its specification. */
  itemValue: z.string(),
  itemCode: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
});
export type SpecificationItemRecord = z.infer<typeof specificationItemSchema>;

export const specificationItemFilterSchema = z.object({
  specificationId: idSchema.optional(),
  /** Items of any of these specifications (the chooser loads the values of a page at once). */
  specificationIds: z.array(idSchema).max(500, { error: 'tooBig' }).optional(),
  /** Contains, case-insensitive. */
  itemValue: optionalText(100),
  ...scopeSelectorFields,
});
export type SpecificationItemFilter = z.infer<typeof specificationItemFilterSchema>;

export const specificationItemEditSchema = z.object({
  id: idSchema.optional(),
  /** A specification the caller can see (else 400 naming this field). */
  specificationId: idSchema,
  itemValue: requiredText(100),
  itemCode: optionalText(64),
  sort: sortField,
  remark: optionalText(500, { multiline: true }),
  /** Owner organisation; defaults to the specification's. */
  organId: idSchema.optional(),
});
export type SpecificationItemEdit = z.infer<typeof specificationItemEditSchema>;

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
export type SpecificationGroupAssign = z.infer<typeof specificationGroupAssignSchema>;
export const specificationGroupAssigneeQuerySchema = z.object({ groupId: idSchema });

export const specificationAssignSchema = z.object({
  specificationId: idSchema,
  organIds: assignedOrgans,
});
export type SpecificationAssign = z.infer<typeof specificationAssignSchema>;
export const specificationAssigneeQuerySchema = z.object({ specificationId: idSchema });

// ---------------------------------------------------------------------------------------------
// The specification chooser (商品分类规格选择, console.md §2; storefront-widgets.md §2, §5)

/** A specification as the chooser lists it: with its group's name and its items. */
export const specificationChoiceSchema = specificationSchema.extend({
  items: z.array(specificationItemSchema),
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
