import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { crudEndpoints } from './goods-fields';
import {
  specificationAssigneeQuerySchema,
  specificationAssigneeSchema,
  specificationAssignSchema,
  specificationChoiceSchema,
  specificationChooserFilterSchema,
  specificationChooserPageQuerySchema,
  specificationEditSchema,
  specificationFilterSchema,
  specificationGroupAssigneeQuerySchema,
  specificationGroupAssignSchema,
  specificationGroupEditSchema,
  specificationGroupFilterSchema,
  specificationGroupSchema,
  specificationItemEditSchema,
  specificationItemFilterSchema,
  specificationItemSchema,
  specificationSchema,
} from './goods-specification.schemas';

const BASE = '/api/ministore';
const GROUP = { owned: 'goods_specification_group' } as const;
const SPECIFICATION = { owned: 'goods_specification' } as const;

/**
 * The specification chooser's key (console.md §6): it guards the chooser's query and its
 * add-specification button, and the group screen's list.
 */
export const GOODS_SPECIFICATION_GROUP_LIST = 'GOODS_SPECIFICATION_GROUP_LIST';

/** Specification groups: the screen's four calls, assignments, and the chooser's two calls. */
export const goodsSpecificationGroupEndpoints = {
  ...crudEndpoints({
    resource: 'goods-specification-group',
    code: 'GOODS_SPECIFICATION_GROUP',
    table: 'goods_specification_group',
    noun: 'Specification groups',
    filter: specificationGroupFilterSchema,
    edit: specificationGroupEditSchema,
    record: specificationGroupSchema,
    removeRule: 'refused while it still holds specifications',
  }),
  assign2Organs: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification-group/assign-2-organs`,
    summary:
      'Body { groupId, organIds }: the organisations (inside the caller’s scope) that use the group become exactly these',
    access: { authority: 'GOODS_SPECIFICATION_GROUP_EDIT' },
    isolation: GROUP,
    body: specificationGroupAssignSchema,
    kind: 'envelope',
    response: z.array(specificationAssigneeSchema),
  }),
  queryAssignee: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification-group/query-assignee`,
    summary: 'Body { groupId }: the organisations that use the group (those the caller can see)',
    access: { authority: GOODS_SPECIFICATION_GROUP_LIST },
    isolation: GROUP,
    body: specificationGroupAssigneeQuerySchema,
    kind: 'envelope',
    response: z.array(specificationAssigneeSchema),
  }),
  /** The chooser (商品分类规格选择): pages of 10, 20, 30 or 40. */
  querySpecification: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification-group/query-specification`,
    summary:
      'The specification chooser’s query: specifications of the category (goodsTypeId) and those serving every category, by group and name (contains), each with its group name and items; paged, pageSize at most 40',
    access: { authority: GOODS_SPECIFICATION_GROUP_LIST },
    isolation: SPECIFICATION,
    query: specificationChooserPageQuerySchema,
    body: specificationChooserFilterSchema,
    kind: 'paged',
    response: specificationChoiceSchema,
  }),
  /** The chooser's add-specification dialog (添加商品规格). */
  addSpecification: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification-group/add-specification`,
    summary:
      'The chooser’s add-specification dialog: creates a specification (body as goods-specification/edit, without id). Requires GOODS_SPECIFICATION_GROUP_LIST and also GOODS_SPECIFICATION_EDIT (403 without it)',
    access: { authority: GOODS_SPECIFICATION_GROUP_LIST },
    isolation: SPECIFICATION,
    body: specificationEditSchema.omit({ id: true }),
    kind: 'envelope',
    response: specificationChoiceSchema,
  }),
} as const;

/** Specifications: the screen's four calls and assignments. */
export const goodsSpecificationEndpoints = {
  ...crudEndpoints({
    resource: 'goods-specification',
    code: 'GOODS_SPECIFICATION',
    table: 'goods_specification',
    noun: 'Specifications',
    filter: specificationFilterSchema,
    edit: specificationEditSchema,
    record: specificationSchema,
    removeRule: 'its items go with it; refused while goods use one of them',
  }),
  assign2Organs: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification/assign-2-organs`,
    summary:
      'Body { specificationId, organIds }: the organisations (inside the caller’s scope) that use the specification become exactly these',
    access: { authority: 'GOODS_SPECIFICATION_EDIT' },
    isolation: SPECIFICATION,
    body: specificationAssignSchema,
    kind: 'envelope',
    response: z.array(specificationAssigneeSchema),
  }),
  queryAssignee: defineEndpoint({
    method: 'POST',
    path: `${BASE}/goods-specification/query-assignee`,
    summary:
      'Body { specificationId }: the organisations that use the specification (those the caller can see)',
    access: { authority: 'GOODS_SPECIFICATION_LIST' },
    isolation: SPECIFICATION,
    body: specificationAssigneeQuerySchema,
    kind: 'envelope',
    response: z.array(specificationAssigneeSchema),
  }),
} as const;

/** Specification items (the values of a specification). */
export const goodsSpecificationItemEndpoints = crudEndpoints({
  resource: 'goods-specification-item',
  code: 'GOODS_SPECIFICATION_ITEM',
  table: 'goods_specification_item',
  noun: 'Specification items',
  filter: specificationItemFilterSchema,
  edit: specificationItemEditSchema,
  record: specificationItemSchema,
  removeRule: 'refused while goods use it',
});
