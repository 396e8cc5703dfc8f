import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { tenantOfEdit } from '../customer/member-level.hooks';

// A tenant's trade settings (one record): which payment app and way collect the storefront's
// orders, the payment and receipt time limits, and the delivery charge.

export type TradeConfig = {
  mchAppId: number;
  appId: string;
  wayCode: string;
  payTimeoutMinutes: number;
  autoReceiveDays: number;
  deliveryPrice: number;
  freeDeliveryOver: number;
  pickUpEnabled: boolean;
};

/** The tenant's settings; a tenant without them does not take orders (400). */
export const tradeConfigOf = async (db: Db, tenantId: number): Promise<TradeConfig> => {
  const row = (await untyped(db)
    .selectFrom('tradeConfig as c')
    .innerJoin('payMchApp as a', 'a.id', 'c.mchAppId')
    .select([
      'c.mchAppId',
      'a.appId',
      'c.wayCode',
      'c.payTimeoutMinutes',
      'c.autoReceiveDays',
      'c.deliveryPrice',
      'c.freeDeliveryOver',
      'c.pickUpEnabled',
    ])
    .where('c.tenantId', '=', tenantId)
    .executeTakeFirst()) as
    | (Omit<TradeConfig, 'pickUpEnabled'> & {
        deliveryPrice: number | string;
        freeDeliveryOver: number | string;
        pickUpEnabled: number | boolean;
      })
    | undefined;
  if (!row) throw new AppError(400, 'order.notTaking');
  return {
    ...row,
    deliveryPrice: Number(row.deliveryPrice),
    freeDeliveryOver: Number(row.freeDeliveryOver),
    pickUpEnabled: Boolean(row.pickUpEnabled),
  };
};

/** A second record of a tenant's settings is refused: edit the one there is. */
export const tradeConfigHooks = (db: Db): ResourceHooks => ({
  check: async (scope, body) => {
    // The app must have an enabled passage of the way (else orders could not be paid).
    if (typeof body.mchAppId === 'number' && typeof body.wayCode === 'string') {
      const passage = await untyped(db)
        .selectFrom('payMchPayPassage as p')
        .innerJoin('payWay as w', 'w.id', 'p.payWayId')
        .select('p.id')
        .where('p.mchAppId', '=', body.mchAppId)
        .where('w.wayCode', '=', body.wayCode)
        .where('p.state', '=', 1)
        .executeTakeFirst();
      if (!passage)
        throw new AppError(400, 'pay.noPassage', {
          field: 'wayCode',
          values: { wayCode: body.wayCode },
        });
    }
    if (typeof body.id === 'number') return;
    const existing = await untyped(db)
      .selectFrom('tradeConfig')
      .select('id')
      .where('tenantId', '=', await tenantOfEdit(db, scope, body, 'tradeConfig'))
      .executeTakeFirst();
    if (existing) throw new AppError(400, 'tradeConfig.exists');
  },
});

/** The appId of the payment app an order pays through (the payment platform's calls name it). */
export const appIdOf = async (db: Db, mchAppId: number): Promise<string> =>
  (
    (await untyped(db)
      .selectFrom('payMchApp')
      .select('appId')
      .where('id', '=', mchAppId)
      .executeTakeFirstOrThrow()) as { appId: string }
  ).appId;

/**
 * A trade document's number: a prefix (`O` order, `S` after-sale), the second it was made and 10
 * random digits, unique per tenant by an index (a clash is tried again or refused, never kept).
 */
export const tradeNumber = (prefix: string, now: number): string =>
  `${prefix}${formatDateTime(now).replace(/\D/g, '')}${String(randomInt(10_000_000_000)).padStart(10, '0')}`;
