import { defineResource, transitionInput } from '../registry/define-resource';
import { enabled, integer, money, reference, state, text } from '../registry/fields';
import { PAY_AMOUNT_MAX, PAY_DIRECTORY, RATE_PPM_MAX } from './payment-menu';

// How payments reach a channel: pay ways (WX_JSAPI, ALI_QR, SANDBOX_QR…), channel interfaces
// (which ways each supports, which parameters it needs, which of them are secret) — both the
// tenant's as a whole (`scope: 'tenant'`: read by all its organisations, written at its root) — an app's
// parameters per interface (secrets encrypted at rest, shown masked, every change in the state
// log) and the app's pay passages (this way through that interface, at this rate).

/** Pay ways: upper-case codes (`WX_JSAPI`), each with a name. */
export const payWayResource = defineResource({
  key: 'payWay',
  service: 'payment',
  table: 'pay_way',
  scope: 'tenant',
  noun: 'Pay ways',
  menu: { directory: PAY_DIRECTORY.code, icon: 'list', after: 'mchApp' },
  fields: {
    wayCode: text({ max: 20, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['wayCode'],
  labels: {
    en: {
      title: 'Pay ways',
      fields: { wayCode: 'Way code', name: 'Way name', remark: 'Remark' },
    },
    zh: {
      title: '支付方式',
      fields: { wayCode: '支付方式代码', name: '支付方式名称', remark: '备注' },
    },
    es: {
      title: 'Formas de pago',
      fields: { wayCode: 'Código', name: 'Forma de pago', remark: 'Observación' },
    },
  },
});

/**
 * Channel interfaces: a lower-case code (`sandbox`, `wxpay`, `alipay`) naming the server's
 * driver, the pay ways it supports (comma-separated codes) and the parameters an app's config
 * takes, as a JSON array of `{ "name", "label", "secret"?, "required"? }` (secret ones are
 * encrypted at rest and shown masked).
 */
export const payInterfaceDefineResource = defineResource({
  key: 'payInterfaceDefine',
  service: 'payment',
  table: 'pay_interface_define',
  scope: 'tenant',
  noun: 'Pay interfaces',
  menu: { directory: PAY_DIRECTORY.code, icon: 'link', after: 'payWay' },
  fields: {
    ifCode: text({ max: 20, required: true, unique: true, filter: true, sortable: true }),
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    wayCodes: text({ max: 500, required: true, filter: true }),
    paramsSchema: text({ max: 4000, multiline: true, list: false }),
    state: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['ifCode'],
  labels: {
    en: {
      title: 'Pay interfaces',
      fields: {
        ifCode: 'Interface code',
        name: 'Interface name',
        wayCodes: 'Supported pay ways',
        paramsSchema: 'Parameters (JSON)',
        state: 'State',
        remark: 'Remark',
      },
    },
    zh: {
      title: '支付接口',
      fields: {
        ifCode: '接口代码',
        name: '接口名称',
        wayCodes: '支持的支付方式',
        paramsSchema: '参数定义 (JSON)',
        state: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Interfaces de pago',
      fields: {
        ifCode: 'Código de interfaz',
        name: 'Nombre de la interfaz',
        wayCodes: 'Formas de pago admitidas',
        paramsSchema: 'Parámetros (JSON)',
        state: 'Estado',
        remark: 'Observación',
      },
    },
  },
});

const CONFIG_STATES = [0, 1] as const;

/**
 * An app's parameters of one interface (unique per app and interface): a JSON object whose
 * secret values are stored encrypted and answered as `******` (posting `******` back keeps the
 * stored value). Every change of the parameters writes a row of the state log (which keys
 * changed, never their values); `enable` and `disable` switch the config.
 */
export const payInterfaceConfigResource = defineResource({
  key: 'payInterfaceConfig',
  service: 'payment',
  table: 'pay_interface_config',
  scope: 'organ',
  noun: 'Pay interface configs',
  menu: { directory: PAY_DIRECTORY.code, icon: 'setting', after: 'payInterfaceDefine' },
  fields: {
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    payInterfaceDefineId: reference('payInterfaceDefine', {
      required: true,
      named: true,
      filter: true,
    }),
    ifParams: text({ max: 4000, multiline: true, list: false }),
    state: state(CONFIG_STATES, { initial: 1, editableIn: [0, 1], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['mchAppId', 'payInterfaceDefineId'],
  display: 'mchAppId',
  actions: {
    enable: {
      input: transitionInput,
      authority: 'EDIT',
      summary: 'Switch an interface config on',
      transition: { from: [0], to: 1 },
    },
    disable: {
      input: transitionInput,
      authority: 'EDIT',
      summary: 'Switch an interface config off',
      transition: { from: [1], to: 0 },
    },
  },
  messages: { clash: { key: 'pay.configTaken', field: 'payInterfaceDefineId' } },
  labels: {
    en: {
      title: 'Pay interface configs',
      fields: {
        mchAppId: 'App',
        payInterfaceDefineId: 'Interface',
        ifParams: 'Parameters (JSON)',
        state: 'State',
        remark: 'Remark',
      },
      options: { state: { '1': 'Enabled', '0': 'Disabled' } },
      actions: { enable: 'Enable', disable: 'Disable' },
    },
    zh: {
      title: '支付参数配置',
      fields: {
        mchAppId: '应用',
        payInterfaceDefineId: '支付接口',
        ifParams: '参数 (JSON)',
        state: '状态',
        remark: '备注',
      },
      options: { state: { '1': '启用', '0': '停用' } },
      actions: { enable: '启用', disable: '停用' },
    },
    es: {
      title: 'Configuración de interfaces',
      fields: {
        mchAppId: 'Aplicación',
        payInterfaceDefineId: 'Interfaz',
        ifParams: 'Parámetros (JSON)',
        state: 'Estado',
        remark: 'Observación',
      },
      options: { state: { '1': 'Activada', '0': 'Desactivada' } },
      actions: { enable: 'Activar', disable: 'Desactivar' },
    },
  },
});

/**
 * An app's pay passages: this pay way through that interface (which must support it), at a rate
 * in parts per million, switched on or off; unique per app, way and interface. An order takes
 * the first enabled passage of its way whose interface (and config, if any) is enabled. Its
 * limits, in cents (0: none): the least and the most one payment may be, and what the app's
 * live and paid orders through it may add up to in a day.
 */
export const mchPayPassageResource = defineResource({
  key: 'mchPayPassage',
  service: 'payment',
  table: 'pay_mch_pay_passage',
  scope: 'organ',
  noun: 'Pay passages',
  menu: { directory: PAY_DIRECTORY.code, icon: 'guide', after: 'payInterfaceConfig' },
  fields: {
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    payWayId: reference('payWay', { required: true, named: true, filter: true }),
    payInterfaceDefineId: reference('payInterfaceDefine', {
      required: true,
      named: true,
      filter: true,
    }),
    rate: integer({ min: 0, max: RATE_PPM_MAX, defaultValue: 0 }),
    minAmount: money({ defaultValue: 0, max: PAY_AMOUNT_MAX }),
    maxAmount: money({ defaultValue: 0, max: PAY_AMOUNT_MAX }),
    dayLimit: money({ defaultValue: 0 }),
    state: enabled({ filter: true }),
  },
  defaultSort: ['mchAppId', 'payWayId'],
  display: 'mchAppId',
  messages: { clash: { key: 'pay.passageTaken', field: 'payInterfaceDefineId' } },
  labels: {
    en: {
      title: 'Pay passages',
      fields: {
        mchAppId: 'App',
        payWayId: 'Pay way',
        payInterfaceDefineId: 'Interface',
        rate: 'Rate (ppm)',
        minAmount: 'Min per payment',
        maxAmount: 'Max per payment',
        dayLimit: 'Daily limit',
        state: 'State',
      },
    },
    zh: {
      title: '支付通道',
      fields: {
        mchAppId: '应用',
        payWayId: '支付方式',
        payInterfaceDefineId: '支付接口',
        rate: '费率 (百万分之)',
        minAmount: '单笔最低',
        maxAmount: '单笔最高',
        dayLimit: '单日限额',
        state: '状态',
      },
    },
    es: {
      title: 'Pasarelas de pago',
      fields: {
        mchAppId: 'Aplicación',
        payWayId: 'Forma de pago',
        payInterfaceDefineId: 'Interfaz',
        rate: 'Tasa (ppm)',
        minAmount: 'Mínimo por pago',
        maxAmount: 'Máximo por pago',
        dayLimit: 'Límite diario',
        state: 'Estado',
      },
    },
  },
});
