import type { Generated } from 'kysely';
import type { Audit, Owned } from './schema-columns';

// Tables of goods SKUs (migration 0012-goods-skus); part of `Database` in schema.ts.

/** An item of a specification that a goods uses (颜色: 红色). */
export type GoodsSpecValueTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
    specificationId: number;
    itemId: number;
    sort: Generated<number>;
  };

/** One combination of the goods' specification values. */
export type GoodsSkuTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
    skuCode: string;
    /** Unique in the tenant when set. */
    barCode: string | null;
    /** Item ids ascending, comma-joined: the combination whatever the order. */
    specKey: string;
    /** Item ids in the order of the specifications, comma-joined. */
    itemIds: string;
    specText: string;
    /** 1 enabled, 0 disabled. */
    status: Generated<number>;
    sort: Generated<number>;
  };

export type GoodsSkuDatabase = {
  goodsSpecValue: GoodsSpecValueTable;
  goodsSku: GoodsSkuTable;
};
