import type { Locale } from '../i18n/locale';
import { transitionInput } from '../registry/define-resource';
import { type FieldSpec, integer, money, reference, state, text } from '../registry/fields';
import { DOCUMENT_STATES } from './wms-menu';

// Warehouse documents (receipts, shipments, counts) share their life cycle: a draft whose lines
// may change, then posted once (stock moves in the same transaction) or voided. A posted
// document is never edited; a correction is a new document.

/** The header fields every warehouse document has, around its own. */
export const documentFields = <const Own extends Record<string, FieldSpec>>(own: Own) => ({
  orderNo: text({ max: 32, unique: true, readOnly: true, filter: true, sortable: true }),
  ...own,
  warehouseId: reference('warehouse', { required: true, named: true, filter: true }),
  totalQuantity: integer({ min: 0, max: Number.MAX_SAFE_INTEGER, defaultValue: 0, readOnly: true }),
  totalAmount: money({ readOnly: true }),
  status: state(DOCUMENT_STATES, { initial: 0, editableIn: [0], filter: true }),
  remark: text({ max: 500, multiline: true, list: false }),
});

/** A document's two ways out of its draft: posted (`verb`) or voided. */
export const documentActions = <const V extends string>(verb: V, summary: string) =>
  ({
    [verb]: {
      input: transitionInput,
      authority: 'POST',
      summary,
      transition: { from: [0], to: 10 },
    },
    void: {
      input: transitionInput,
      authority: 'VOID',
      summary: 'Void a draft: it can no longer change or post',
      transition: { from: [0], to: -10 },
    },
  }) as Record<
    V | 'void',
    {
      input: typeof transitionInput;
      authority: string;
      summary: string;
      transition: { from: readonly number[]; to: number };
    }
  >;

/** The line fields of a receipt or shipment: which item, how many, at what unit price. */
export const documentLineFields = <const P extends string>(parentField: P, parent: string) =>
  ({
    [parentField]: reference(parent, { required: true, filter: true }),
    itemId: reference('item', { required: true, named: true, filter: true }),
    quantity: integer({ min: 1, max: 100_000_000 }),
    unitPrice: money({ defaultValue: 0 }),
    amount: money({ readOnly: true }),
    remark: text({ max: 255 }),
  }) as {
    [K in P]: ReturnType<typeof reference<true, false>>;
  } & {
    itemId: ReturnType<typeof reference<true, true>>;
    quantity: ReturnType<typeof integer>;
    unitPrice: ReturnType<typeof money>;
    amount: ReturnType<typeof money>;
    remark: ReturnType<typeof text<false>>;
  };

type DocumentTexts = {
  orderNo: string;
  warehouseId: string;
  totalQuantity: string;
  totalAmount: string;
  status: string;
  remark: string;
};

/** Header labels and state names every document shares, per language. */
export const DOCUMENT_TEXTS: Record<
  Locale,
  { fields: DocumentTexts; states: Record<string, string>; void: string }
> = {
  en: {
    fields: {
      orderNo: 'Document no.',
      warehouseId: 'Warehouse',
      totalQuantity: 'Total quantity',
      totalAmount: 'Total amount',
      status: 'Status',
      remark: 'Remark',
    },
    states: { '0': 'Draft', '5': 'Approving', '10': 'Posted', '-10': 'Void' },
    void: 'Void',
  },
  zh: {
    fields: {
      orderNo: '单号',
      warehouseId: '仓库',
      totalQuantity: '总数量',
      totalAmount: '总金额',
      status: '状态',
      remark: '备注',
    },
    states: { '0': '草稿', '5': '审批中', '10': '已过账', '-10': '已作废' },
    void: '作废',
  },
  es: {
    fields: {
      orderNo: 'N.º de documento',
      warehouseId: 'Almacén',
      totalQuantity: 'Cantidad total',
      totalAmount: 'Importe total',
      status: 'Estado',
      remark: 'Observación',
    },
    states: { '0': 'Borrador', '5': 'En aprobación', '10': 'Contabilizado', '-10': 'Anulado' },
    void: 'Anular',
  },
};

/** Line labels of receipts and shipments, per language (the parent field's label is the caller's). */
export const LINE_TEXTS: Record<
  Locale,
  { itemId: string; quantity: string; unitPrice: string; amount: string; remark: string }
> = {
  en: {
    itemId: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    remark: 'Remark',
  },
  zh: { itemId: '物料', quantity: '数量', unitPrice: '单价', amount: '金额', remark: '备注' },
  es: {
    itemId: 'Artículo',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    remark: 'Observación',
  },
};
