import { DELIVERY_BASIS, ORDER_TERMINAL, PRICING_STEP } from '@retail/contract';
import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';
import type { PricingResult } from '../marketing/pricing/pricing-engine';

// What checkout keeps beyond the amounts (docs/orders.md, Order detail), written in its
// transaction: each line's shares of the promotions and of the coupon, where the order came
// from, how its delivery charge came about, and the address it went to among the customer's
// order addresses.

/** Where the checkout request came from (the shopper's address and browser). */
export type CheckoutClient = { ip?: string | null; userAgent?: string | null };

/** A line's shares: the discounts before the coupon, and the coupon's. */
export const lineShares = (result: PricingResult, index: number) => {
  let promotionPrice = 0;
  let couponPrice = 0;
  for (const adjustment of result.adjustments) {
    const amount = adjustment.lineAmounts[index] ?? 0;
    if (adjustment.step === PRICING_STEP.coupon) couponPrice += amount;
    else if (adjustment.step < PRICING_STEP.coupon) promotionPrice += amount;
  }
  return { promotionPrice, couponPrice, priceSplit: 1 };
};

/** The order's channel, client and delivery basis (DELIVERY_BASIS) with the settings' charge. */
export const orderSnapshot = (
  result: PricingResult,
  config: { deliveryPrice: number },
  client: CheckoutClient,
) => {
  const waived = result.adjustments.find((a) => a.step === PRICING_STEP.delivery);
  const deliveryBasis = waived
    ? DELIVERY_BASIS.waived
    : result.deliveryPrice > 0
      ? DELIVERY_BASIS.flat
      : config.deliveryPrice > 0
        ? DELIVERY_BASIS.freeOver
        : DELIVERY_BASIS.none;
  return {
    terminal: ORDER_TERMINAL.storefront,
    userIp: client.ip?.slice(0, 45) ?? null,
    userAgent: client.userAgent?.slice(0, 255) ?? null,
    deliveryBasis,
    deliveryCharge: waived ? waived.amount : config.deliveryPrice,
  };
};

/** Counts the order's address among the customer's order addresses (one row per owner). */
export const rememberOrderAddress = async (
  trx: Db,
  order: {
    id: number;
    customerId: number;
    owner: { tenantId: number; organId: number; organPath: string };
    address: { name: string; mobile: string; area: string | null; detailAddress: string };
    by: string;
    date: string;
  },
) => {
  const { address, owner } = order;
  await untyped(trx)
    .insertInto('customerOrderAddress')
    .values({
      ...owner,
      customerId: order.customerId,
      name: address.name,
      mobile: address.mobile,
      area: address.area ?? '',
      detailAddress: address.detailAddress,
      orderCount: 1,
      lastOrderId: order.id,
      lastUsed: order.date,
      createBy: order.by,
      createDate: order.date,
      updateBy: order.by,
      updateDate: order.date,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['organId', 'customerId', 'name', 'mobile', 'area', 'detailAddress'])
        .doUpdateSet((eb) => ({
          orderCount: eb('customerOrderAddress.orderCount', '+', 1),
          lastOrderId: order.id,
          lastUsed: order.date,
          updateBy: order.by,
          updateDate: order.date,
        })),
    )
    .execute();
};
