import { randomInt } from 'node:crypto';
import { DELIVERY_BASIS, DELIVERY_TYPE, PICK_UP_CODE_LENGTH, PRICING_STEP } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { untyped } from '../../scope/scoped-db';

// Pick-up orders (docs/orders.md, Pick-up): the shopper collects the order at the store it was
// ordered from, so it takes no delivery charge; once paid it gets a verify code the shopper shows
// there, and staff of that store hand it over (paid → completed) by the code or by the order.

type Priced = { deliveryPrice: number; payPrice: number; adjustments: { step: number }[] };

/** A priced cart without its delivery charge (nor a promotion's waiver of it). */
export const withoutDelivery = <T extends Priced>(priced: T): T => ({
  ...priced,
  payPrice: priced.payPrice - priced.deliveryPrice,
  deliveryPrice: 0,
  adjustments: priced.adjustments.filter((a) => a.step !== PRICING_STEP.delivery),
});

/** The checkout's delivery choice, checked against the tenant's settings. */
export const deliveryChoiceOf = (
  body: { deliveryType?: number | undefined; pickUpStoreId?: number | null | undefined },
  storeId: number,
  pickUpEnabled: boolean,
) => {
  const deliveryType = body.deliveryType ?? DELIVERY_TYPE.express;
  if (deliveryType !== DELIVERY_TYPE.pickUp) {
    return { deliveryType, pickUpStoreId: null };
  }
  if (!pickUpEnabled) throw new AppError(400, 'order.pickUpDisabled', { field: 'deliveryType' });
  if (body.pickUpStoreId && body.pickUpStoreId !== storeId)
    throw new AppError(400, 'order.pickUpStore', { field: 'pickUpStoreId' });
  return { deliveryType, pickUpStoreId: storeId };
};

/** What a pick-up order keeps of its delivery: none charged, and why. */
export const pickUpSnapshot = { deliveryBasis: DELIVERY_BASIS.pickUp } as const;

/** The shopper's contact on a pick-up order without an address: their own mobile. */
export const shopperContactOf = async (trx: Db, customerId: number) => {
  const customer = (await untyped(trx)
    .selectFrom('customer')
    .select(['mobile', 'nickname'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow()) as { mobile: string | null; nickname: string | null };
  return {
    name: (customer.nickname || customer.mobile || '').slice(0, 64),
    mobile: customer.mobile ?? '',
    area: null,
    detailAddress: null,
  };
};

/** A new verify code (digits; codes of a tenant's open pick-up orders are told apart by order). */
export const newVerifyCode = (): string =>
  String(randomInt(10 ** PICK_UP_CODE_LENGTH)).padStart(PICK_UP_CODE_LENGTH, '0');
