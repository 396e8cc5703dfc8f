import type { z } from 'zod';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { defineResource } from '../registry/define-resource';
import { choice, reference, text } from '../registry/fields';
import { DEVICE_COMMAND_TEXTS, sendDeviceCommandInput } from './device-command.resource';

/** A device reports every this many milliseconds (its heartbeat). */
export const DEVICE_HEARTBEAT_INTERVAL_MS = 10_000;
/** Heartbeats missed before a device counts as offline. */
export const DEVICE_MISSED_HEARTBEATS = 3;
/** Silent this long, a device is offline (3 missed heartbeats of 10 s). */
export const DEVICE_OFFLINE_AFTER_MS = DEVICE_HEARTBEAT_INTERVAL_MS * DEVICE_MISSED_HEARTBEATS;

/** Where a device is in its life: 0 not deployed, 1 operating, 3 withdrawn. */
export const DEVICE_STATUS = { notDeployed: 0, operating: 1, withdrawn: 3 } as const;
/** What its calls say: 0 never activated, 1 online, 2 offline (silent), 3 fault reported. */
export const DEVICE_ONLINE = { never: 0, online: 1, offline: 2, fault: 3 } as const;

/** Longitude and latitude as decimal degrees, at most 7 decimals (the edit checks the range). */
export const COORDINATE_PATTERN = /^-?\d{1,3}(?:\.\d{1,7})?$/;

/**
 * Vending machines. `innerCode` is the device's code (unique per tenant, what the device sends
 * as X-Device-Code); `onlineState`, `lastHeartbeatAt` and `softwareVersion` are set by the
 * device's own signed calls (apps/server/src/modules/device), never by an edit. The device's
 * secret is kept apart and never answered; `device/rotate-secret` issues a new one once.
 */
export const deviceResource = defineResource({
  key: 'device',
  service: 'admin',
  table: 'device',
  scope: 'organ',
  noun: 'Devices',
  menu: { directory: 'DEVICE_MANAGE', icon: 'component', after: 'deviceType' },
  fields: {
    innerCode: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    deviceTypeId: reference('deviceType', { required: true, named: true, filter: true }),
    storeId: reference(STORE_REFERENCE, { named: true, filter: true }),
    serialNumber: text({ max: 64, filter: true }),
    status: choice([0, 1, 3], { defaultValue: 0, filter: true }),
    onlineState: choice([0, 1, 2, 3], { defaultValue: 0, filter: true, readOnly: true }),
    lastHeartbeatAt: text({ max: 19, readOnly: true }),
    softwareVersion: text({ max: 32, readOnly: true }),
    address: text({ max: 255, list: false }),
    longitude: text({ max: 12, list: false }),
    latitude: text({ max: 11, list: false }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['innerCode'],
  actions: {
    sendCommand: {
      input: sendDeviceCommandInput,
      authority: 'CONTROL',
      summary:
        'Queue a remote command for a device (reboot, open the door, sync the aisle plan, lock or unlock sales): the device fetches it through the gateway and acknowledges it; listed under device commands',
    },
  },
  labels: {
    en: {
      title: 'Devices',
      fields: {
        innerCode: 'Device code',
        name: 'Device name',
        deviceTypeId: 'Device type',
        storeId: 'Store',
        serialNumber: 'Serial number',
        status: 'Status',
        onlineState: 'Connection',
        lastHeartbeatAt: 'Last heartbeat',
        softwareVersion: 'Software version',
        address: 'Address',
        longitude: 'Longitude',
        latitude: 'Latitude',
        remark: 'Remark',
        // The send-command dialog's field (an input of the action, not a column).
        ...{ command: 'Command' },
      },
      actions: { sendCommand: 'Send command' },
      options: {
        ...{ command: DEVICE_COMMAND_TEXTS.en },
        status: { '0': 'Not deployed', '1': 'Operating', '3': 'Withdrawn' },
        onlineState: { '0': 'Never activated', '1': 'Online', '2': 'Offline', '3': 'Fault' },
      },
    },
    zh: {
      title: '设备',
      fields: {
        innerCode: '设备编号',
        name: '设备名称',
        deviceTypeId: '设备类型',
        storeId: '门店',
        serialNumber: '序列号',
        status: '状态',
        onlineState: '连接状态',
        lastHeartbeatAt: '最近心跳',
        softwareVersion: '软件版本',
        address: '地址',
        longitude: '经度',
        latitude: '纬度',
        remark: '备注',
        // The send-command dialog's field (an input of the action, not a column).
        ...{ command: '指令' },
      },
      actions: { sendCommand: '发送指令' },
      options: {
        ...{ command: DEVICE_COMMAND_TEXTS.zh },
        status: { '0': '未投放', '1': '运营中', '3': '已撤机' },
        onlineState: { '0': '未激活', '1': '在线', '2': '离线', '3': '故障' },
      },
    },
    es: {
      title: 'Dispositivos',
      fields: {
        innerCode: 'Código del dispositivo',
        name: 'Nombre del dispositivo',
        deviceTypeId: 'Tipo de dispositivo',
        storeId: 'Tienda',
        serialNumber: 'Número de serie',
        status: 'Estado',
        onlineState: 'Conexión',
        lastHeartbeatAt: 'Último latido',
        softwareVersion: 'Versión del software',
        address: 'Dirección',
        longitude: 'Longitud',
        latitude: 'Latitud',
        remark: 'Observación',
        // The send-command dialog's field (an input of the action, not a column).
        ...{ command: 'Orden' },
      },
      actions: { sendCommand: 'Enviar orden' },
      options: {
        ...{ command: DEVICE_COMMAND_TEXTS.es },
        status: { '0': 'No instalado', '1': 'En servicio', '3': 'Retirado' },
        onlineState: {
          '0': 'Nunca activado',
          '1': 'En línea',
          '2': 'Sin conexión',
          '3': 'Averiado',
        },
      },
    },
  },
});

export type DeviceRecord = z.infer<typeof deviceResource.schemas.record>;
