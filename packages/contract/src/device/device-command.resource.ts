import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idSchema } from '../api/owned';
import { textOf } from '../api/text';
import type { Locale, Translations } from '../i18n/locale';
import { defineResource, transitionInput } from '../registry/define-resource';
import { type FieldSpec, reference, state, text } from '../registry/fields';
import { deviceAckSchema, deviceHeadersSchema } from './device.endpoints';

// Remote commands (docs/devices.md, "Remote commands"): staff queue a command for a device from
// its row (`device/send-command`); the device fetches its commands through the signed gateway
// (queued → sent) and acknowledges each with its result (sent → done or failed). A command not
// fetched within DEVICE_COMMAND_TTL_MS expires (the device sweep); staff may cancel one while it
// is queued. Every step is a compare-and-set with a row of the state log (who, when, from, to).

/** What staff can ask a device to do. */
export const DEVICE_COMMANDS = [
  'reboot',
  'openDoor',
  'syncAisles',
  'lockSales',
  'unlockSales',
] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

/** A command not fetched by its device within this long expires. */
export const DEVICE_COMMAND_TTL_MS = 10 * 60_000;
/** A device fetches at most this many commands per call (oldest first). */
export const DEVICE_COMMAND_FETCH_MAX = 20;

/** queued → sent → done | failed; queued → expired | cancelled. */
export const DEVICE_COMMAND_STATES = [0, 10, 20, -10, -20, -30] as const;
export const DEVICE_COMMAND_STATE = {
  queued: 0,
  sent: 10,
  done: 20,
  failed: -10,
  expired: -20,
  cancelled: -30,
} as const;

/** The commands' names in each language (the device's action dialog and the commands list). */
export const DEVICE_COMMAND_TEXTS: Record<Locale, Record<DeviceCommandName, string>> = {
  en: {
    reboot: 'Reboot',
    openDoor: 'Open the door',
    syncAisles: 'Sync the aisle plan',
    lockSales: 'Lock sales',
    unlockSales: 'Unlock sales',
  },
  zh: {
    reboot: '重启',
    openDoor: '开门',
    syncAisles: '同步货道',
    lockSales: '锁定售卖',
    unlockSales: '解锁售卖',
  },
  es: {
    reboot: 'Reiniciar',
    openDoor: 'Abrir la puerta',
    syncAisles: 'Sincronizar los canales',
    lockSales: 'Bloquear las ventas',
    unlockSales: 'Desbloquear las ventas',
  },
};

const STATE_TEXTS = {
  en: {
    '0': 'Queued',
    '10': 'Sent',
    '20': 'Done',
    '-10': 'Failed',
    '-20': 'Expired',
    '-30': 'Cancelled',
  },
  zh: {
    '0': '排队中',
    '10': '已下发',
    '20': '已完成',
    '-10': '已失败',
    '-20': '已过期',
    '-30': '已取消',
  },
  es: {
    '0': 'En cola',
    '10': 'Enviado',
    '20': 'Hecho',
    '-10': 'Fallido',
    '-20': 'Caducado',
    '-30': 'Cancelado',
  },
} as const;

const commandLiterals = DEVICE_COMMANDS.map((name) => z.literal(name)) as unknown as [
  z.ZodLiteral<DeviceCommandName>,
  ...z.ZodLiteral<DeviceCommandName>[],
];

/** A command's name in a request: one of DEVICE_COMMANDS (each a literal, so forms list them). */
export const deviceCommandNameSchema = z.union(commandLiterals, { error: 'invalid' });

/** The command of a record: one of the fixed names, stored as text, chosen from a list. */
const commandField = (): FieldSpec<
  z.ZodType<DeviceCommandName | undefined>,
  z.ZodType<string>
> => ({
  kind: 'select',
  edit: deviceCommandNameSchema.optional(),
  record: z.string(),
  column: { type: 'text', nullable: false },
  required: false,
  defaultValue: DEVICE_COMMANDS[0],
  options: DEVICE_COMMANDS,
  optionLabels: DEVICE_COMMAND_TEXTS,
  filter: 'equals',
  max: 32,
});

/**
 * The commands sent to devices, written only by staff's `device/send-command`, the device's
 * gateway calls and the expiry sweep: read-only in the console, with a `cancel` step while
 * queued and the history of each.
 */
