import { PAY_ORDER_STATE } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import { yuanOf } from './drivers/channel-params';
import type { CallingApp } from './pay-call';
import { ORDER } from './pay-rows';

// What a new pay order needs before it is written (docs/payments.md): the passage that serves
// its way, within that passage's limits (the least and the most one payment may be, and what
// the passage's live and paid orders may add up to in a day), and the store and vending device
// it is taken at, each of the app's tenant.

export type Passage = {
  id: number;
  rate: number;
  ifCode: string;
  minAmount: number;
  maxAmount: number;
  dayLimit: number;
};

/** The first enabled passage of the way whose interface (and config, if any) is enabled. */
export const passageOf = async (
  trx: Db,
  app: CallingApp,
  wayCode: string,
): Promise<Passage | undefined> =>
  (await untyped(trx)
    .selectFrom('pay_mch_pay_passage as p')
    .innerJoin('pay_way as w', 'w.id', 'p.payWayId')
    .innerJoin('pay_interface_define as d', 'd.id', 'p.payInterfaceDefineId')
    .leftJoin('pay_interface_config as c', (join) =>
      join.onRef('c.mchAppId', '=', 'p.mchAppId').onRef('c.payInterfaceDefineId', '=', 'd.id'),
    )
    .select(['p.id', 'p.rate', 'd.ifCode', 'p.minAmount', 'p.maxAmount', 'p.dayLimit'])
    .where('p.mchAppId', '=', app.id)
    .where('w.wayCode', '=', wayCode)
    .where('p.state', '=', 1)
    .where('d.state', '=', 1)
    .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.state', '=', 1)]))
    .orderBy('p.id')
    .executeTakeFirst()) as Passage | undefined;

/** Orders that hold a share of a day's limit: live or paid (not failed, not closed). */
const COUNTED = [
  PAY_ORDER_STATE.created,
  PAY_ORDER_STATE.paying,
  PAY_ORDER_STATE.success,
  PAY_ORDER_STATE.refunded,
];

/**
 * Refuses (400 naming `amount`, with the limit in yuan) a payment below the passage's least or
 * above its most, or one that would take its orders of the day past the daily limit. Two orders
 * at once are counted one after the other: the passage's row is locked (an update that changes
 * nothing) before the day is summed, until the transaction ends.
 */
export const checkLimits = async (
  trx: Db,
  app: CallingApp,
  passage: Passage,
  order: { wayCode: string; amount: number },
  now: number,
): Promise<void> => {
  const refuse = (
    key: 'pay.belowMinimum' | 'pay.aboveMaximum' | 'pay.dayLimitReached',
    limit: number,
    taken = 0,
  ) =>
    new AppError(400, key, {
      field: 'amount',
      values: {
        amount: yuanOf(order.amount),
        limit: yuanOf(limit),
        taken: yuanOf(taken),
        wayCode: order.wayCode,
      },
    });
  const minAmount = Number(passage.minAmount);
  const maxAmount = Number(passage.maxAmount);
  const dayLimit = Number(passage.dayLimit);
  if (minAmount > 0 && order.amount < minAmount) throw refuse('pay.belowMinimum', minAmount);
  if (maxAmount > 0 && order.amount > maxAmount) throw refuse('pay.aboveMaximum', maxAmount);
  if (dayLimit <= 0) return;
  await untyped(trx)
    .updateTable('pay_mch_pay_passage')
    .set((eb) => ({ dayLimit: eb.ref('dayLimit') }))
    .where('id', '=', passage.id)
    .execute();
  const day = formatDateTime(now).slice(0, 10);
  const row = (await untyped(trx)
    .selectFrom(ORDER)
    .select((eb) => eb.fn.sum('amount').as('taken'))
    .where('mchAppId', '=', app.id)
    .where('wayCode', '=', order.wayCode)
    .where('ifCode', '=', passage.ifCode)
    .where('createDate', '>=', `${day} 00:00:00`)
    .where('createDate', '<=', `${day} 23:59:59`)
    .where('state', 'in', COUNTED)
    .executeTakeFirst()) as { taken: number | string | null } | undefined;
  const taken = Number(row?.taken ?? 0);
  if (taken + order.amount > dayLimit) throw refuse('pay.dayLimitReached', dayLimit, taken);
};

/**
 * The store and device an order is taken at: a store of the app's tenant (else 400 naming
 * `storeId`), a device of the tenant by its inner code (else 400 naming `deviceCode`); a device
 * gives its store when none is named, and one of another store is refused.
 */
export const placeOf = async (
  trx: Db,
  app: CallingApp,
  body: { storeId?: number | null | undefined; deviceCode?: string | null | undefined },
): Promise<{ storeId: number | null; deviceId: number | null }> => {
  let storeId = body.storeId ?? null;
  let deviceId: number | null = null;
  if (storeId !== null) {
    const store = await untyped(trx)
      .selectFrom('store')
      .select('id')
      .where('id', '=', storeId)
      .where('tenantId', '=', app.tenantId)
      .executeTakeFirst();
    if (!store) throw new AppError(400, 'field.invalid', { field: 'storeId' });
  }
  if (body.deviceCode) {
    const device = (await untyped(trx)
      .selectFrom('device')
      .select(['id', 'storeId'])
      .where('innerCode', '=', body.deviceCode)
      .where('tenantId', '=', app.tenantId)
      .executeTakeFirst()) as { id: number; storeId: number | null } | undefined;
    // Unknown, another tenant's, or of another store than the one named.
    if (!device || (storeId !== null && device.storeId !== null && device.storeId !== storeId))
      throw new AppError(400, 'field.invalid', { field: 'deviceCode' });
    deviceId = device.id;
    storeId = storeId ?? device.storeId;
  }
  return { storeId, deviceId };
};

/** The ways whose channel must know the payer, and what names them. */
const PAYER_OF: Readonly<Record<string, 'openid' | 'buyerId'>> = {
  WX_JSAPI: 'openid',
  WX_LITE: 'openid',
  ALI_JSAPI: 'buyerId',
  ALI_LITE: 'buyerId',
};

/** 400 naming `channelExtra` when the way needs the payer and the call does not name one. */
export const checkPayer = (
  wayCode: string,
  extra: { openid?: string | undefined; buyerId?: string | undefined } | undefined,
): void => {
  const name = PAYER_OF[wayCode];
  if (name && !extra?.[name]) throw new AppError(400, 'field.required', { field: 'channelExtra' });
};
