import type { GoodsRecord, GoodsTypeRecord } from '@retail/contract';

const owner = {
  tenantId: 10,
  organId: 11,
  organPath: '/1/10/11/',
  createBy: 'ada',
  createDate: '2026-11-23 10:00:00',
  updateBy: 'ada',
  updateDate: '2026-11-23 10:00:00',
};

/** A goods row as the server lists it. */
export const goodsRow = (id: number, overrides: Partial<GoodsRecord> = {}): GoodsRecord => ({
  ...owner,
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
): GoodsTypeRecord => ({ ...owner, id, name, parentId, sort: id, icon: null, remark: null });
