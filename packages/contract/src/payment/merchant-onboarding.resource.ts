import type { z } from 'zod';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource, transitionInput } from '../registry/define-resource';
import { enabled, integer, money, reference, state, text } from '../registry/fields';
import { requiredTextOf } from '../api/text';
import { PAY_DIRECTORY, RATE_PPM_MAX } from './payment-menu';

// Merchants the platform signs up (docs/payments.md "Merchant onboarding"): their categories
// and where they came from, the merchant with its life, and the payment settings each one
// takes (which merchant app and pay way, at which rate, up to which daily amount). Onboarding
// applications to the channels are in merchant-entry.resource.ts.

/** A merchant's life: 0 signing up (editable), 10 active, 20 frozen, -10 closed. */
export const MERCHANT_STATES = [0, 10, 20, -10] as const;
export const MERCHANT_STATE = { signingUp: 0, active: 10, frozen: 20, closed: -10 } as const;

export const MERCHANT_SUBJECTS = ['enterprise', 'individual', 'person'] as const;
export const MERCHANT_ORIGIN_KINDS = ['sales', 'agent', 'selfService', 'partner'] as const;

/** A step that needs its reason (kept in the merchant's history). */
export const reasonedTransitionInput = transitionInput.extend({
  remark: requiredTextOf(500, { multiline: true }),
});

const SUBJECT_TEXTS = {
  en: { enterprise: 'Enterprise', individual: 'Individual business', person: 'Person' },
  zh: { enterprise: '企业', individual: '个体工商户', person: '个人' },
  es: { enterprise: 'Empresa', individual: 'Autónomo', person: 'Persona' },
} as const;

