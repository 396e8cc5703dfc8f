import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { enabled, integer, reference, state, text } from '../registry/fields';

/**
 * Assignments of a released package: to one device (`deviceId`), or to every device of the
 * package's type (no device). The type is the package's, set by the server; a device of another
 * type is refused naming `deviceId`, a package that is not released naming `softwareId`. A
 * device is offered the package of the newest enabled assignment that applies to it (highest
 * id) whose package is still released.
 */
export const deviceSoftwareResource = defineResource({
  key: 'deviceSoftware',
  service: 'admin',
  table: 'device_software',
  scope: 'organ',
  noun: 'Software assignments',
  menu: { directory: 'DEVICE_MANAGE', icon: 'component', after: 'software' },
  fields: {
    softwareId: reference('software', { required: true, named: true, filter: true }),
    version: text({ max: 32, readOnly: true }),
    deviceTypeId: reference('deviceType', { named: true, filter: true, readOnly: true }),
    deviceId: reference('device', { named: true, filter: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['softwareId'],
  display: 'version',
  newestFirst: true,
  labels: {
    en: {
      title: 'Software assignments',
      fields: {
        softwareId: 'Software package',
        version: 'Version',
        deviceTypeId: 'Device type',
        deviceId: 'Device (empty: the whole type)',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '软件分配',
      fields: {
        softwareId: '软件包',
        version: '版本号',
        deviceTypeId: '设备类型',
        deviceId: '设备（不选则为整个类型）',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Asignaciones de software',
      fields: {
        softwareId: 'Paquete de software',
        version: 'Versión',
        deviceTypeId: 'Tipo de dispositivo',
        deviceId: 'Dispositivo (vacío: todo el tipo)',
        enable: 'Estado',
        remark: 'Observación',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});

/** An update's progress: pending → downloading → installing → succeeded, or failed. */
export const DEVICE_UPDATE_STATES = [0, 10, 20, 30, -10] as const;
export const DEVICE_UPDATE_STATE = {
  pending: 0,
  downloading: 10,
  installing: 20,
  succeeded: 30,
  failed: -10,
} as const;
export type DeviceUpdateStateName = keyof typeof DEVICE_UPDATE_STATE;

const UPDATE_TEXTS = {
  en: {
    '0': 'Pending',
    '10': 'Downloading',
    '20': 'Installing',
    '30': 'Succeeded',
    '-10': 'Failed',
  },
  zh: { '0': '待更新', '10': '下载中', '20': '安装中', '30': '已成功', '-10': '已失败' },
  es: {
    '0': 'Pendiente',
    '10': 'Descargando',
    '20': 'Instalando',
    '30': 'Completada',
    '-10': 'Fallida',
  },
} as const;

/**
 * Each update of a device, written only by the device's own gateway calls: opened (pending) when
 * the device is offered a package, then moved forward by its progress reports; its state changes
 * are the history timeline. Read-only in the console.
 */
export const deviceUpdateLogResource = defineResource({
  key: 'deviceUpdateLog',
  service: 'admin',
  table: 'device_update_log',
  scope: 'organ',
  noun: 'Device updates',
  writable: false,
  newestFirst: true,
  menu: { directory: 'DEVICE_MANAGE', icon: 'component', after: 'deviceSoftware' },
  fields: {
    deviceId: reference('device', { required: true, named: true, filter: true }),
    softwareId: reference('software', { required: true, named: true, filter: true }),
    fromVersion: text({ max: 32 }),
    toVersion: text({ max: 32, filter: true }),
    state: state(DEVICE_UPDATE_STATES, { initial: 0, editableIn: [], filter: true }),
    percent: integer({ min: 0, max: 100, defaultValue: 0 }),
    reason: text({ max: 500 }),
  },
  defaultSort: ['deviceId'],
  display: 'toVersion',
  labels: {
    en: {
      title: 'Device updates',
      fields: {
        deviceId: 'Device',
        softwareId: 'Software package',
        fromVersion: 'From version',
        toVersion: 'To version',
        state: 'Progress',
        percent: 'Per cent',
        reason: 'Reason of failure',
        updateDate: 'Last report',
      },
      options: { state: UPDATE_TEXTS.en },
    },
    zh: {
      title: '设备更新记录',
      fields: {
        deviceId: '设备',
        softwareId: '软件包',
        fromVersion: '原版本',
        toVersion: '目标版本',
        state: '进度',
        percent: '百分比',
        reason: '失败原因',
        updateDate: '最近上报',
      },
      options: { state: UPDATE_TEXTS.zh },
    },
    es: {
      title: 'Actualizaciones de dispositivos',
      fields: {
        deviceId: 'Dispositivo',
        softwareId: 'Paquete de software',
        fromVersion: 'Versión de origen',
        toVersion: 'Versión de destino',
        state: 'Progreso',
        percent: 'Porcentaje',
        reason: 'Motivo del fallo',
        updateDate: 'Último informe',
      },
      options: { state: UPDATE_TEXTS.es },
    },
  },
});

export type DeviceSoftwareRecord = z.infer<typeof deviceSoftwareResource.schemas.record>;
export type DeviceUpdateLogRecord = z.infer<typeof deviceUpdateLogResource.schemas.record>;
