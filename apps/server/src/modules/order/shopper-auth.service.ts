import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SHOPPER_SESSION_DAYS,
  SIGN_IN_CODE_RESEND_SECONDS,
  SIGN_IN_CODE_TRIES,
  SIGN_IN_CODE_TTL_SECONDS,
  type ShopperProfile,
  type SignedIn,
} from '@retail/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ShopperIdentity } from '../../lib/identity';
import { untyped } from '../../scope/scoped-db';

// Storefront shoppers sign in with their mobile and a one-time code (docs/orders.md): six
// digits, valid five minutes, five tries, one code a minute per mobile. Codes and session
// tokens are kept only as keyed hashes. A mobile new to the tenant registers a customer.

/** Where a code goes: an SMS gateway in production; in development the server's log. */
export type SignInCodeSender = (message: {
  tenantId: number;
  mobile: string;
  code: string;
}) => void;

export const logSignInCodes =
  (log: FastifyBaseLogger): SignInCodeSender =>
  ({ tenantId, mobile, code }) =>
    log.info({ tenantId, mobile, code }, 'storefront sign-in code (no SMS gateway configured)');

type CustomerRow = {
  id: number;
  tenantId: number;
  mobile: string;
  nickname: string | null;
  point: number;
  levelId: number | null;
  status: number;
};

const REGISTERED_ON_H5 = 20;

