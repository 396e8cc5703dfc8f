import type { Generated } from 'kysely';
import type { Audit, Owned } from './schema-columns';

// Tables of the goods catalogue (migration 0009-goods); part of `Database` in schema.ts.

export type BrandTable = Audit &
  Owned & {
    id: Generated<number>;
    name: string;
    logo: string | null;
    sort: Generated<number>;
    /** 1 enabled, 0 disabled. */
    enable: Generated<number>;
    remark: string | null;
  };

/** A goods category: a node of the tenant's category tree. */
export type GoodsTypeTable = Audit &
  Owned & {
    id: Generated<number>;
    parentId: number | null;
    name: string;
    sort: Generated<number>;
    icon: string | null;
    remark: string | null;
  };

/** A storefront category: a second tree, each node showing one goods type's goods. */
export type FrontGoodsTypeTable = GoodsTypeTable & {
  goodsTypeId: number | null;
  enable: Generated<number>;
};

export type GoodsTypeBoardTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsTypeId: number;
    name: string;
    image: string | null;
    sort: Generated<number>;
    enable: Generated<number>;
  };

export type GoodsTypeBrandTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsTypeId: number;
    brandId: number;
    sort: Generated<number>;
  };

export type GoodsTagTable = Audit &
  Owned & {
    id: Generated<number>;
    name: string;
    color: string | null;
    remark: string | null;
  };

export type GoodsTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsName: string;
    goodsCode: string;
    goodsTypeId: number;
    brandId: number | null;
    /** Rich text, sanitised on write (`lib/rich-text.ts`); rows written before that as given. */
    goodsDescribe: string | null;
    /** 32 on sale, anything else off the shelf. */
    status: Generated<number>;
    remark: string | null;
    /** URL of the first picture (lists show it without a join). */
    goodsImg: string | null;
  };

export type GoodsImageTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
    fileId: number | null;
    fileUrl: string;
    sort: Generated<number>;
  };

export type GoodsTagRefTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
    goodsTagId: number;
  };

/** The owner organisation of the row is the organisation that carries the goods. */
export type GoodsAssigneeTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
  };

/** Money in integer cents. */
export type GoodsPriceTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsId: number;
    storeId: number;
    skuId: number | null;
    priceCents: number;
    marketPriceCents: number | null;
    status: Generated<number>;
    remark: string | null;
  };

/** Goods per organisation and status, kept by triggers on `goods` (migration 0010). */
export type GoodsCounterTable = Audit &
  Owned & {
    id: Generated<number>;
    status: number;
    goodsCount: number;
  };

export type GoodsDatabase = {
  brand: BrandTable;
  goodsType: GoodsTypeTable;
  frontGoodsType: FrontGoodsTypeTable;
  goodsTypeBoard: GoodsTypeBoardTable;
  goodsTypeBrand: GoodsTypeBrandTable;
  goodsTag: GoodsTagTable;
  goods: GoodsTable;
  goodsImage: GoodsImageTable;
  goodsTagRef: GoodsTagRefTable;
  goodsAssignee: GoodsAssigneeTable;
  goodsPrice: GoodsPriceTable;
  goodsCounter: GoodsCounterTable;
};
