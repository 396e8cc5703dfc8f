import {
  DEVICE_CLOCK_SKEW_MS,
  DEVICE_EVENTS_MAX,
  DEVICE_HEARTBEAT_INTERVAL_MS,
  DEVICE_NONCE_PATTERN,
  DEVICE_OFFLINE_AFTER_MS,
  DEVICE_ONLINE,
  type ServerMessageKey,
} from '@retail/contract';
import { verifyDeviceSignature } from '@retail/contract/device-signature';
import type { Generated } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, scopedUpdate } from '../../scope/scoped-db';
import { createSecretBox } from './device-secret';

// Vending devices beyond their registry screen: the secret each device signs its calls with,
// the gateway's checks (signature, clock, replay) and what a device's calls change, and the
// sweep that marks silent devices offline.

/** The columns of the device tables this module reads and writes (0030-devices). */
type DeviceTables = {
  device: {
    id: Generated<number>;
    tenantId: number;
    innerCode: string;
    onlineState: number;
    lastHeartbeatAt: string | null;
    heartbeatMs: number | null;
    softwareVersion: string | null;
  };
  deviceSecret: { deviceId: number; secret: string; rotatedAt: number };
  deviceNonce: { deviceId: number; nonce: string; expiresAt: number };
  deviceEvent: {
    id: Generated<number>;
    deviceId: number;
    kind: string;
    code: string | null;
    message: string | null;
    at: number;
    createDate: string;
  };
};

const DEVICE = 'device' as OwnedTable;

/** A device call as the gateway received it: its signature headers and the exact body text. */
export type SignedCall = {
  code: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  body: string;
};

export type DeviceEventKind = 'fault' | 'door' | 'secret';

/** The device a verified call came from. */
export type CallingDevice = { id: number; innerCode: string; tenantId: number };

const refuse = (key: ServerMessageKey, code = '') => new AppError(401, key, { values: { code } });

