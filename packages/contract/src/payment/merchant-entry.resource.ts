import type { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { textKey } from '../api/request-fields';
import { requiredTextOf } from '../api/text';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource, transitionInput } from '../registry/define-resource';
import { image, reference, state, text } from '../registry/fields';
import { MERCHANT_SUBJECTS, reasonedTransitionInput } from './merchant-onboarding.resource';
import { PAY_DIRECTORY } from './payment-menu';

// Onboarding applications (docs/payments.md "Merchant onboarding"): a merchant applies to a
// channel (WeChat Pay's sub-merchant applyment, Helipay, Alipay) with its licence, legal person
// and settlement account; the application moves as the channel's does (WeChat's applyment
// states) and, once signed, makes the merchant active. The Wx and Helipay screens are the
// channel's applications.

export const MERCHANT_ENTRY_CHANNELS = ['wx', 'helipay', 'alipay'] as const;
export type MerchantEntryChannel = (typeof MERCHANT_ENTRY_CHANNELS)[number];

/**
 * WeChat's applyment states: 0 editing → 10 auditing → 20 rejected (→ editing again) or
 * 30 to be confirmed → 40 to be signed → 50 finished; 90 cancelled from any open state.
 */
export const MERCHANT_ENTRY_STATES = [0, 10, 20, 30, 40, 50, 90] as const;
export const MERCHANT_ENTRY_STATE = {
  editing: 0,
  auditing: 10,
  rejected: 20,
  toBeConfirmed: 30,
  toBeSigned: 40,
  finished: 50,
  cancelled: 90,
} as const;
/** States in which an application is still under way (one per merchant and channel). */
export const OPEN_ENTRY_STATES = [0, 10, 20, 30, 40] as const;

/** Signing needs the sub-merchant number the channel gave. */
export const signEntryInput = transitionInput.extend({
  // A channel's number, not a row id.
  subMchId: textKey(requiredTextOf(32).regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' })),
});

const STATE_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    '0': 'Editing',
    '10': 'Auditing',
    '20': 'Rejected',
    '30': 'To be confirmed',
    '40': 'To be signed',
    '50': 'Finished',
    '90': 'Cancelled',
  },
  zh: {
    '0': '编辑中',
    '10': '审核中',
    '20': '已驳回',
    '30': '待账户验证',
    '40': '待签约',
    '50': '已完成',
    '90': '已作废',
  },
  es: {
    '0': 'En edición',
    '10': 'En revisión',
    '20': 'Rechazada',
    '30': 'Por confirmar',
    '40': 'Por firmar',
    '50': 'Terminada',
    '90': 'Anulada',
  },
};
const CHANNEL_TEXTS: Record<Locale, Record<MerchantEntryChannel, string>> = {
  en: { wx: 'WeChat Pay', helipay: 'Helipay', alipay: 'Alipay' },
  zh: { wx: '微信支付', helipay: '合利宝', alipay: '支付宝' },
  es: { wx: 'WeChat Pay', helipay: 'Helipay', alipay: 'Alipay' },
};
const SUBJECT_TEXTS: Record<Locale, Record<string, string>> = {
  en: { enterprise: 'Enterprise', individual: 'Individual business', person: 'Person' },
  zh: { enterprise: '企业', individual: '个体工商户', person: '个人' },
  es: { enterprise: 'Empresa', individual: 'Autónomo', person: 'Persona' },
};
const FIELD_TEXTS = {
  en: {
    merchantId: 'Merchant',
    channel: 'Channel',
    businessCode: 'Application no.',
    subjectType: 'Subject',
    licenceImage: 'Business licence',
    idCardImage: 'Legal person ID',
    legalPerson: 'Legal person',
    accountName: 'Settlement account name',
    accountBank: 'Bank',
    accountNo: 'Account no.',
    contactName: 'Contact',
    contactTel: 'Phone',
    subMchId: 'Sub-merchant no.',
    rejectReason: 'Reason rejected',
    state: 'State',
  },
  zh: {
    merchantId: '商户',
    channel: '渠道',
    businessCode: '申请单号',
    subjectType: '主体类型',
    licenceImage: '营业执照',
    idCardImage: '法人身份证',
    legalPerson: '法人',
    accountName: '结算户名',
    accountBank: '开户银行',
    accountNo: '银行账号',
    contactName: '联系人',
    contactTel: '联系电话',
    subMchId: '子商户号',
    rejectReason: '驳回原因',
    state: '状态',
  },
  es: {
    merchantId: 'Comercio',
    channel: 'Canal',
    businessCode: 'N.º de solicitud',
    subjectType: 'Sujeto',
    licenceImage: 'Licencia comercial',
    idCardImage: 'Documento del representante',
    legalPerson: 'Representante legal',
    accountName: 'Titular de la cuenta',
    accountBank: 'Banco',
    accountNo: 'N.º de cuenta',
    contactName: 'Contacto',
    contactTel: 'Teléfono',
    subMchId: 'N.º de subcomercio',
    rejectReason: 'Motivo del rechazo',
    state: 'Estado',
  },
} as const;
const ACTION_TEXTS = {
  en: {
    submit: 'Submit',
    approve: 'Approve',
    reject: 'Reject',
    reedit: 'Edit again',
    confirm: 'Account confirmed',
    sign: 'Signed',
    cancel: 'Cancel',
  },
  zh: {
    submit: '提交审核',
    approve: '审核通过',
    reject: '驳回',
    reedit: '重新编辑',
    confirm: '账户已验证',
    sign: '已签约',
    cancel: '作废',
  },
  es: {
    submit: 'Enviar',
    approve: 'Aprobar',
    reject: 'Rechazar',
    reedit: 'Editar de nuevo',
    confirm: 'Cuenta confirmada',
    sign: 'Firmada',
    cancel: 'Anular',
  },
} as const;