export const deviceCommandResource = defineResource({
  key: 'deviceCommand',
  service: 'admin',
  table: 'device_command',
  scope: 'organ',
  noun: 'Device commands',
  writable: false,
  newestFirst: true,
  menu: { directory: 'DEVICE_MANAGE', icon: 'component', after: 'deviceUpdateLog' },
  fields: {
    deviceId: reference('device', { required: true, named: true, filter: true }),
    command: commandField(),
    state: state(DEVICE_COMMAND_STATES, { initial: 0, editableIn: [], filter: true }),
    expiresAt: text({ max: 19 }),
    sentAt: text({ max: 19 }),
    finishedAt: text({ max: 19 }),
    result: text({ max: 500 }),
  },
  defaultSort: ['deviceId'],
  display: 'command',
  actions: {
    cancel: {
      input: transitionInput,
      authority: 'CANCEL',
      summary: 'Cancel a command its device has not fetched yet (queued): it will never be sent',
      transition: { from: [DEVICE_COMMAND_STATE.queued], to: DEVICE_COMMAND_STATE.cancelled },
    },
  },
  labels: {
    en: {
      title: 'Device commands',
      fields: {
        deviceId: 'Device',
        command: 'Command',
        state: 'State',
        expiresAt: 'Expires if not fetched by',
        sentAt: 'Fetched',
        finishedAt: 'Acknowledged',
        result: 'Result',
        updateDate: 'Last change',
      },
      options: { state: STATE_TEXTS.en },
      actions: { cancel: 'Cancel' },
    },
    zh: {
      title: '设备指令',
      fields: {
        deviceId: '设备',
        command: '指令',
        state: '状态',
        expiresAt: '未获取则过期于',
        sentAt: '获取时间',
        finishedAt: '回执时间',
        result: '执行结果',
        updateDate: '最近变更',
      },
      options: { state: STATE_TEXTS.zh },
      actions: { cancel: '取消' },
    },
    es: {
      title: 'Órdenes a dispositivos',
      fields: {
        deviceId: 'Dispositivo',
        command: 'Orden',
        state: 'Estado',
        expiresAt: 'Caduca si no se recoge antes de',
        sentAt: 'Recogida',
        finishedAt: 'Confirmada',
        result: 'Resultado',
        updateDate: 'Último cambio',
      },
      options: { state: STATE_TEXTS.es },
      actions: { cancel: 'Cancelar' },
    },
  },
});

export type DeviceCommandRecord = z.infer<typeof deviceCommandResource.schemas.record>;

/** The body of `device/send-command`: which device, which command. */
export const sendDeviceCommandInput = z.object({
  id: idSchema,
  command: deviceCommandNameSchema,
});

/** One command as its device receives it. */
export const deviceCommandOfferSchema = z.object({
  id: z.number().int(),
  command: z.enum(DEVICE_COMMANDS),
  /** When staff queued it. */
  queuedAt: z.string(),
});

export const deviceCommandsAnswerSchema = deviceAckSchema.extend({
  /** Queued commands (now sent) and sent ones not acknowledged yet, oldest first. */
  commands: z.array(deviceCommandOfferSchema),
});

/** A device's result of one command. */
export const deviceCommandAckSchema = z.object({
  id: idSchema,
  result: z.enum(['done', 'failed'], { error: 'invalid' }),
  /** What happened (required with `failed`). */
  message: textOf(500).nullable().optional(),
});

export const deviceCommandAckAnswerSchema = deviceAckSchema.extend({
  id: z.number().int(),
  /** The command's state now: done or failed. */
  state: z.enum(['done', 'failed']),
  /** False when the command was already acknowledged (nothing changed). */
  changed: z.boolean(),
});

const signed =
  '(signed by the device with its secret: X-Device-Code, X-Timestamp, X-Nonce, X-Signature)';

/** The command calls of the device gateway (docs/devices.md). */
export const deviceCommandGatewayEndpoints = {
  fetch: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/commands',
    summary: `A device fetches its commands: the queued ones become sent; sent ones not acknowledged yet are answered again ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: z.object({}),
    kind: 'envelope',
    response: deviceCommandsAnswerSchema,
  }),
  ack: defineEndpoint({
    method: 'POST',
    path: '/api/device-gateway/command-ack',
    summary: `A device acknowledges one of its sent commands with its result (done or failed); a repeat changes nothing; another device's command is refused ${signed}`,
    access: 'public',
    isolation: 'public',
    publicLimit: 'devices',
    headers: deviceHeadersSchema,
    body: deviceCommandAckSchema,
    kind: 'envelope',
    response: deviceCommandAckAnswerSchema,
  }),
} as const;

/** Server messages of remote commands. */
export const deviceCommandServerMessages = {
  'deviceCommand.unknown': {
    zh: '指令 {value} 不是该设备的指令',
    en: 'Command {value} is not one of this device’s commands',
    es: 'La orden {value} no es de este dispositivo',
  },
  'deviceCommand.notSent': {
    zh: '指令 {value} 为“{state}”，尚未下发给设备，不能回执',
    en: 'Command {value} is {state}: it was not sent to the device and cannot be acknowledged',
    es: 'La orden {value} está en «{state}»: no se envió al dispositivo y no se puede confirmar',
  },
  'deviceCommand.withdrawn': {
    zh: '设备已撤机，不能下发指令',
    en: 'The device is withdrawn; commands cannot be sent to it',
    es: 'El dispositivo está retirado; no se le pueden enviar órdenes',
  },
} satisfies Record<string, Translations>;
