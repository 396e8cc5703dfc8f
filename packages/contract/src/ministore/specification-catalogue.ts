// Specifications and category properties: one import for the endpoint table, one export line;
// their list, edit and remove calls come from the registry (goods-specification.resource.ts).
import {
  goodsSpecificationCalls,
  goodsSpecificationGroupCalls,
} from './goods-specification.endpoints';
import { goodsTypePropsCalls } from './goods-type-props.endpoints';

export { GOODS_SPECIFICATION_GROUP_LIST } from './goods-specification.endpoints';
export * from './goods-specification.messages';
export * from './goods-specification.resource';
export * from './goods-specification.schemas';
export * from './goods-type-props.resource';
export * from './goods-type-props.schemas';

/** Endpoint groups beside the registry's (spread into the endpoint table). */
export const specificationEndpointGroups = {
  goodsSpecificationGroupCalls,
  goodsSpecificationCalls,
  goodsTypePropsCalls,
} as const;
