import type { SpecificationChoice } from '@retail/contract';
import { ownedRecord } from '../../resources/records.test-support';

/** A specification as the chooser lists it, with two items (红色, 黑色). */
export const specificationChoice = (
  id: number,
  parameterName: string,
  overrides: Partial<SpecificationChoice> = {},
): SpecificationChoice => ({
  ...ownedRecord,
  id,
  groupId: 1,
  groupName: '基础规格',
  displayArea: 'detail',
  parameterName,
  parameterCode: `CODE-${id}`,
  isMust: 1,
  isMutilSelect: 0,
  isNav: 0,
  goodsTypeId: null,
  goodsTypeName: null,
  sort: id,
  remark: null,
  items: ['红色', '黑色'].map((itemValue, index) => ({
    ...ownedRecord,
    id: id * 10 + index,
    specificationId: id,
    specificationName: parameterName,
    itemValue,
    itemCode: null,
    sort: index,
    remark: null,
  })),
  ...overrides,
});
