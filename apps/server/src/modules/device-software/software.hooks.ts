import {
  compareVersions,
  resources,
  type Resource,
  SOFTWARE_STATE,
  versionParts,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceHooks } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import type { Scope } from '../../scope/scope';
import { type OwnedTable, scoped, untyped } from '../../scope/scoped-db';
import type { PackageFiles } from '../file/file-package';

// The rules of device software (docs/devices.md, "Software"): a package's version is semver and
// newer than every other package of its type; its file's size and checksum are the stored
// bytes'; an assignment is of a released package, to a device of the package's type or to the
// whole type. Plugged in by key in resources/resource-services.ts.

type SoftwareRow = {
  id: number;
  deviceTypeId: number;
  version: string;
  state: number;
};

const softwareOf = async (db: Db, scope: Scope, id: number) =>
  (await scoped(db, scope)
    .selectFrom('software' as OwnedTable)
    .select(['id', 'deviceTypeId', 'version', 'state'] as never)
    .where('id', '=', id)
    .executeTakeFirst()) as SoftwareRow | undefined;

/** Packages: the version's form and order, the file's name, size and checksum. */
const softwareHooks = (db: Db, files: PackageFiles): ResourceHooks => ({
  prepare: async (scope, values, id) => {
    const version = String(values.version);
    if (!versionParts(version))
      throw new AppError(400, 'software.badVersion', { field: 'version' });
    // Every other package of the type, whoever owns it: versions of a type only go up.
    const others = (await untyped(db)
      .selectFrom('software')
      .select('version')
      .where('deviceTypeId', '=', values.deviceTypeId as number)
      .where('id', '!=', id ?? 0)
      .execute()) as { version: string }[];
    const latest = others
      .map((other) => other.version)
      .sort(compareVersions)
      .at(-1);
    if (latest !== undefined && compareVersions(version, latest) <= 0)
      throw new AppError(400, 'software.versionNotNewer', {
        field: 'version',
        values: { value: version, latest },
      });
    const file = await files.describe(scope, values.fileId as number, 'fileId');
    return { fileName: file.fileName, fileSize: file.fileSize, checksum: file.checksum };
  },
});

/** Assignments: a released package; a device of its type; the type and version follow it. */
const assignmentHooks = (db: Db): ResourceHooks => ({
  prepare: async (scope, values, id) => {
    const softwareId = values.softwareId as number;
    const software = await softwareOf(db, scope, softwareId);
    if (!software) throw new AppError(400, 'field.unknownReference', { field: 'softwareId' });
    const stored = id
      ? ((await untyped(db)
          .selectFrom('deviceSoftware')
          .select('softwareId')
          .where('id', '=', id)
          .executeTakeFirst()) as { softwareId: number } | undefined)
      : undefined;
    // A new assignment, or one moved to another package, needs a released one; an existing
    // assignment of a package withdrawn since can still be edited (switched off, say).
    if (stored?.softwareId !== softwareId && software.state !== SOFTWARE_STATE.released)
      throw new AppError(400, 'software.notReleased', { field: 'softwareId' });
    const deviceId = values.deviceId as number | null | undefined;
    if (deviceId) {
      const device = (await untyped(db)
        .selectFrom('device')
        .select('deviceTypeId')
        .where('id', '=', deviceId)
        .executeTakeFirst()) as { deviceTypeId: number } | undefined;
      if (device && device.deviceTypeId !== software.deviceTypeId) {
        const type = (await untyped(db)
          .selectFrom('deviceType')
          .select('name')
          .where('id', '=', software.deviceTypeId)
          .executeTakeFirst()) as { name: string } | undefined;
        throw new AppError(400, 'software.wrongType', {
          field: 'deviceId',
          values: { type: type?.name ?? String(software.deviceTypeId) },
        });
      }
    }
    return { deviceTypeId: software.deviceTypeId, version: software.version };
  },
});

/** The software resources' rules, by key. */
export const deviceSoftwareHooks = (db: Db, files: PackageFiles) => ({
  software: softwareHooks(db, files),
  deviceSoftware: assignmentHooks(db),
});

const r = (key: keyof typeof resources) => resources[key] as unknown as Resource;

/** Release and withdraw: compare-and-set, audited, a repeat changes nothing. */
export const softwareActions = (
  db: Db,
): { software: Record<'release' | 'withdraw', ActionHandler> } => ({
  software: {
    release: transitionHandler(db, r('software'), 'release'),
    withdraw: transitionHandler(db, r('software'), 'withdraw'),
  },
});