export const merchantTypeResource = defineResource({
  key: 'merchantType',
  service: 'payment',
  table: 'pay_merchant_type',
  scope: 'organ',
  noun: 'Merchant categories',
  menu: { directory: PAY_DIRECTORY.code, icon: 'tree', after: 'mchApp' },
  fields: {
    code: text({ max: 32, required: true, unique: true, filter: true, key: true }),
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    mcc: text({ max: 8, filter: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'name'],
  messages: { inUse: 'merchant.typeInUse' },
  removeRule: 'refused while merchants are of this category',
  labels: {
    en: {
      title: 'Merchant categories',
      fields: {
        code: 'Code',
        name: 'Category',
        mcc: 'MCC',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '商户类型',
      fields: {
        code: '编码',
        name: '类型名称',
        mcc: '行业代码(MCC)',
        sort: '排序',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Categorías de comercio',
      fields: {
        code: 'Código',
        name: 'Categoría',
        mcc: 'MCC',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});

export const merchantOriginResource = defineResource({
  key: 'merchantOrigin',
  service: 'payment',
  table: 'pay_merchant_origin',
  scope: 'organ',
  noun: 'Merchant origins',
  menu: { directory: PAY_DIRECTORY.code, icon: 'guide', after: 'merchantType' },
  fields: {
    name: text({ max: 64, required: true, unique: true, filter: true, sortable: true }),
    kind: textChoice(MERCHANT_ORIGIN_KINDS, { defaultValue: 'sales', filter: true }),
    contactName: text({ max: 64 }),
    contactTel: text({ max: 32 }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  messages: { inUse: 'merchant.originInUse' },
  removeRule: 'refused while merchants came from it',
  labels: {
    en: {
      title: 'Merchant origins',
      fields: {
        name: 'Origin',
        kind: 'Kind',
        contactName: 'Contact',
        contactTel: 'Phone',
        enable: 'Status',
        remark: 'Remark',
      },
      options: {
        kind: {
          sales: 'Own sales',
          agent: 'Agent',
          selfService: 'Signed up alone',
          partner: 'Partner',
        },
      },
    },
    zh: {
      title: '商户来源',
      fields: {
        name: '来源',
        kind: '类型',
        contactName: '联系人',
        contactTel: '电话',
        enable: '状态',
        remark: '备注',
      },
      options: {
        kind: { sales: '直销', agent: '代理商', selfService: '自助注册', partner: '合作伙伴' },
      },
    },
    es: {
      title: 'Orígenes de comercios',
      fields: {
        name: 'Origen',
        kind: 'Tipo',
        contactName: 'Contacto',
        contactTel: 'Teléfono',
        enable: 'Estado',
        remark: 'Observación',
      },
      options: {
        kind: {
          sales: 'Ventas propias',
          agent: 'Agente',
          selfService: 'Alta propia',
          partner: 'Socio',
        },
      },
    },
  },
});

const MERCHANT_STATE_TEXTS = {
  en: { '0': 'Signing up', '10': 'Active', '20': 'Frozen', '-10': 'Closed' },
  zh: { '0': '入驻中', '10': '正常', '20': '已冻结', '-10': '已关闭' },
  es: { '0': 'En alta', '10': 'Activo', '20': 'Congelado', '-10': 'Cerrado' },
} as const;

/**
 * A merchant: who it is, its category and origin, its contact. It becomes active when one of its
 * onboarding applications is finished (the channel signed it); staff freeze (with a reason),
 * unfreeze or close it (with a reason; refused while an application is still open).
 */
export const merchantResource = defineResource({
  key: 'merchant',
  service: 'payment',
  table: 'pay_merchant',
  scope: 'organ',
  noun: 'Merchants',
  menu: { directory: PAY_DIRECTORY.code, icon: 'peoples', after: 'merchantOrigin' },
  fields: {
    name: text({ max: 100, required: true, unique: true, filter: true, sortable: true }),
    shortName: text({ max: 32 }),
    merchantTypeId: reference('merchantType', { required: true, named: true, filter: true }),
    merchantOriginId: reference('merchantOrigin', { named: true, filter: true }),
    subjectType: textChoice(MERCHANT_SUBJECTS, { defaultValue: 'enterprise', filter: true }),
    licenceNo: text({ max: 32, filter: true }),
    legalPerson: text({ max: 64, list: false }),
    contactName: text({ max: 64, required: true }),
    contactTel: text({ max: 32, required: true, filter: true }),
    contactEmail: text({ max: 128, list: false }),
    state: state(MERCHANT_STATES, { initial: 0, editableIn: [0, 10, 20], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  messages: { inUse: 'merchant.inUse' },
  removeRule: 'refused once it has onboarding applications or payment settings',
  actions: {
    freeze: {
      input: reasonedTransitionInput,
      authority: 'FREEZE',
      summary: 'Freeze a merchant',
      transition: { from: [10], to: 20 },
    },
    unfreeze: {
      input: transitionInput,
      authority: 'UNFREEZE',
      summary: 'Unfreeze a merchant',
      transition: { from: [20], to: 10 },
    },
    close: {
      input: reasonedTransitionInput,
      authority: 'CLOSE',
      summary: 'Close a merchant',
      transition: { from: [0, 10, 20], to: -10 },
    },
  },
  labels: {
    en: {
      title: 'Merchants',
      fields: {
        name: 'Merchant name',
        shortName: 'Short name',
        merchantTypeId: 'Category',
        merchantOriginId: 'Origin',
        subjectType: 'Subject',
        licenceNo: 'Licence no.',
        legalPerson: 'Legal person',
        contactName: 'Contact',
        contactTel: 'Phone',
        contactEmail: 'Email',
        state: 'State',
        remark: 'Remark',
      },
      options: { state: MERCHANT_STATE_TEXTS.en, subjectType: SUBJECT_TEXTS.en },
      actions: { freeze: 'Freeze', unfreeze: 'Unfreeze', close: 'Close' },
    },
    zh: {
      title: '商户管理',
      fields: {
        name: '商户名称',
        shortName: '简称',
        merchantTypeId: '商户类型',
        merchantOriginId: '来源',
        subjectType: '主体类型',
        licenceNo: '营业执照号',
        legalPerson: '法人',
        contactName: '联系人',
        contactTel: '联系电话',
        contactEmail: '邮箱',
        state: '状态',
        remark: '备注',
      },
      options: { state: MERCHANT_STATE_TEXTS.zh, subjectType: SUBJECT_TEXTS.zh },
      actions: { freeze: '冻结', unfreeze: '解冻', close: '关闭' },
    },
    es: {
      title: 'Comercios',
      fields: {
        name: 'Nombre del comercio',
        shortName: 'Nombre corto',
        merchantTypeId: 'Categoría',
        merchantOriginId: 'Origen',
        subjectType: 'Sujeto',
        licenceNo: 'N.º de licencia',
        legalPerson: 'Representante legal',
        contactName: 'Contacto',
        contactTel: 'Teléfono',
        contactEmail: 'Correo',
        state: 'Estado',
        remark: 'Observación',
      },
      options: { state: MERCHANT_STATE_TEXTS.es, subjectType: SUBJECT_TEXTS.es },
      actions: { freeze: 'Congelar', unfreeze: 'Descongelar', close: 'Cerrar' },
    },
  },
});

/**
 * What a merchant takes payments with: one of the platform's merchant apps and a pay way, at a
 * rate (parts per million) and up to an amount a day (0: no limit). Only an active merchant's
 * settings can be enabled.
 */
export const merchantPaymentResource = defineResource({
  key: 'merchantPayment',
  service: 'payment',
  table: 'pay_merchant_payment',
  scope: 'organ',
  noun: 'Merchant payment settings',
  menu: { directory: PAY_DIRECTORY.code, icon: 'money', after: 'merchantHelipay' },
  fields: {
    merchantId: reference('merchant', { required: true, named: true, filter: true }),
    mchAppId: reference('mchApp', { required: true, named: true, filter: true }),
    payWayId: reference('payWay', { required: true, named: true, filter: true }),
    ratePpm: integer({ min: 0, max: RATE_PPM_MAX, defaultValue: 6000 }),
    dailyLimit: money({ defaultValue: 0, max: 100_000_000 }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: [],
  display: 'merchantId',
  messages: { clash: { key: 'merchant.paymentTaken', field: 'payWayId' } },
  labels: {
    en: {
      title: 'Merchant payments',
      fields: {
        merchantId: 'Merchant',
        mchAppId: 'Merchant app',
        payWayId: 'Pay way',
        ratePpm: 'Rate (ppm)',
        dailyLimit: 'Daily limit (0: none)',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '商户支付配置',
      fields: {
        merchantId: '商户',
        mchAppId: '商户应用',
        payWayId: '支付方式',
        ratePpm: '费率（百万分之）',
        dailyLimit: '日限额（0 不限）',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Pagos de comercios',
      fields: {
        merchantId: 'Comercio',
        mchAppId: 'Aplicación',
        payWayId: 'Forma de pago',
        ratePpm: 'Tasa (ppm)',
        dailyLimit: 'Límite diario (0: sin límite)',
        enable: 'Estado',
        remark: 'Observación',
      },
    },
  },
});

export type MerchantRecord = z.infer<typeof merchantResource.schemas.record>;
