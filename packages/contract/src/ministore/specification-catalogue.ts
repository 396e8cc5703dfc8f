// Specifications and category properties: one import for the endpoint table, one export line.
import {
  goodsSpecificationEndpoints,
  goodsSpecificationGroupEndpoints,
  goodsSpecificationItemEndpoints,
} from './goods-specification.endpoints';
import {
  goodsTypePropsEndpoints,
  goodsTypePropsValueEndpoints,
} from './goods-type-props.endpoints';

export { GOODS_SPECIFICATION_GROUP_LIST } from './goods-specification.endpoints';
export * from './goods-specification.messages';
export * from './goods-specification.schemas';
export * from './goods-type-props.schemas';

/** Endpoint groups of specifications and category properties (spread into the endpoint table). */
export const specificationEndpointGroups = {
  goodsSpecificationGroup: goodsSpecificationGroupEndpoints,
  goodsSpecification: goodsSpecificationEndpoints,
  goodsSpecificationItem: goodsSpecificationItemEndpoints,
  goodsTypeProps: goodsTypePropsEndpoints,
  goodsTypePropsValue: goodsTypePropsValueEndpoints,
} as const;
