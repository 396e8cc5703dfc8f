import type { z } from 'zod';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, reference, state, text } from '../registry/fields';

/** A package's life: 0 draft (editable), 10 released (assignable), -10 withdrawn. */
export const SOFTWARE_STATES = [0, 10, -10] as const;
export const SOFTWARE_STATE = { draft: 0, released: 10, withdrawn: -10 } as const;

/** Versions are `MAJOR.MINOR.PATCH`, each part 0–99999 without leading zeros. */
export const SOFTWARE_VERSION_PATTERN = /^(0|[1-9]\d{0,4})\.(0|[1-9]\d{0,4})\.(0|[1-9]\d{0,4})$/;

/** The parts of a version, or undefined when it is not `MAJOR.MINOR.PATCH`. */
export const versionParts = (version: string): [number, number, number] | undefined => {
  const match = SOFTWARE_VERSION_PATTERN.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
};

/** Negative when `a` is older than `b`, 0 when equal, positive when newer (semver order). */
export const compareVersions = (a: string, b: string): number => {
  const left = versionParts(a) ?? [0, 0, 0];
  const right = versionParts(b) ?? [0, 0, 0];
  for (let index = 0; index < 3; index += 1) {
    const difference = left[index]! - right[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
};

/** A package file is the file bank's record of it: table and naming column. */
export const SOFTWARE_FILE_REFERENCE = {
  group: 'file',
  table: 'file',
  display: 'fileName',
} as const;

const STATE_TEXTS = {
  en: { '0': 'Draft', '10': 'Released', '-10': 'Withdrawn' },
  zh: { '0': '草稿', '10': '已发布', '-10': '已撤回' },
  es: { '0': 'Borrador', '10': 'Publicado', '-10': 'Retirado' },
} as const;

/**
 * Software packages of a device type. Each version is `MAJOR.MINOR.PATCH` and newer than every
 * other package of the type (a strictly increasing order per type). The package file is uploaded
 * through `software/upload` (a private file of the file bank); its size and SHA-256 checksum are
 * worked out by the server from the stored bytes. Draft → released (assignable to devices) →
 * withdrawn (no longer offered); only a draft can be edited or removed.
 */
export const softwareResource = defineResource({
  key: 'software',
  service: 'admin',
  table: 'software',
  scope: 'organ',
  noun: 'Software packages',
  menu: { directory: 'DEVICE_MANAGE', icon: 'component', after: 'device' },
  fields: {
    deviceTypeId: reference('deviceType', { required: true, named: true, filter: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    version: text({ max: 32, required: true, filter: true, sortable: true }),
    fileId: reference(SOFTWARE_FILE_REFERENCE, { required: true, list: false }),
    fileName: text({ max: 200, readOnly: true }),
    fileSize: integer({ min: 0, max: Number.MAX_SAFE_INTEGER, defaultValue: 0, readOnly: true }),
    checksum: text({ max: 64, readOnly: true, list: false }),
    releaseNotes: text({ max: 2000, multiline: true, list: false }),
    state: state(SOFTWARE_STATES, { initial: 0, editableIn: [0], filter: true }),
  },
  defaultSort: ['name'],
  newestFirst: true,
  actions: {
    release: {
      input: transitionInput,
      authority: 'RELEASE',
      summary: 'Release a draft package: it can be assigned to devices and types from now on',
      transition: { from: [0], to: 10 },
    },
    withdraw: {
      input: transitionInput,
      authority: 'WITHDRAW',
      summary:
        'Withdraw a released package: devices are no longer offered it (updates under way may still report)',
      transition: { from: [10], to: -10 },
    },
  },
  labels: {
    en: {
      title: 'Software packages',
      fields: {
        deviceTypeId: 'Device type',
        name: 'Package name',
        version: 'Version',
        fileId: 'Package file',
        fileName: 'File name',
        fileSize: 'Size (bytes)',
        checksum: 'SHA-256 checksum',
        releaseNotes: 'Release notes',
        state: 'State',
      },
      options: { state: STATE_TEXTS.en },
      actions: { release: 'Release', withdraw: 'Withdraw' },
    },
    zh: {
      title: '软件包',
      fields: {
        deviceTypeId: '设备类型',
        name: '软件包名称',
        version: '版本号',
        fileId: '安装包文件',
        fileName: '文件名',
        fileSize: '大小（字节）',
        checksum: 'SHA-256 校验值',
        releaseNotes: '更新说明',
        state: '状态',
      },
      options: { state: STATE_TEXTS.zh },
      actions: { release: '发布', withdraw: '撤回' },
    },
    es: {
      title: 'Paquetes de software',
      fields: {
        deviceTypeId: 'Tipo de dispositivo',
        name: 'Nombre del paquete',
        version: 'Versión',
        fileId: 'Archivo del paquete',
        fileName: 'Nombre del archivo',
        fileSize: 'Tamaño (bytes)',
        checksum: 'Suma SHA-256',
        releaseNotes: 'Notas de la versión',
        state: 'Estado',
      },
      options: { state: STATE_TEXTS.es },
      actions: { release: 'Publicar', withdraw: 'Retirar' },
    },
  },
});

export type SoftwareRecord = z.infer<typeof softwareResource.schemas.record>;
