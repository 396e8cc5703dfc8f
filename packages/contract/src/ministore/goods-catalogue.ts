// The goods catalogue's part of the contract: one import for the endpoint table, one export line.
import { goodsPriceEndpoints } from './goods-price.endpoints';
import { goodsEndpoints } from './goods.endpoints';

export * from './goods-price.schemas';
export * from './goods.messages';
export * from './goods.schemas';

/** Endpoint groups of the goods catalogue (spread into the endpoint table). */
export const goodsEndpointGroups = {
  goods: goodsEndpoints,
  goodsPrice: goodsPriceEndpoints,
} as const;
