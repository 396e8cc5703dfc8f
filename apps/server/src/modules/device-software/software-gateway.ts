import {
  DEVICE_UPDATE_STATE,
  type DeviceUpdateOffer,
  type DeviceUpdateStateName,
  SOFTWARE_LINK_SECONDS,
  SOFTWARE_STATE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { untyped } from '../../scope/scoped-db';
import type { CallingDevice, DeviceService, SignedCall } from '../device/device.service';
import type { PackageFiles } from '../file/file-package';
import { writeStateLog } from '../../resources/state-log';

// The software calls of the device gateway (docs/devices.md, "Software updates"). `update`
// offers a device the package of the newest enabled assignment that applies to it (to the device
// itself, or to its type from an organisation at or above the device's) and opens its update log
// (pending); `update-progress` moves that log forward only. Both run in the transaction that
// takes the call's nonce, so a refused call leaves nothing, not even the nonce.

type DeviceRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  deviceTypeId: number;
  softwareVersion: string | null;
};

type Assigned = {
  assignmentId: number;
  organPath: string;
  softwareId: number;
  name: string;
  version: string;
  fileName: string | null;
  fileSize: number | string;
  checksum: string | null;
  releaseNotes: string | null;
  objectKey: string;
};

type LogRow = { id: number; state: number; percent: number; toVersion: string | null };

const { pending, downloading, installing, succeeded, failed } = DEVICE_UPDATE_STATE;

/** How far along a state is: a report may only move an update to a later step. */
const RANK: Record<number, number> = {
  [pending]: 0,
  [downloading]: 1,
  [installing]: 2,
  [succeeded]: 3,
  [failed]: 3,
};
const NAME_OF = Object.fromEntries(
  Object.entries(DEVICE_UPDATE_STATE).map(([name, code]) => [code, name]),
) as Record<number, DeviceUpdateStateName>;
const isOver = (state: number) => state === succeeded || state === failed;

