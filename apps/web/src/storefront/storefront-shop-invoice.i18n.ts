import type { Locale } from '@retail/contract';

// The texts of an order's invoices on its page (pages/order/detail): part of the shop's texts
// (storefront-shop.i18n.ts, SHOP_TEXTS), zh/en/es side by side.

export const INVOICE_TEXTS = {
  'invoice.title': { zh: '发票', en: 'Invoice', es: 'Factura' },
  'invoice.ask': { zh: '申请开票', en: 'Ask for an invoice', es: 'Solicitar una factura' },
  'invoice.titleType': { zh: '抬头类型', en: 'Made out to', es: 'A nombre de' },
  'invoice.type.1': { zh: '个人', en: 'A person', es: 'Una persona' },
  'invoice.type.2': { zh: '企业', en: 'A company', es: 'Una empresa' },
  'invoice.name': { zh: '发票抬头', en: 'Name on the invoice', es: 'Nombre en la factura' },
  'invoice.taxNo': { zh: '税号', en: 'Tax number', es: 'Número fiscal' },
  'invoice.email': { zh: '接收邮箱', en: 'Email to send it to', es: 'Correo para enviarla' },
  'invoice.amount': { zh: '开票金额（元）', en: 'Amount (yuan)', es: 'Importe (yuanes)' },
  'invoice.upTo': { zh: '最多 {amount} 元', en: 'Up to {amount}', es: 'Hasta {amount}' },
  'invoice.submit': { zh: '提交申请', en: 'Send request', es: 'Enviar solicitud' },
  'invoice.status.10': { zh: '待开票', en: 'Requested', es: 'Solicitada' },
  'invoice.status.20': { zh: '已开票', en: 'Issued', es: 'Emitida' },
  'invoice.status.30': { zh: '已驳回', en: 'Rejected', es: 'Rechazada' },
  'invoice.status.40': { zh: '已红冲', en: 'Voided', es: 'Anulada' },
  'invoice.no': { zh: '发票号码', en: 'Invoice number', es: 'N.º de factura' },
  'invoice.reason': { zh: '驳回原因', en: 'Why it was rejected', es: 'Motivo del rechazo' },
  'invoice.needName': {
    zh: '请填写发票抬头和接收邮箱。',
    en: 'Fill in the name on the invoice and the email.',
    es: 'Rellena el nombre en la factura y el correo.',
  },
  'invoice.needTaxNo': {
    zh: '企业抬头需要填写税号。',
    en: 'A company needs its tax number.',
    es: 'Una empresa necesita su número fiscal.',
  },
  'invoice.badAmount': {
    zh: '请输入不超过可开票金额的金额。',
    en: 'Enter an amount up to what can be invoiced.',
    es: 'Introduce un importe de hasta lo que se puede facturar.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
