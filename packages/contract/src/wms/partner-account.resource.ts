import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { choice, money, reference, text } from '../registry/fields';
import { ACCOUNT_ENTRIES, WMS_DIRECTORY } from './wms-menu';

// The partners' accounts: one row per change of a supplier's or customer's balance (a posted
// document accrues, a settlement pays), with the balance before and after. Never edited.

const accountFields = <const P extends string>(partnerField: P, partner: string) =>
  ({
    [partnerField]: reference(partner, { required: true, named: true, filter: true }),
    entryType: choice(ACCOUNT_ENTRIES, { defaultValue: 10, filter: true }),
    amount: money({ min: -100_000_000_00, readOnly: true }),
    previousBalance: money({ min: -100_000_000_00, readOnly: true }),
    currentBalance: money({ min: -100_000_000_00, readOnly: true }),
    formNo: text({ max: 32, filter: true }),
    remark: text({ max: 500 }),
    createBy: text({ max: 64, readOnly: true }),
  }) as { [K in P]: ReturnType<typeof reference<true, true>> } & {
    entryType: ReturnType<typeof choice>;
    amount: ReturnType<typeof money>;
    previousBalance: ReturnType<typeof money>;
    currentBalance: ReturnType<typeof money>;
    formNo: ReturnType<typeof text<false>>;
    remark: ReturnType<typeof text<false>>;
    createBy: ReturnType<typeof text<false>>;
  };

const TEXTS: Record<
  Locale,
  {
    fields: Record<
      | 'entryType'
      | 'amount'
      | 'previousBalance'
      | 'currentBalance'
      | 'formNo'
      | 'remark'
      | 'createBy'
      | 'updateDate',
      string
    >;
    entries: Record<string, string>;
  }
> = {
  en: {
    fields: {
      entryType: 'Entry',
      amount: 'Amount',
      previousBalance: 'Balance before',
      currentBalance: 'Balance after',
      formNo: 'Document no.',
      remark: 'Remark',
      createBy: 'By',
      updateDate: 'Time',
    },
    entries: { '10': 'Accrued', '20': 'Settled' },
  },
  zh: {
    fields: {
      entryType: '类型',
      amount: '金额',
      previousBalance: '变动前余额',
      currentBalance: '变动后余额',
      formNo: '单号',
      remark: '备注',
      createBy: '操作人',
      updateDate: '时间',
    },
    entries: { '10': '挂账', '20': '结算' },
  },
  es: {
    fields: {
      entryType: 'Asiento',
      amount: 'Importe',
      previousBalance: 'Saldo anterior',
      currentBalance: 'Saldo posterior',
      formNo: 'N.º de documento',
      remark: 'Observación',
      createBy: 'Por',
      updateDate: 'Hora',
    },
    entries: { '10': 'Devengado', '20': 'Liquidado' },
  },
};

type AccountField = keyof (typeof TEXTS)['en']['fields'];

const labelsOf = <const P extends string>(
  partnerField: P,
  own: Record<Locale, { title: string; partner: string }>,
) =>
  Object.fromEntries(
    (Object.keys(own) as Locale[]).map((locale) => [
      locale,
      {
        title: own[locale].title,
        fields: { ...TEXTS[locale].fields, [partnerField]: own[locale].partner },
        options: { entryType: TEXTS[locale].entries },
      },
    ]),
  ) as unknown as Record<
    Locale,
    {
      title: string;
      fields: Record<AccountField | P, string>;
      options: { entryType: Record<string, string> };
    }
  >;

/** The suppliers' account (receipts accrue what is owed, payments settle it). */
export const receiptOrderAccountResource = defineResource({
  key: 'receiptOrderAccount',
  service: 'warehouse',
  table: 'wms_supplier_account',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Supplier account entries',
  menu: { directory: WMS_DIRECTORY.code, icon: 'money', after: 'receiptOrder' },
  fields: accountFields('supplierId', 'supplier'),
  defaultSort: [],
  display: 'formNo',
  labels: labelsOf('supplierId', {
    en: { title: 'Supplier accounts', partner: 'Supplier' },
    zh: { title: '供应商往来账', partner: '供应商' },
    es: { title: 'Cuentas de proveedores', partner: 'Proveedor' },
  }),
});

/** The customers' account (shipments accrue what they owe, receipts of money settle it). */
export const shipmentOrderAccountResource = defineResource({
  key: 'shipmentOrderAccount',
  service: 'warehouse',
  table: 'wms_customer_account',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Customer account entries',
  menu: { directory: WMS_DIRECTORY.code, icon: 'money', after: 'shipmentOrder' },
  fields: accountFields('wmsCustomerId', 'wmsCustomer'),
  defaultSort: [],
  display: 'formNo',
  labels: labelsOf('wmsCustomerId', {
    en: { title: 'Customer accounts', partner: 'Customer' },
    zh: { title: '客户往来账', partner: '客户' },
    es: { title: 'Cuentas de clientes', partner: 'Cliente' },
  }),
});