export const createSoftwareGateway = ({
  db,
  devices,
  packageFiles,
}: {
  db: Db;
  devices: DeviceService;
  packageFiles: PackageFiles;
}) => {
  const deviceOf = async (trx: Db, id: number) =>
    (await untyped(trx)
      .selectFrom('device')
      .select(['id', 'tenantId', 'organId', 'organPath', 'deviceTypeId', 'softwareVersion'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as DeviceRow;

  /** Released packages assigned to the device (or its type, from its organisation or above), newest first. */
  const assignedTo = async (trx: Db, device: DeviceRow): Promise<Assigned[]> => {
    const rows = (await untyped(trx)
      .selectFrom('deviceSoftware as a')
      .innerJoin('software as s', 's.id', 'a.softwareId')
      .innerJoin('file as f', 'f.id', 's.fileId')
      .select([
        'a.id as assignmentId',
        'a.organPath',
        's.id as softwareId',
        's.name',
        's.version',
        's.fileName',
        's.fileSize',
        's.checksum',
        's.releaseNotes',
        'f.objectKey',
      ])
      .where('a.tenantId', '=', device.tenantId)
      .where('a.enable', '=', 1)
      .where('s.state', '=', SOFTWARE_STATE.released)
      .where((eb) =>
        eb.or([
          eb('a.deviceId', '=', device.id),
          eb.and([eb('a.deviceId', 'is', null), eb('a.deviceTypeId', '=', device.deviceTypeId)]),
        ]),
      )
      .orderBy('a.id', 'desc')
      .execute()) as Assigned[];
    return rows.filter((row) => device.organPath.startsWith(row.organPath));
  };

  const latestLog = async (trx: Db, deviceId: number, softwareId: number) =>
    (await untyped(trx)
      .selectFrom('deviceUpdateLog')
      .select(['id', 'state', 'percent', 'toVersion'])
      .where('deviceId', '=', deviceId)
      .where('softwareId', '=', softwareId)
      .orderBy('id', 'desc')
      .executeTakeFirst()) as LogRow | undefined;

  const stamp = (device: CallingDevice, now: number) => ({
    by: `device:${device.innerCode}`,
    date: formatDateTime(now),
  });

  /** One step of an update's history (the console's timeline). */
  const logStep = async (
    trx: Db,
    owner: DeviceRow,
    recordId: number,
    step: { action: string; from: number; to: number; remark: string | null },
    who: { by: string; date: string },
  ) =>
    writeStateLog(trx, {
      owner: owner,
      resource: 'deviceUpdateLog',
      recordId,
      action: step.action,
      from: step.from,
      to: step.to,
      remark: step.remark,
      by: who.by,
      date: who.date,
    });

  /** A new update of the device to the package: pending. */
  const openLog = async (
    trx: Db,
    owner: DeviceRow,
    software: Assigned,
    who: ReturnType<typeof stamp>,
  ) => {
    const row = (await untyped(trx)
      .insertInto('deviceUpdateLog')
      .values({
        tenantId: owner.tenantId,
        organId: owner.organId,
        organPath: owner.organPath,
        deviceId: owner.id,
        softwareId: software.softwareId,
        fromVersion: owner.softwareVersion,
        toVersion: software.version,
        state: pending,
        percent: 0,
        reason: null,
        createBy: who.by,
        createDate: who.date,
        updateBy: who.by,
        updateDate: who.date,
      })
      .returning(['id', 'state', 'percent', 'toVersion'])
      .executeTakeFirstOrThrow()) as LogRow;
    await logStep(
      trx,
      owner,
      row.id,
      { action: 'offer', from: pending, to: pending, remark: null },
      who,
    );
    return row;
  };

  /**
   * The device's update: the package of the newest assignment that applies, unless the device
   * already runs that version or reported it installed; a failed update is offered again (a
   * new log). Answers null when there is nothing to install.
   */
  const update = async (call: SignedCall, _body: object) => {
    let offer: DeviceUpdateOffer | null = null;
    const { device, answer } = await devices.accept(call, async (deviceTrx, calling, now) => {
      const trx = deviceTrx as unknown as Db;
      const owner = await deviceOf(trx, calling.id);
      const [software] = await assignedTo(trx, owner);
      if (!software || software.version === owner.softwareVersion) return;
      const log = await latestLog(trx, owner.id, software.softwareId);
      if (log?.state === succeeded) return;
      if (!log || log.state === failed) await openLog(trx, owner, software, stamp(calling, now));
      const link = packageFiles.linkFor(software.objectKey, SOFTWARE_LINK_SECONDS);
      offer = {
        softwareId: software.softwareId,
        name: software.name,
        version: software.version,
        fileName: software.fileName ?? '',
        size: Number(software.fileSize),
        checksum: software.checksum ?? '',
        url: link.url,
        expiresAt: link.expiresAt,
        releaseNotes: software.releaseNotes,
      };
    });
    return { device, answer: { ...answer, update: offer } };
  };

  type Progress = {
    softwareId: number;
    state: Exclude<DeviceUpdateStateName, 'pending'>;
    percent?: number | undefined;
    reason?: string | null | undefined;
  };

  /**
   * A progress report: 400 naming softwareId for a package not assigned to the device; 400
   * naming state for a step back (or any step after the update ended) and for `failed` without
   * a reason; the same step again with no higher per cent changes nothing. Succeeded sets the
   * device's software version.
   */
  const progress = async (call: SignedCall, body: Progress) => {
    const to = DEVICE_UPDATE_STATE[body.state];
    let result = { state: body.state as string, percent: 0, changed: false };
    const { device, answer } = await devices.accept(call, async (deviceTrx, calling, now) => {
      const trx = deviceTrx as unknown as Db;
      const owner = await deviceOf(trx, calling.id);
      const software = (await assignedTo(trx, owner)).find(
        (assigned) => assigned.softwareId === body.softwareId,
      );
      if (!software)
        throw new AppError(400, 'deviceUpdate.notAssigned', {
          field: 'softwareId',
          values: { value: String(body.softwareId) },
        });
      const who = stamp(calling, now);
      const log =
        (await latestLog(trx, owner.id, software.softwareId)) ??
        (await openLog(trx, owner, software, who));
      const percent =
        to === succeeded ? 100 : Math.max(body.percent ?? 0, to === log.state ? log.percent : 0);
      if (to === log.state && (isOver(to) || percent <= log.percent)) {
        result = { state: body.state, percent: log.percent, changed: false };
        return;
      }
      if (isOver(log.state) || (RANK[to] ?? 0) < (RANK[log.state] ?? 0))
        throw new AppError(400, 'deviceUpdate.backward', {
          field: 'state',
          values: { current: NAME_OF[log.state] ?? String(log.state), state: body.state },
        });
      if (to === failed && !body.reason)
        throw new AppError(400, 'field.required', { field: 'reason' });
      // Only if no other report moved it meanwhile.
      const moved = await untyped(trx)
        .updateTable('deviceUpdateLog')
        .set({
          state: to,
          percent,
          reason: to === failed ? (body.reason ?? null) : null,
          updateBy: who.by,
          updateDate: who.date,
        })
        .where('id', '=', log.id)
        .where('state', '=', log.state)
        .where('percent', '=', log.percent)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new AppError(400, 'state.changed');
      if (to !== log.state)
        await logStep(
          trx,
          owner,
          log.id,
          {
            action: body.state,
            from: log.state,
            to,
            remark: to === failed ? (body.reason ?? null) : null,
          },
          who,
        );
      if (to === succeeded)
        await untyped(trx)
          .updateTable('device')
          .set({ softwareVersion: log.toVersion ?? software.version })
          .where('id', '=', owner.id)
          .execute();
      result = { state: body.state, percent, changed: true };
    });
    return {
      device,
      answer: { ...answer, softwareId: body.softwareId, ...result },
    };
  };

  /** Names of the packages whose file this is (the file bank refuses to remove it). */
  const packagesUsingFile = async (fileId: number): Promise<string[]> =>
    (
      (await untyped(db)
        .selectFrom('software')
        .select(['name', 'version'])
        .where('fileId', '=', fileId)
        .execute()) as { name: string; version: string }[]
    ).map((row) => `${row.name} ${row.version}`);

  return { update, progress, packagesUsingFile };
};

export type SoftwareGateway = ReturnType<typeof createSoftwareGateway>;
