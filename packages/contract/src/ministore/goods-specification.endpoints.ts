import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { goodsSpecificationResource } from './goods-specification.resource';
import {
  specificationAssigneeQuerySchema,
  specificationAssigneeSchema,
  specificationAssignSchema,
  specificationChoiceSchema,
  specificationChooserFilterSchema,
  specificationChooserPageQuerySchema,
  specificationGroupAssigneeQuerySchema,
  specificationGroupAssignSchema,
} from './goods-specification.schemas';

// The calls of specification groups and specifications beside the registry's list, edit and
// remove (goods-specification.resource.ts), under the same paths.

const BASE = '/api/ministore';
const GROUP = { owned: 'goods_specification_group' } as const;
const SPECIFICATION = { owned: 'goods_specification' } as const;

/**
 * The specification chooser's key (console.md §6): it guards the chooser's query and its
 * add-specification button, and the group screen's list.
 */
export const GOODS_SPECIFICATION_GROUP_LIST = 'GOODS_SPECIFICATION_GROUP_LIST';

/** Specification groups: assignments, and the chooser's two calls. */
export const goodsSpecificationGroupCalls = {
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
    body: goodsSpecificationResource.schemas.edit.omit({ id: true }),
    kind: 'envelope',
    response: specificationChoiceSchema,
  }),
} as const;

/** Specifications: which organisations use one. */
export const goodsSpecificationCalls = {
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
