import {
  AFTER_SALE_ACTIVE as CONTRACT_AFTER_SALE_ACTIVE,
  AFTER_SALE_STATUS as CONTRACT_AFTER_SALE_STATUS,
  AFTER_SALE_WAY as CONTRACT_AFTER_SALE_WAY,
  ORDER_STATUS as CONTRACT_ORDER_STATUS,
} from '@retail/contract';
import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_ACTIVE,
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  ORDER_STATUS,
} from '../src/storefront/storefront-shop-api';

// The storefront keeps its own copy of the order codes (it cannot import the contract's values
// without zod): they must be the contract's.
describe('the storefront’s order codes', () => {
  it('are the contract’s', () => {
    expect(ORDER_STATUS).toEqual(CONTRACT_ORDER_STATUS);
    expect(AFTER_SALE_WAY).toEqual(CONTRACT_AFTER_SALE_WAY);
    expect(AFTER_SALE_ACTIVE).toEqual(CONTRACT_AFTER_SALE_ACTIVE);
    for (const [name, value] of Object.entries(AFTER_SALE_STATUS))
      expect(CONTRACT_AFTER_SALE_STATUS[name as keyof typeof CONTRACT_AFTER_SALE_STATUS]).toBe(
        value,
      );
  });
});
