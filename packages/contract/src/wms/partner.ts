import { z } from 'zod';
import { idSchema } from '../api/owned';
import { textOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { enabled, money, text } from '../registry/fields';
import { WMS_DIRECTORY } from './wms-menu';

// Suppliers and warehouse customers hold the same record: a code, contacts, bank details and
// a balance (what the tenant owes a supplier, what a customer owes the tenant) that only the
// documents and settlements move, each through a row of the partner's account.

export const partnerFields = () => ({
  code: text({ max: 32, required: true, unique: true, filter: true, sortable: true }),
  name: text({ max: 100, required: true, filter: true, sortable: true }),
  contact: text({ max: 64 }),
  mobile: text({ max: 32, filter: true }),
  email: text({ max: 100, list: false }),
  address: text({ max: 255, list: false }),
  bankName: text({ max: 100, list: false }),
  bankAccount: text({ max: 64, list: false }),
  balance: money({ readOnly: true }),
  enable: enabled({ filter: true }),
  remark: text({ max: 500, multiline: true, list: false }),
});

/** A settlement: money paid to a supplier or received from a customer, in cents. */
export const settleInput = z.object({
  id: idSchema,
  amount: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'tooSmall' })
    .max(100_000_000_00, { error: 'tooBig' }),
  remark: textOf(500, { multiline: true }).nullable().optional(),
});

type PartnerField = keyof ReturnType<typeof partnerFields>;

const common: Record<Locale, Omit<Record<PartnerField, string>, 'code' | 'name' | 'balance'>> = {
  en: {
    contact: 'Contact',
    mobile: 'Mobile',
    email: 'Email',
    address: 'Address',
    bankName: 'Bank',
    bankAccount: 'Bank account',
    enable: 'Status',
    remark: 'Remark',
  },
  zh: {
    contact: '联系人',
    mobile: '手机号',
    email: '邮箱',
    address: '地址',
    bankName: '开户行',
    bankAccount: '银行账号',
    enable: '状态',
    remark: '备注',
  },
  es: {
    contact: 'Contacto',
    mobile: 'Móvil',
    email: 'Correo',
    address: 'Dirección',
    bankName: 'Banco',
    bankAccount: 'Cuenta bancaria',
    enable: 'Estado',
    remark: 'Observación',
  },
};

/** The labels of a partner resource: the common ones and its own code, name and balance. */
const partnerLabels = (
  own: Record<
    Locale,
    { title: string; code: string; name: string; balance: string; settle: string }
  >,
) =>
  Object.fromEntries(
    (Object.keys(own) as Locale[]).map((locale) => [
      locale,
      {
        title: own[locale].title,
        fields: {
          ...common[locale],
          code: own[locale].code,
          name: own[locale].name,
          balance: own[locale].balance,
        },
        actions: { settle: own[locale].settle },
      },
    ]),
  ) as Record<
    Locale,
    { title: string; fields: Record<PartnerField, string>; actions: { settle: string } }
  >;

/** A supplier or customer resource: its key, table, place and texts; `settle` lowers the balance. */
export const partnerResource = <const K extends string>(spec: {
  key: K;
  table: string;
  noun: string;
  icon: string;
  after: string;
  settleSummary: string;
  texts: Parameters<typeof partnerLabels>[0];
}) =>
  defineResource({
    key: spec.key,
    service: 'warehouse',
    table: spec.table,
    scope: 'organ',
    noun: spec.noun,
    menu: { directory: WMS_DIRECTORY.code, icon: spec.icon, after: spec.after },
    fields: partnerFields(),
    defaultSort: ['code'],
    actions: {
      settle: { input: settleInput, authority: 'SETTLE', summary: spec.settleSummary },
    },
    labels: partnerLabels(spec.texts),
  });
