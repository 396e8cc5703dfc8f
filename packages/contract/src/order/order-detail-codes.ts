import type { Translations } from '../i18n/locale';

// Codes of the order detail and its sub-screens (docs/orders.md).

/** Where an order was placed (trade_order.terminal). */
export const ORDER_TERMINAL = { storefront: 10 } as const;
export const ORDER_TERMINALS = [10] as const;

/** How an order's delivery charge came about (trade_order.delivery_basis). */
export const DELIVERY_BASIS = {
  /** Placed before checkout kept it. */
  notRecorded: 0,
  flat: 10,
  freeOver: 20,
  waived: 30,
  none: 40,
  /** Picked up at the store: no delivery charge. */
  pickUp: 50,
} as const;
export const DELIVERY_BASES = [0, 10, 20, 30, 40, 50] as const;

/** Whether a line's promotion and coupon shares were kept (orders placed before: not). */
export const PRICE_SPLITS = [0, 1] as const;

/** Invoice requests: requested → issued, or rejected with a reason. */
export const INVOICE_STATUS = { requested: 10, issued: 20, rejected: 30, voided: 40 } as const;
export const INVOICE_STATUSES = [10, 20, 30, 40] as const;
export const INVOICE_TITLE_TYPE = { personal: 1, company: 2 } as const;
export const INVOICE_TITLE_TYPES = [1, 2] as const;

type Texts = Record<'en' | 'zh' | 'es', Record<string, string>>;

export const TERMINAL_TEXTS: Texts = {
  en: { '10': 'Storefront (mobile web)' },
  zh: { '10': '商城 H5' },
  es: { '10': 'Tienda (web móvil)' },
};

export const DELIVERY_BASIS_TEXTS: Texts = {
  en: {
    '0': 'Not recorded',
    '10': 'Flat charge',
    '20': 'Free from the threshold',
    '30': 'Waived by a promotion',
    '40': 'No charge set',
    '50': 'Picked up at the store',
  },
  zh: {
    '0': '未记录',
    '10': '统一运费',
    '20': '满额包邮',
    '30': '活动免运费',
    '40': '未设置运费',
    '50': '到店自提',
  },
  es: {
    '0': 'No registrado',
    '10': 'Tarifa fija',
    '20': 'Gratis desde el umbral',
    '30': 'Eximido por una promoción',
    '40': 'Sin tarifa',
    '50': 'Recogida en tienda',
  },
};

export const PRICE_SPLIT_TEXTS: Texts = {
  en: { '0': 'Not recorded (older order)', '1': 'Recorded' },
  zh: { '0': '未记录（旧订单）', '1': '已记录' },
  es: { '0': 'No registrado (pedido antiguo)', '1': 'Registrado' },
};

export const INVOICE_STATUS_TEXTS: Texts = {
  en: { '10': 'Requested', '20': 'Issued', '30': 'Rejected', '40': 'Voided (red-flushed)' },
  zh: { '10': '待开票', '20': '已开票', '30': '已驳回', '40': '已红冲' },
  es: { '10': 'Solicitada', '20': 'Emitida', '30': 'Rechazada', '40': 'Anulada (rectificada)' },
};

export const INVOICE_TITLE_TEXTS: Texts = {
  en: { '1': 'Personal', '2': 'Company' },
  zh: { '1': '个人', '2': '企业' },
  es: { '1': 'Particular', '2': 'Empresa' },
};

/** The refusals of invoices, in the caller's language. */
export const invoiceServerMessages = {
  'invoice.orderUnpaid': {
    zh: '订单未支付或已取消，不能开票',
    en: 'The order is not paid (or was cancelled); it cannot be invoiced',
    es: 'El pedido no está pagado (o se canceló); no se puede facturar',
  },
  'invoice.overPaid': {
    zh: '发票金额不能超过实付减去退款和已开票金额：最多 {max}',
    en: 'The invoice amount cannot exceed what was paid less refunds and invoices issued: at most {max}',
    es: 'El importe de la factura no puede superar lo pagado menos reembolsos y facturas emitidas: como máximo {max}',
  },
  'invoice.alreadyOpen': {
    zh: '该订单已有待处理的开票申请',
    en: 'The order already has an invoice request waiting',
    es: 'El pedido ya tiene una solicitud de factura pendiente',
  },
  'invoice.taxNoRequired': {
    zh: '企业抬头需要填写税号',
    en: 'A company title needs its tax number',
    es: 'Un título de empresa necesita su número fiscal',
  },
} satisfies Record<string, Translations>;
