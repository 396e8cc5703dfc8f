import type { Generated } from 'kysely';
import type { SpecificationDisplayArea, PropInputType } from '@retail/contract';
import type { Audit, Owned } from './schema-columns';

// Tables of specifications and category properties (migration 0011-specifications); part of
// `Database` in schema.ts.

export type GoodsSpecificationGroupTable = Audit &
  Owned & {
    id: Generated<number>;
    name: string;
    sort: Generated<number>;
    remark: string | null;
  };

export type GoodsSpecificationTable = Audit &
  Owned & {
    id: Generated<number>;
    groupId: number | null;
    displayArea: SpecificationDisplayArea;
    parameterName: string;
    /** Unique in the tenant when set. */
    parameterCode: string | null;
    isMust: Generated<number>;
    isMutilSelect: Generated<number>;
    isNav: Generated<number>;
    /** null: serves every category. */
    goodsTypeId: number | null;
    sort: Generated<number>;
    remark: string | null;
  };

/** A value of a specification (红色, XL); goods SKUs refer to these ids. */
export type GoodsSpecificationItemTable = Audit &
  Owned & {
    id: Generated<number>;
    specificationId: number;
    itemValue: string;
    itemCode: string | null;
    sort: Generated<number>;
    remark: string | null;
  };

/** The owner organisation of the row is the organisation that uses the group. */
export type GoodsSpecificationGroupAssigneeTable = Audit &
  Owned & {
    id: Generated<number>;
    groupId: number;
  };

/** The owner organisation of the row is the organisation that uses the specification. */
export type GoodsSpecificationAssigneeTable = Audit &
  Owned & {
    id: Generated<number>;
    specificationId: number;
  };

export type GoodsTypePropsTable = Audit &
  Owned & {
    id: Generated<number>;
    goodsTypeId: number;
    propName: string;
    propCode: string | null;
    inputType: PropInputType;
    isMust: Generated<number>;
    sort: Generated<number>;
    remark: string | null;
  };

export type GoodsTypePropsValueTable = Audit &
  Owned & {
    id: Generated<number>;
    propsId: number;
    value: string;
    sort: Generated<number>;
  };

export type SpecificationDatabase = {
  goodsSpecificationGroup: GoodsSpecificationGroupTable;
  goodsSpecification: GoodsSpecificationTable;
  goodsSpecificationItem: GoodsSpecificationItemTable;
  goodsSpecificationGroupAssignee: GoodsSpecificationGroupAssigneeTable;
  goodsSpecificationAssignee: GoodsSpecificationAssigneeTable;
  goodsTypeProps: GoodsTypePropsTable;
  goodsTypePropsValue: GoodsTypePropsValueTable;
};
