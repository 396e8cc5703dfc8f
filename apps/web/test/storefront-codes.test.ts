import {
  ACTIVITY_STATUS as CONTRACT_ACTIVITY_STATUS,
  AFTER_SALE_ACTIVE as CONTRACT_AFTER_SALE_ACTIVE,
  AFTER_SALE_STATUS as CONTRACT_AFTER_SALE_STATUS,
  AFTER_SALE_WAY as CONTRACT_AFTER_SALE_WAY,
  BARGAIN_STATUS as CONTRACT_BARGAIN_STATUS,
  COUPON_STATUS as CONTRACT_COUPON_STATUS,
  DISCOUNT_TYPE as CONTRACT_DISCOUNT_TYPE,
  GROUPON_STATUS as CONTRACT_GROUPON_STATUS,
  INVOICE_STATUS as CONTRACT_INVOICE_STATUS,
  INVOICE_TITLE_TYPE as CONTRACT_INVOICE_TITLE_TYPE,
  LOCALES,
  ORDER_STATUS as CONTRACT_ORDER_STATUS,
  ORDER_TYPE as CONTRACT_ORDER_TYPE,
  PRICING_STEP_TEXTS,
  PRICING_STEPS,
  VALIDITY_TYPE as CONTRACT_VALIDITY_TYPE,
} from '@retail/contract';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_STATUS,
  AFTER_SALE_ACTIVE,
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  BARGAIN_STATUS,
  COUPON_STATUS,
  DISCOUNT_TYPE,
  GROUPON_STATUS,
  INVOICE_STATUS,
  INVOICE_TITLE_TYPE,
  ORDER_STATUS,
  ORDER_TYPE,
  VALIDITY_TYPE,
} from '../src/storefront/storefront-shop-api';
import { isShopTextKey, shopText } from '../src/storefront/storefront-shop.i18n';

// The storefront keeps its own copy of the order and marketing codes and of the names of the
// pricing steps (it cannot import the contract's values without zod): they must be the contract's.
describe('the storefront’s order and marketing codes', () => {
  it('are the contract’s', () => {
    expect(ORDER_STATUS).toEqual(CONTRACT_ORDER_STATUS);
    expect(INVOICE_STATUS).toEqual(CONTRACT_INVOICE_STATUS);
    expect(INVOICE_TITLE_TYPE).toEqual(CONTRACT_INVOICE_TITLE_TYPE);
    expect(AFTER_SALE_WAY).toEqual(CONTRACT_AFTER_SALE_WAY);
    expect(AFTER_SALE_ACTIVE).toEqual(CONTRACT_AFTER_SALE_ACTIVE);
    for (const [name, value] of Object.entries(AFTER_SALE_STATUS))
      expect(CONTRACT_AFTER_SALE_STATUS[name as keyof typeof CONTRACT_AFTER_SALE_STATUS]).toBe(
        value,
      );
    expect(COUPON_STATUS).toEqual(CONTRACT_COUPON_STATUS);
    expect(DISCOUNT_TYPE).toEqual(CONTRACT_DISCOUNT_TYPE);
    expect(VALIDITY_TYPE).toEqual(CONTRACT_VALIDITY_TYPE);
    expect(GROUPON_STATUS).toEqual(CONTRACT_GROUPON_STATUS);
    expect(ORDER_TYPE).toEqual(CONTRACT_ORDER_TYPE);
    expect(ACTIVITY_STATUS).toEqual(CONTRACT_ACTIVITY_STATUS);
    expect(BARGAIN_STATUS).toEqual(CONTRACT_BARGAIN_STATUS);
  });

  it('name every pricing step as the contract does, in every language', () => {
    for (const step of PRICING_STEPS) {
      const key = `step.${step}`;
      expect(isShopTextKey(key)).toBe(true);
      if (!isShopTextKey(key)) continue;
      for (const locale of LOCALES)
        expect(shopText(locale, key)).toBe(PRICING_STEP_TEXTS[locale][String(step)]);
    }
  });

  it('say why a coupon cannot be used for every reason pricing gives', () => {
    for (const reason of ['belowThreshold', 'outOfRange', 'notYetValid', 'notValidNow'])
      expect(isShopTextKey(`couponReason.${reason}`)).toBe(true);
  });
});
