import { PAY_CLOCK_SKEW_MS, PAY_NONCE_PATTERN, type ServerMessageKey } from '@retail/contract';
import { verifyDeviceSignature } from '@retail/contract/device-signature';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { createSealingBox } from '../../lib/secret-box';
import { untyped } from '../../scope/scoped-db';
import type { CallingApp, PayCall } from './pay-call';

// How the payment platform takes a call of an app (docs/payments.md): a merchant's signed call
// (app id, timestamp within 5 minutes, a nonce never used twice, an HMAC of the exact body with
// the app's secret), or the server's own trusted call for an app (the storefront's orders), which
// no request can make. Either way `change` runs in one transaction with the calling app.

const refuse = (key: ServerMessageKey, appId = '') => new AppError(401, key, { values: { appId } });

type SealingBox = ReturnType<typeof createSealingBox>;

export type AcceptPayCall = <T>(
  call: PayCall,
  change: (trx: Db, app: CallingApp, now: number) => Promise<T>,
) => Promise<T>;

export const createPayCallAcceptor = ({
  db,
  now: clockNow,
  appSecrets,
}: {
  db: Db;
  now: () => number;
  appSecrets: SealingBox;
}): AcceptPayCall => {
  const raw = untyped(db);

  /** An app by its appId, with its sealed secret and its merchant's number and state. */
  const appRow = async (appId: string) =>
    (await raw
      .selectFrom('pay_mch_app as a')
      .leftJoin('pay_app_secret as s', 's.mchAppId', 'a.id')
      .innerJoin('pay_mch_info as m', 'm.id', 'a.mchInfoId')
      .select([
        'a.id',
        'a.appId',
        'a.mchInfoId',
        'a.state',
        'a.tenantId',
        'a.organId',
        'a.organPath',
        's.secret',
        'm.mchNo',
        'm.state as mchState',
      ])
      .where('a.appId', '=', appId)
      .executeTakeFirst()) as
      (CallingApp & { state: number; secret: string | null; mchState: number }) | undefined;

  const callingApp = (found: CallingApp): CallingApp => ({
    id: found.id,
    appId: found.appId,
    mchInfoId: found.mchInfoId,
    mchNo: found.mchNo,
    tenantId: found.tenantId,
    organId: found.organId,
    organPath: found.organPath,
  });

  /** The server's own call for an app: the app and its merchant must be enabled (else 400). */
  const acceptTrusted = async <T>(
    appId: string,
    change: (trx: Db, app: CallingApp, now: number) => Promise<T>,
  ): Promise<T> => {
    const found = await appRow(appId);
    if (!found || found.state !== 1) throw new AppError(400, 'pay.unknownApp');
    if (found.mchState !== 1) throw new AppError(400, 'pay.merchantDisabled');
    return db.transaction().execute((trx) => change(trx, callingApp(found), clockNow()));
  };

  /**
   * Checks a call and takes its nonce; runs `change` in the same transaction. Refused with 401
   * and nothing written: headers missing, a timestamp more than 5 minutes off, an app that does
   * not exist, is disabled or has no secret, a signature the app's secret does not make, a
   * nonce the app used already.
   */
  const accept = async <T>(
    call: PayCall,
    change: (trx: Db, app: CallingApp, now: number) => Promise<T>,
  ): Promise<T> => {
    if ('trusted' in call) return acceptTrusted(call.appId, change);
    const { appId, timestamp, nonce, signature } = call;
    if (!appId || !timestamp || !nonce || !signature || !PAY_NONCE_PATTERN.test(nonce))
      throw refuse('pay.signatureMissing', appId);
    const now = clockNow();
    const sent = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!Number.isSafeInteger(sent) || Math.abs(now - sent) > PAY_CLOCK_SKEW_MS)
      throw refuse('pay.staleTimestamp', appId);
    const found = await appRow(appId);
    if (!found || found.state !== 1) throw refuse('pay.unknownApp', appId);
    const secret = found.secret ? appSecrets.open(found.secret) : undefined;
    const signed = { method: call.method, path: call.path, timestamp, nonce, body: call.body };
    if (secret === undefined || !(await verifyDeviceSignature(secret, signed, signature)))
      throw refuse('pay.badSignature', appId);
    if (found.mchState !== 1) throw new AppError(400, 'pay.merchantDisabled');
    const app = callingApp(found);
    return db.transaction().execute(async (trx) => {
      // The unique (app, nonce) index refuses a replay, even two copies at once: the insert
      // does nothing and the call is refused. Kept until its timestamp is stale anyway.
      const taken = await untyped(trx)
        .insertInto('pay_nonce')
        .values({ mchAppId: app.id, nonce, expiresAt: sent + PAY_CLOCK_SKEW_MS })
        .onConflict((conflict) => conflict.columns(['mchAppId', 'nonce']).doNothing())
        .returning('nonce')
        .executeTakeFirst();
      if (!taken) throw refuse('pay.replayed', appId);
      return change(trx, app, now);
    });
  };

  return accept;
};
