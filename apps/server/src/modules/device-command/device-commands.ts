import {
  DEVICE_COMMAND_FETCH_MAX,
  DEVICE_COMMAND_STATE,
  DEVICE_COMMAND_TTL_MS,
  DEVICE_STATUS,
  type DeviceCommandName,
  resources,
  type Resource,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ActionHandler } from '../../resources/resource-actions';
import { transitionHandler } from '../../resources/transition';
import { createdStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { CallingDevice, DeviceService, SignedCall } from '../device/device.service';
import { writeStateLog } from '../../resources/state-log';

// Remote commands of vending devices (docs/devices.md, "Remote commands"). Staff queue one from
// a device's row; the device fetches its commands through the signed gateway (queued → sent)
// and acknowledges each with its result (sent → done | failed); the device sweep expires those
// not fetched in time (queued → expired); staff may cancel a queued one. Every step is a
// compare-and-set on the state and a row of the state log (who, when, from, to), in the
// transaction that takes the device call's nonce — a refused call leaves nothing behind.

const { queued, sent, done, failed, expired } = DEVICE_COMMAND_STATE;

type CommandRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  deviceId: number;
  command: DeviceCommandName;
  state: number;
  expiresMs: number | string;
  createDate: string;
};

type Owner = { tenantId: number; organId: number; organPath: string };

const NAME_OF = Object.fromEntries(
  Object.entries(DEVICE_COMMAND_STATE).map(([name, code]) => [code, name]),
) as Record<number, string>;

const RESOURCE = 'deviceCommand';

/** One step of a command's history (the console's timeline). */
const logStep = (
  trx: Db,
  owner: Owner,
  recordId: number,
  step: { action: string; from: number; to: number; remark: string | null },
  who: { by: string; date: string },
) =>
  writeStateLog(trx, {
    owner: owner,
    resource: RESOURCE,
    recordId,
    action: step.action,
    from: step.from,
    to: step.to,
    remark: step.remark,
    by: who.by,
    date: who.date,
  });

/**
 * Moves a command from `from` to `to` only if nobody moved it meanwhile, with its log row.
 * Answers whether it moved.
 */
const move = async (
  trx: Db,
  row: CommandRow,
  to: number,
  set: Record<string, unknown>,
  step: { action: string; remark: string | null },
  who: { by: string; date: string },
) => {
  const moved = await untyped(trx)
    .updateTable('deviceCommand')
    .set({ state: to, ...set, updateBy: who.by, updateDate: who.date })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await logStep(trx, row, row.id, { ...step, from: row.state, to }, who);
  return true;
};

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;

/**
 * Staff's side, registry actions: `device/send-command` queues a command for a device the caller
 * can see (404 otherwise; a withdrawn device is refused) and answers the device; `cancel` ends a
 * queued one (compare-and-set, a repeat changes nothing).
 */