export const createDeviceService = ({
  db: plainDb,
  clock,
  serverSecret,
}: {
  db: Db;
  clock: Clock;
  serverSecret: string;
}) => {
  const db = plainDb.withTables<DeviceTables>();
  const box = createSecretBox(serverSecret);

  /** The gateway's answer to every accepted call. */
  const ack = (now: number) => ({
    serverTime: now,
    heartbeatIntervalMs: DEVICE_HEARTBEAT_INTERVAL_MS,
  });

  /**
   * Checks a call and takes its nonce; runs `change` in the same transaction. Refused with 401
   * (nothing written): headers missing, a timestamp more than 5 minutes off, a code no device
   * with a secret has, a signature no such device's secret makes, a nonce the device used.
   * Codes are unique per tenant, so a code two tenants use is told apart by the signature.
   */
  const accept = async (
    call: SignedCall,
    change: (trx: typeof db, device: CallingDevice, now: number) => Promise<void>,
  ) => {
    const { code, timestamp, nonce, signature } = call;
    if (!code || !timestamp || !nonce || !signature || !DEVICE_NONCE_PATTERN.test(nonce))
      throw refuse('device.signatureMissing', code);
    const now = clock.now();
    const sent = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!Number.isSafeInteger(sent) || Math.abs(now - sent) > DEVICE_CLOCK_SKEW_MS)
      throw refuse('device.staleTimestamp', code);
    const candidates = await db
      .selectFrom('device')
      .innerJoin('deviceSecret', 'deviceSecret.deviceId', 'device.id')
      .select(['device.id', 'device.innerCode', 'device.tenantId', 'deviceSecret.secret'])
      .where('device.innerCode', '=', code)
      .execute();
    if (candidates.length === 0) throw refuse('device.unknown', code);
    const signed = { ...call, timestamp, nonce };
    let device: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      const secret = box.open(candidate.secret);
      if (secret !== undefined && (await verifyDeviceSignature(secret, signed, signature))) {
        device = candidate;
        break;
      }
    }
    if (!device) throw refuse('device.badSignature', code);
    const calling = { id: device.id, innerCode: device.innerCode, tenantId: device.tenantId };
    try {
      await db.transaction().execute(async (trx) => {
        // The unique (device_id, nonce) index refuses a replay, even two copies at once. Kept
        // until the timestamp it came with is stale anyway.
        await trx
          .insertInto('deviceNonce')
          .values({ deviceId: calling.id, nonce, expiresAt: sent + DEVICE_CLOCK_SKEW_MS })
          .execute();
        await change(trx, calling, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse('device.replayed', code);
      throw error;
    }
    return { device: calling, answer: ack(now) };
  };

  const event = (
    trx: typeof db,
    deviceId: number,
    now: number,
    kind: DeviceEventKind,
    code: string | null,
    message: string | null,
  ) =>
    trx
      .insertInto('deviceEvent')
      .values({ deviceId, kind, code, message, at: now, createDate: formatDateTime(now) })
      .execute();

  /** Alive: the heartbeat's time; online, unless a fault stands and is not said to be cleared. */
  const heartbeat = (
    call: SignedCall,
    body: { softwareVersion?: string | null | undefined; faultCleared?: boolean | undefined },
  ) =>
    accept(call, async (trx, device, now) => {
      const current = await trx
        .selectFrom('device')
        .select('onlineState')
        .where('id', '=', device.id)
        .executeTakeFirstOrThrow();
      const keepFault = current.onlineState === DEVICE_ONLINE.fault && !body.faultCleared;
      await trx
        .updateTable('device')
        .set({
          onlineState: keepFault ? DEVICE_ONLINE.fault : DEVICE_ONLINE.online,
          lastHeartbeatAt: formatDateTime(now),
          heartbeatMs: now,
          ...(body.softwareVersion ? { softwareVersion: body.softwareVersion } : {}),
        })
        .where('id', '=', device.id)
        .execute();
      if (keepFault === false && current.onlineState === DEVICE_ONLINE.fault)
        await event(trx, device.id, now, 'fault', null, 'cleared');
    });

  /** A fault: the fault state (alive, so its heartbeat time too) and a fault event. */
  const fault = (call: SignedCall, body: { code?: string | null | undefined; message: string }) =>
    accept(call, async (trx, device, now) => {
      await trx
        .updateTable('device')
        .set({
          onlineState: DEVICE_ONLINE.fault,
          lastHeartbeatAt: formatDateTime(now),
          heartbeatMs: now,
        })
        .where('id', '=', device.id)
        .execute();
      await event(trx, device.id, now, 'fault', body.code ?? null, body.message);
    });

  /** The door opened or closed: an event. */
  const door = (
    call: SignedCall,
    body: { door: 'open' | 'closed'; remark?: string | null | undefined },
  ) =>
    accept(call, async (trx, device, now) => {
      await event(trx, device.id, now, 'door', body.door, body.remark ?? null);
    });

  /**
   * A new secret for a device the caller can see (else 404); the old one stops working at once.
   * The answer is the only place the secret is ever given; the device's update stamp and a
   * `secret` event say who issued it and when.
   */
  const rotateSecret = async (scope: Scope, id: number) => {
    const device = await findOwnedOr404(plainDb, scope, DEVICE, id);
    const secret = box.generate();
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('deviceSecret')
        .values({ deviceId: id, secret: box.seal(secret), rotatedAt: now })
        .onConflict((conflict) =>
          conflict.column('deviceId').doUpdateSet({ secret: box.seal(secret), rotatedAt: now }),
        )
        .execute();
      await scopedUpdate(trx as unknown as Db, scope, DEVICE, id, {} as never);
      await event(trx, id, now, 'secret', null, `issued by ${scope.userName}`);
    });
    return { id, innerCode: (device as unknown as { innerCode: string }).innerCode, secret };
  };

  /** More due work of the devices' modules, run by the sweep (remote commands expiring). */
  const extraSweeps: ((now: number) => Promise<Record<string, number>>)[] = [];
  const addSweep = (run: (now: number) => Promise<Record<string, number>>) => {
    extraSweeps.push(run);
  };

  /**
   * The sweep: devices online or in fault whose last heartbeat is older than 3 missed
   * intervals become offline; nonces whose timestamp is stale anyway are dropped; then what the
   * other device modules added (`addSweep`). Each statement only moves rows that are due, so
   * running it twice, or on two servers at once, is harmless.
   */
  const sweep = async (now = clock.now()) => {
    const offline = await db
      .updateTable('device')
      .set({ onlineState: DEVICE_ONLINE.offline })
      .where('onlineState', 'in', [DEVICE_ONLINE.online, DEVICE_ONLINE.fault])
      .where('heartbeatMs', '<', now - DEVICE_OFFLINE_AFTER_MS)
      .executeTakeFirst();
    const nonces = await db
      .deleteFrom('deviceNonce')
      .where('expiresAt', '<', now)
      .executeTakeFirst();
    const counts: Record<string, number> & { offline: number; noncesDropped: number } = {
      offline: Number(offline.numUpdatedRows),
      noncesDropped: Number(nonces.numDeletedRows),
    };
    for (const run of extraSweeps) Object.assign(counts, await run(now));
    return counts;
  };

  /** The events of one device, newest first (at most DEVICE_EVENTS_MAX). */
  const eventsOf = (deviceId: number) =>
    db
      .selectFrom('deviceEvent')
      .select(['kind', 'code', 'message', 'at', 'createDate'])
      .where('deviceId', '=', deviceId)
      .orderBy('id', 'desc')
      .limit(DEVICE_EVENTS_MAX)
      .execute();

  /** The events of a device the caller can see (else 404). */
  const events = async (scope: Scope, id: number) => {
    await findOwnedOr404(plainDb, scope, DEVICE, id);
    return (await eventsOf(id)).map(({ kind, code, message, createDate }) => ({
      kind: kind as DeviceEventKind,
      code,
      message,
      createDate,
    }));
  };

  /** Sweeps every heartbeat interval until stopped (started with the server). */
  let timer: NodeJS.Timeout | undefined;
  const start = (onError: (error: unknown) => void) => {
    if (timer) return;
    const run = () => void sweep().catch(onError);
    run();
    timer = setInterval(run, DEVICE_HEARTBEAT_INTERVAL_MS);
    timer.unref();
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  // `accept` lets other device calls (vending sales) run their change under the same checks.
  return {
    accept,
    heartbeat,
    fault,
    door,
    rotateSecret,
    events,
    sweep,
    addSweep,
    eventsOf,
    start,
    stop,
  };
};

export type DeviceService = ReturnType<typeof createDeviceService>;
