import type { GoodsRecord, GoodsTypeRecord } from '@retail/contract';
import { ownedRecord } from '../../resources/records.test-support';

/** A goods row as the server lists it. */
export const goodsRow = (id: number, overrides: Partial<GoodsRecord> = {}): GoodsRecord => ({
  ...ownedRecord,
  id,
  goodsName: `Goods ${id}`,
  goodsCode: `G-${id}`,
  goodsTypeId: 1,
  goodsTypeName: 'Drinks',
  brandId: null,
  brandName: null,
  goodsImg: null,
  status: 0,
  statusText: '下架',
  remark: null,
  ...overrides,
});

/** A category node. */
export const goodsTypeRow = (
  id: number,
  name: string,
  parentId: number | null = null,
): GoodsTypeRecord => ({ ...ownedRecord, id, name, parentId, sort: id, icon: null, remark: null });