const labels = (locale: Locale, title: string) => ({
  title,
  fields: FIELD_TEXTS[locale],
  options: {
    state: STATE_TEXTS[locale],
    channel: CHANNEL_TEXTS[locale],
    subjectType: SUBJECT_TEXTS[locale],
  },
});

const FIELDS = {
  merchantId: reference('merchant', { required: true, named: true, filter: true }),
  channel: textChoice(MERCHANT_ENTRY_CHANNELS, { defaultValue: 'wx', filter: true }),
  businessCode: text({ max: 32, readOnly: true, filter: true, key: true }),
  subjectType: textChoice(MERCHANT_SUBJECTS, { defaultValue: 'enterprise' }),
  licenceImage: image({ list: false }),
  idCardImage: image({ list: false }),
  legalPerson: text({ max: 64, required: true }),
  accountName: text({ max: 100, required: true, list: false }),
  accountBank: text({ max: 100, required: true, list: false }),
  accountNo: text({ max: 32, required: true, list: false }),
  contactName: text({ max: 64, required: true, list: false }),
  contactTel: text({ max: 32, required: true }),
  subMchId: text({ max: 32, readOnly: true, filter: true, key: true }),
  rejectReason: text({ max: 500, readOnly: true }),
  state: state(MERCHANT_ENTRY_STATES, { initial: 0, editableIn: [0, 20], filter: true }),
};

export const merchantEntryResource = defineResource({
  key: 'merchantEntry',
  service: 'payment',
  table: 'pay_merchant_entry',
  scope: 'organ',
  noun: 'Merchant onboarding applications',
  newestFirst: true,
  menu: { directory: PAY_DIRECTORY.code, icon: 'form', after: 'merchant' },
  fields: FIELDS,
  defaultSort: [],
  display: 'businessCode',
  actions: {
    submit: {
      input: transitionInput,
      authority: 'SUBMIT',
      summary: 'Submit an application',
      transition: { from: [0], to: 10 },
    },
    approve: {
      input: transitionInput,
      authority: 'APPROVE',
      summary: 'The channel approved it',
      transition: { from: [10], to: 30 },
    },
    reject: {
      input: reasonedTransitionInput,
      authority: 'REJECT',
      summary: 'The channel rejected it',
      transition: { from: [10], to: 20 },
    },
    reedit: {
      input: transitionInput,
      authority: 'REEDIT',
      summary: 'Edit a rejected application',
      transition: { from: [20], to: 0 },
    },
    confirm: {
      input: transitionInput,
      authority: 'CONFIRM',
      summary: 'The merchant confirmed',
      transition: { from: [30], to: 40 },
    },
    sign: {
      input: signEntryInput,
      authority: 'SIGN',
      summary: 'The merchant signed',
      transition: { from: [40], to: 50 },
    },
    cancel: {
      input: reasonedTransitionInput,
      authority: 'CANCEL',
      summary: 'Cancel an application',
      transition: { from: [0, 10, 20, 30, 40], to: 90 },
    },
  },
  labels: {
    en: { ...labels('en', 'Onboarding applications'), actions: ACTION_TEXTS.en },
    zh: { ...labels('zh', '商户进件'), actions: ACTION_TEXTS.zh },
    es: { ...labels('es', 'Solicitudes de alta'), actions: ACTION_TEXTS.es },
  },
});

/** One channel's applications, read only (they are made and moved on the applications screen). */
const channelView = <const K extends string>(
  key: K,
  channel: MerchantEntryChannel,
  after: string,
  titles: Record<Locale, string>,
) =>
  defineResource({
    key,
    service: 'payment',
    table: 'pay_merchant_entry',
    scope: 'organ',
    rows: { field: 'channel', values: [channel] },
    writable: false,
    newestFirst: true,
    noun: `${CHANNEL_TEXTS.en[channel]} onboarding applications`,
    menu: { directory: PAY_DIRECTORY.code, icon: 'wechat', after },
    fields: FIELDS,
    defaultSort: [],
    display: 'businessCode',
    labels: {
      en: labels('en', titles.en),
      zh: labels('zh', titles.zh),
      es: labels('es', titles.es),
    },
  });

export const merchantWxResource = channelView('merchantWx', 'wx', 'merchantEntry', {
  en: 'WeChat Pay applyments',
  zh: '微信进件',
  es: 'Altas en WeChat Pay',
});
export const merchantHelipayResource = channelView('merchantHelipay', 'helipay', 'merchantWx', {
  en: 'Helipay applications',
  zh: '合利宝进件',
  es: 'Altas en Helipay',
});

export type MerchantEntryRecord = z.infer<typeof merchantEntryResource.schemas.record>;