export const deviceCommandActions = (
  db: Db,
): {
  device: Record<'sendCommand', ActionHandler>;
  deviceCommand: Record<'cancel', ActionHandler>;
} => ({
  device: {
    sendCommand: async ({ scope, body }) => {
      const { id, command } = body as { id: number; command: DeviceCommandName };
      return db.transaction().execute(async (trx) => {
        const device = (await findOwnedOr404(
          trx,
          scope,
          'device' as OwnedTable,
          id,
        )) as unknown as {
          id: number;
          status: number;
        } & Owner;
        if (device.status === DEVICE_STATUS.withdrawn)
          throw new AppError(400, 'deviceCommand.withdrawn', { field: 'id' });
        const stamp = createdStamp(scope);
        const expiresMs = scope.nowMs + DEVICE_COMMAND_TTL_MS;
        const row = (await untyped(trx)
          .insertInto('deviceCommand')
          .values({
            tenantId: device.tenantId,
            organId: device.organId,
            organPath: device.organPath,
            deviceId: device.id,
            command,
            state: queued,
            expiresMs,
            expiresAt: formatDateTime(expiresMs),
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        await logStep(
          trx,
          device,
          row.id,
          { action: 'send', from: queued, to: queued, remark: command },
          { by: stamp.createBy, date: stamp.createDate },
        );
        return [device as never];
      });
    },
  },
  deviceCommand: { cancel: transitionHandler(db, r('deviceCommand'), 'cancel') },
});

export const createDeviceCommandGateway = ({ db, devices }: { db: Db; devices: DeviceService }) => {
  const stamp = (device: CallingDevice, now: number) => ({
    by: `device:${device.innerCode}`,
    date: formatDateTime(now),
  });

  /**
   * The device's commands, oldest first: each queued one (not past its expiry) becomes sent; a
   * sent one not acknowledged yet is answered again (the device acts on each id once).
   */
  const fetch = async (call: SignedCall, _body: object) => {
    let commands: { id: number; command: DeviceCommandName; queuedAt: string }[] = [];
    const { device, answer } = await devices.accept(call, async (deviceTrx, calling, now) => {
      const trx = deviceTrx as unknown as Db;
      const rows = (await untyped(trx)
        .selectFrom('deviceCommand')
        .selectAll()
        .where('deviceId', '=', calling.id)
        .where('state', 'in', [queued, sent])
        .orderBy('id')
        .limit(DEVICE_COMMAND_FETCH_MAX)
        .execute()) as CommandRow[];
      const who = stamp(calling, now);
      commands = [];
      for (const row of rows) {
        if (row.state === queued) {
          if (Number(row.expiresMs) < now) continue; // the sweep expires it
          const moved = await move(
            trx,
            row,
            sent,
            { sentAt: who.date },
            { action: 'fetch', remark: null },
            who,
          );
          if (!moved) continue; // cancelled (or fetched) meanwhile
        }
        commands.push({ id: row.id, command: row.command, queuedAt: row.createDate });
      }
    });
    return { device, answer: { ...answer, commands } };
  };

  type Ack = { id: number; result: 'done' | 'failed'; message?: string | null | undefined };

  /**
   * A command's result: only the device's own command (else 400 naming id, as if it did not
   * exist), only once it was sent (else 400 naming id); an acknowledged command answers its
   * recorded state and changes nothing.
   */
  const ack = async (call: SignedCall, body: Ack) => {
    let result = { state: body.result as 'done' | 'failed', changed: false };
    const { device, answer } = await devices.accept(call, async (deviceTrx, calling, now) => {
      const trx = deviceTrx as unknown as Db;
      const row = (await untyped(trx)
        .selectFrom('deviceCommand')
        .selectAll()
        .where('id', '=', body.id)
        .where('deviceId', '=', calling.id)
        .executeTakeFirst()) as CommandRow | undefined;
      const values = { value: String(body.id) };
      if (!row) throw new AppError(400, 'deviceCommand.unknown', { field: 'id', values });
      if (row.state === done || row.state === failed) {
        result = { state: row.state === done ? 'done' : 'failed', changed: false };
        return;
      }
      if (row.state !== sent)
        throw new AppError(400, 'deviceCommand.notSent', {
          field: 'id',
          values: { ...values, state: NAME_OF[row.state] ?? String(row.state) },
        });
      const to = body.result === 'done' ? done : failed;
      const who = stamp(calling, now);
      const message = body.message ?? null;
      const moved = await move(
        trx,
        row,
        to,
        { finishedAt: who.date, result: message },
        { action: body.result, remark: message },
        who,
      );
      if (!moved) {
        // Another copy of this acknowledgement came first: answer what it recorded.
        const current = (await untyped(trx)
          .selectFrom('deviceCommand')
          .select('state')
          .where('id', '=', row.id)
          .executeTakeFirst()) as { state: number } | undefined;
        if (current?.state !== done && current?.state !== failed)
          throw new AppError(400, 'state.changed');
        result = { state: current.state === done ? 'done' : 'failed', changed: false };
        return;
      }
      result = { state: body.result, changed: true };
    });
    return { device, answer: { ...answer, id: body.id, ...result } };
  };

  /**
   * Queued commands past their expiry become expired, each by a compare-and-set with its log
   * row (by `system`): a second run, or another node at once, finds nothing left to move.
   */
  const expireDue = async (now: number, limit = 500) => {
    const due = (await untyped(db)
      .selectFrom('deviceCommand')
      .selectAll()
      .where('state', '=', queued)
      .where('expiresMs', '<', now)
      .orderBy('id')
      .limit(limit)
      .execute()) as CommandRow[];
    if (due.length === 0) return { commandsExpired: 0 };
    const who = { by: 'system', date: formatDateTime(now) };
    let count = 0;
    await db.transaction().execute(async (trx) => {
      for (const row of due)
        if (await move(trx, row, expired, {}, { action: 'expire', remark: null }, who)) count += 1;
    });
    return { commandsExpired: count };
  };

  return { fetch, ack, expireDue };
};

export type DeviceCommandGateway = ReturnType<typeof createDeviceCommandGateway>;