export const createShopperAuth = ({
  db,
  now,
  secret,
  send,
}: {
  db: Db;
  now: () => number;
  secret: string;
  send: SignInCodeSender;
}) => {
  const raw = untyped(db);
  const hash = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('hex');
  const codeHash = (tenantId: number, mobile: string, code: string) =>
    hash('shopper-code', `${tenantId}\n${mobile}\n${code}`);

  /** The tenant's root organisation (404 when there is no such tenant). */
  const tenantRoot = async (tenantId: number) => {
    const organ = (await raw
      .selectFrom('organ')
      .select(['id', 'organPath'])
      .where('id', '=', tenantId)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst()) as { id: number; organPath: string } | undefined;
    if (!organ) throw new AppError(404, 'shopper.shopUnknown');
    return organ;
  };

  const sendCode = async (tenantId: number, mobile: string) => {
    await tenantRoot(tenantId);
    const at = now();
    const last = (await raw
      .selectFrom('shopperCode')
      .select('sentAt')
      .where('tenantId', '=', tenantId)
      .where('mobile', '=', mobile)
      .orderBy('sentAt', 'desc')
      .executeTakeFirst()) as { sentAt: number | string } | undefined;
    const wait = last ? Number(last.sentAt) + SIGN_IN_CODE_RESEND_SECONDS * 1000 - at : 0;
    if (wait > 0)
      throw new AppError(400, 'shopper.codeWait', {
        field: 'mobile',
        values: { seconds: String(Math.ceil(wait / 1000)) },
      });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await raw
      .insertInto('shopperCode')
      .values({
        tenantId,
        mobile,
        codeHash: codeHash(tenantId, mobile, code),
        sentAt: at,
        expiresAt: at + SIGN_IN_CODE_TTL_SECONDS * 1000,
      })
      .execute();
    send({ tenantId, mobile, code });
    return {
      resendAfterSeconds: SIGN_IN_CODE_RESEND_SECONDS,
      expiresInSeconds: SIGN_IN_CODE_TTL_SECONDS,
    };
  };

  /** The code is taken once; a wrong one uses a try (counted even though the call fails). */
  const takeCode = async (tenantId: number, mobile: string, code: string) => {
    const at = now();
    const latest = (await raw
      .selectFrom('shopperCode')
      .select(['id', 'codeHash', 'tries', 'used', 'expiresAt'])
      .where('tenantId', '=', tenantId)
      .where('mobile', '=', mobile)
      .orderBy('sentAt', 'desc')
      .executeTakeFirst()) as
      | { id: number; codeHash: string; tries: number; used: number; expiresAt: number | string }
      | undefined;
    if (!latest || latest.used || Number(latest.expiresAt) <= at)
      throw new AppError(400, 'shopper.codeInvalid', { field: 'code' });
    const tried = await raw
      .updateTable('shopperCode')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', latest.id)
      .where('tries', '<', SIGN_IN_CODE_TRIES)
      .where('used', '=', 0)
      .executeTakeFirst();
    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(codeHash(tenantId, mobile, code), 'hex');
    if (Number(tried.numUpdatedRows) === 0 || !timingSafeEqual(expected, given))
      throw new AppError(400, 'shopper.codeInvalid', { field: 'code' });
    const taken = await raw
      .updateTable('shopperCode')
      .set({ used: 1 })
      .where('id', '=', latest.id)
      .where('used', '=', 0)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0)
      throw new AppError(400, 'shopper.codeInvalid', { field: 'code' });
  };

  const profileOf = async (customer: CustomerRow): Promise<ShopperProfile> => {
    const level = customer.levelId
      ? ((await raw
          .selectFrom('memberLevel')
          .select('name')
          .where('id', '=', customer.levelId)
          .executeTakeFirst()) as { name: string } | undefined)
      : undefined;
    return {
      id: customer.id,
      tenantId: customer.tenantId,
      mobile: customer.mobile,
      nickname: customer.nickname,
      point: customer.point,
      levelName: level?.name ?? null,
    };
  };

  const customerOf = async (trx: Db, tenantId: number, mobile: string) =>
    (await untyped(trx)
      .selectFrom('customer')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('mobile', '=', mobile)
      .executeTakeFirst()) as CustomerRow | undefined;

  /** The tenant's customer with this mobile, registered now if new (one, even at once). */
  const customerFor = async (tenantId: number, mobile: string): Promise<CustomerRow> => {
    const found = await customerOf(db, tenantId, mobile);
    if (found) return found;
    const root = await tenantRoot(tenantId);
    const date = formatDateTime(now());
    await raw
      .insertInto('customer')
      .values({
        tenantId,
        organId: root.id,
        organPath: root.organPath,
        mobile,
        nickname: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        registerTerminal: REGISTERED_ON_H5,
        status: 1,
        createBy: `customer:${mobile}`,
        createDate: date,
        updateBy: `customer:${mobile}`,
        updateDate: date,
      })
      .onConflict((conflict) => conflict.columns(['tenantId', 'mobile']).doNothing())
      .execute();
    const created = await customerOf(db, tenantId, mobile);
    if (!created) throw new Error('the customer was not registered');
    return created;
  };

  const signIn = async (tenantId: number, mobile: string, code: string): Promise<SignedIn> => {
    await takeCode(tenantId, mobile, code);
    const customer = await customerFor(tenantId, mobile);
    if (customer.status !== 1) throw new AppError(400, 'shopper.disabled');
    const at = now();
    const token = `shp_${randomBytes(32).toString('base64url')}`;
    const expiresAt = at + SHOPPER_SESSION_DAYS * 86_400_000;
    await raw
      .insertInto('shopperSession')
      .values({
        tenantId,
        customerId: customer.id,
        tokenHash: hash('shopper-session', token),
        expiresAt,
      })
      .execute();
    await raw
      .updateTable('customer')
      .set({ loginDate: formatDateTime(at) })
      .where('id', '=', customer.id)
      .execute();
    return { token, expiresAt: formatDateTime(expiresAt), shopper: await profileOf(customer) };
  };

  /** The shopper a bearer token names: a live session of an enabled customer, else 401. */
  const authenticate = async (authorization: string | undefined): Promise<ShopperIdentity> => {
    const token = /^Bearer\s+(shp_[\w-]{20,100})\s*$/i.exec(authorization ?? '')?.[1];
    const session = token
      ? ((await raw
          .selectFrom('shopperSession as s')
          .innerJoin('customer as c', 'c.id', 's.customerId')
          .select(['s.id', 's.tenantId', 's.customerId', 's.expiresAt', 's.revoked', 'c.status'])
          .where('s.tokenHash', '=', hash('shopper-session', token))
          .executeTakeFirst()) as
          | {
              id: number;
              tenantId: number;
              customerId: number;
              expiresAt: number | string;
              revoked: number;
              status: number;
            }
          | undefined)
      : undefined;
    if (!session || session.revoked || Number(session.expiresAt) <= now() || session.status !== 1)
      throw new AppError(401, 'shopper.sessionInvalid');
    return { customerId: session.customerId, tenantId: session.tenantId, sessionId: session.id };
  };

  const signOut = async (shopper: ShopperIdentity) => {
    await raw
      .updateTable('shopperSession')
      .set({ revoked: 1 })
      .where('id', '=', shopper.sessionId)
      .execute();
    return null;
  };

  const me = async (shopper: ShopperIdentity) => {
    const customer = (await raw
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', shopper.customerId)
      .executeTakeFirstOrThrow()) as CustomerRow;
    return profileOf(customer);
  };

  /**
   * The shopper of a tenant's mobile, registered if new, without a session: for the demo seed,
   * which shops through the same checkout and payment as a signed-in shopper.
   */
  const identityFor = async (tenantId: number, mobile: string): Promise<ShopperIdentity> => {
    const customer = await customerFor(tenantId, mobile);
    return { customerId: customer.id, tenantId, sessionId: 0 };
  };

  return { sendCode, signIn, authenticate, signOut, me, identityFor };
};

export type ShopperAuth = ReturnType<typeof createShopperAuth>;
