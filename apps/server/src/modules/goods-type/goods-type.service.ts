import type { ResourceServices } from '../../resources/resource-services';

/**
 * Goods and storefront categories: the registry's generic services (their declarations in
 * packages/contract/src/ministore/goods-type.resource.ts, built by the composition root), as
 * the goods catalogue, specifications and category properties ask for them.
 */
export type GoodsTypeService = {
  types: ResourceServices['services']['goodsType'];
  fronts: ResourceServices['services']['frontGoodsType'];
};
