import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { textOf } from '../api/text';
import type { Translations } from '../i18n/locale';
import { deviceAckSchema, deviceHeadersSchema } from './device.endpoints';

/** A download link a device is given lives this long (seconds). */
export const SOFTWARE_LINK_SECONDS = 15 * 60;

/** What an uploaded package file is: the file bank's record, its size and checksum. */
export const softwarePackageFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int().nonnegative(),
  /** Lower-case hex SHA-256 of the stored bytes. */
  checksum: z.string(),
});
export type SoftwarePackageFile = z.infer<typeof softwarePackageFileSchema>;

/** Console calls about software packages beyond the registry's. */
export const softwarePackageEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/software/upload',
    summary:
      'Upload a software package file (multipart field `file`; optional organId): stored as a private file of the file bank; answers its file id, size and SHA-256 checksum',
    access: { authority: 'SOFTWARE_EDIT' },
    isolation: { owned: 'file' },
    kind: 'envelope',
    response: softwarePackageFileSchema,
  }),
} as const;

/** The update a device is offered: the package, and where to fetch it for the next minutes. */
export const deviceUpdateOfferSchema = z.object({
  softwareId: z.number().int(),
  name: z.string(),
  version: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  checksum: z.string(),
  /** A same-origin path with its signature; good until `expiresAt` (epoch ms). */
  url: z.string(),
  expiresAt: z.number().int(),
  releaseNotes: z.string().nullable(),
});
export type DeviceUpdateOffer = z.infer<typeof deviceUpdateOfferSchema>;

export const deviceUpdateAnswerSchema = deviceAckSchema.extend({
  /** Nothing to install: null. */
  update: deviceUpdateOfferSchema.nullable(),
});

/** States a device reports (pending is where an update starts). */
export const DEVICE_PROGRESS_STATES = ['downloading', 'installing', 'succeeded', 'failed'] as const;

export const deviceUpdateProgressSchema = z.object({
  softwareId: idSchema,
  state: z.enum(DEVICE_PROGRESS_STATES, { error: 'invalid' }),
  percent: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'tooSmall' })
    .max(100, { error: 'tooBig' })
    .optional(),
  /** Why it failed (required with `failed`). */
  reason: textOf(500).nullable().optional(),
});

export const deviceUpdateProgressAnswerSchema = deviceAckSchema.extend({
  softwareId: z.number().int(),
  state: z.string(),
  percent: z.number().int(),
  /** False when the report repeated what was already recorded (nothing changed). */
  changed: z.boolean(),
});

const signed =
  '(signed by the device with its secret: X-Device-Code, X-Timestamp, X-Nonce, X-Signature)';

/** The software calls of the device gateway (docs/devices.md). */
export const softwareGatewayEndpoints = {
  update: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/update',
    summary: `A device asks for its update: the package of the newest assignment that applies (version, size, checksum, a download link for ${SOFTWARE_LINK_SECONDS / 60} minutes), or null ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: z.object({}),
    kind: 'envelope',
    response: deviceUpdateAnswerSchema,
  }),
  progress: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/update-progress',
    summary: `A device reports an update's progress: forward only (a repeat changes nothing); a package not assigned to it is refused; succeeded sets its software version ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: deviceUpdateProgressSchema,
    kind: 'envelope',
    response: deviceUpdateProgressAnswerSchema,
  }),
} as const;

/** Server messages of software packages, assignments and updates. */
export const softwareServerMessages = {
  'software.badVersion': {
    zh: '{field}须为“主版本.次版本.修订号”，如 2.4.1',
    en: '{field} must be MAJOR.MINOR.PATCH, e.g. 2.4.1',
    es: '{field} debe ser MAYOR.MENOR.PARCHE, p. ej. 2.4.1',
  },
  'software.versionNotNewer': {
    zh: '{field} {value} 须高于该设备类型已有的版本 {latest}',
    en: '{field} {value} must be newer than {latest}, the type’s latest package',
    es: '{field} {value} debe ser posterior a {latest}, el último paquete del tipo',
  },
  'software.notReleased': {
    zh: '{field}尚未发布或已撤回，不能分配',
    en: '{field} is not released (or was withdrawn) and cannot be assigned',
    es: '{field} no está publicado (o se retiró) y no se puede asignar',
  },
  'software.wrongType': {
    zh: '{field}不是该软件包的设备类型（{type}）',
    en: '{field} is not of the package’s device type ({type})',
    es: '{field} no es del tipo de dispositivo del paquete ({type})',
  },
  'software.fileMissing': {
    zh: '{field}的文件已不在存储中，请重新上传',
    en: 'The file of {field} is no longer stored; upload it again',
    es: 'El archivo de {field} ya no está almacenado; súbalo de nuevo',
  },
  'deviceUpdate.notAssigned': {
    zh: '软件包 {value} 未分配给该设备',
    en: 'Package {value} is not assigned to this device',
    es: 'El paquete {value} no está asignado a este dispositivo',
  },
  'deviceUpdate.backward': {
    zh: '该更新已是“{current}”，不能回到“{state}”',
    en: 'This update is already {current}; it cannot go back to {state}',
    es: 'Esta actualización ya está en «{current}»; no puede volver a «{state}»',
  },
} satisfies Record<string, Translations>;
