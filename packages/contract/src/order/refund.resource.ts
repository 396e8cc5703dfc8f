import { requiredTextOf } from '../api/text';
import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, integer, money, reference, state, text } from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { AFTER_SALE_STATUSES, AFTER_SALE_WAYS } from './order-codes';
import { ORDER_DIRECTORY } from './order-menu';

// After-sales (refunds): a shopper asks for a refund of some lines of a paid order (refund only,
// or return the goods and refund); staff agree or reject with a reason, confirm the returned
// parcel or refuse it, and send the refund to the payment platform. The refund never exceeds
// what the lines were paid less what was refunded of them already.

/** A rejection needs its reason (kept in the history and shown to the shopper). */
export const rejectRefundInput = transitionInput.extend({
  remark: requiredTextOf(500, { multiline: true }),
});

const statusTexts = {
  en: {
    '10': 'Applied',
    '15': 'Approving',
    '20': 'Awaiting the return',
    '30': 'Returned by the customer',
    '40': 'Awaiting refund',
    '50': 'Refunded',
    '61': 'Cancelled by the customer',
    '62': 'Rejected',
    '63': 'Parcel refused',
  },
  zh: {
    '10': '申请售后',
    '15': '审批中',
    '20': '待买家退货',
    '30': '买家已退货',
    '40': '等待退款',
    '50': '退款成功',
    '61': '买家取消',
    '62': '商家拒绝',
    '63': '商家拒收货',
  },
  es: {
    '10': 'Solicitada',
    '15': 'En aprobación',
    '20': 'Esperando la devolución',
    '30': 'Devuelto por el cliente',
    '40': 'Esperando el reembolso',
    '50': 'Reembolsada',
    '61': 'Cancelada por el cliente',
    '62': 'Rechazada',
    '63': 'Paquete rechazado',
  },
};
const wayTexts = {
  en: { '10': 'Refund only', '20': 'Return and refund' },
  zh: { '10': '仅退款', '20': '退货退款' },
  es: { '10': 'Solo reembolso', '20': 'Devolución y reembolso' },
};

export const refundResource = defineResource({
  key: 'refund',
  service: 'order',
  table: 'trade_after_sale',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'After-sales requests',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'money', after: 'order' },
  fields: {
    refundNo: text({ max: 32, required: true, key: true, filter: true, sortable: true }),
    orderId: reference('order', { required: true, named: true, filter: true }),
    storeId: reference(STORE_REFERENCE, { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    status: state(AFTER_SALE_STATUSES, { initial: 10, editableIn: [], filter: true }),
    way: choice(AFTER_SALE_WAYS, { defaultValue: 10, readOnly: true, filter: true }),
    applyReason: text({ max: 100, required: true, readOnly: true }),
    applyDescription: text({ max: 500, multiline: true, readOnly: true, list: false }),
    refundPrice: money({ readOnly: true }),
    auditReason: text({ max: 500, multiline: true, readOnly: true, list: false }),
    returnLogisticsNo: text({ max: 64, readOnly: true, list: false }),
    payRefundId: text({ max: 32, key: true, readOnly: true, list: false }),
    refundTime: text({ max: 19, readOnly: true, list: false }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'refundNo',
  actions: {
    agree: {
      input: transitionInput,
      authority: 'AGREE',
      summary: 'Agree a refund-only request: it waits for the refund',
      transition: { from: [10], to: 40 },
    },
    agreeReturn: {
      input: transitionInput,
      authority: 'REFUND_AGREE_RETURN',
      summary: 'Agree a return-and-refund request: the customer sends the goods back',
      transition: { from: [10], to: 20 },
    },
    reject: {
      input: rejectRefundInput,
      authority: 'REJECT',
      summary: 'Reject a request with its reason: the lines can be asked for again',
      transition: { from: [10], to: 62 },
    },
    receive: {
      input: transitionInput,
      authority: 'RECEIVE',
      summary: 'The returned parcel arrived: the goods go back into stock and the refund is due',
      transition: { from: [30], to: 40 },
    },
    refuseParcel: {
      input: rejectRefundInput,
      authority: 'REFUND_REFUSE_PARCEL',
      summary: 'Refuse the returned parcel with its reason',
      transition: { from: [30], to: 63 },
    },
    refund: {
      input: transitionInput,
      authority: 'REFUND',
      summary:
        'Send the refund to the payment platform; the request is refunded when the refund succeeds',
      transition: { from: [40], to: 50 },
    },
  },
  labels: {
    en: {
      title: 'After-sales',
      fields: {
        refundNo: 'Request no.',
        orderId: 'Order',
        storeId: 'Store',
        customerId: 'Customer',
        status: 'Status',
        way: 'Way',
        applyReason: 'Reason',
        applyDescription: 'Description',
        refundPrice: 'Refund amount',
        auditReason: 'Staff’s reason',
        returnLogisticsNo: 'Return tracking no.',
        payRefundId: 'Refund no.',
        refundTime: 'Refunded at',
        createDate: 'Applied at',
      },
      options: { status: statusTexts.en, way: wayTexts.en },
      actions: {
        agree: 'Agree',
        agreeReturn: 'Agree the return',
        reject: 'Reject',
        receive: 'Parcel received',
        refuseParcel: 'Refuse parcel',
        refund: 'Refund',
      },
    },
    zh: {
      title: '售后退款',
      fields: {
        refundNo: '售后单号',
        orderId: '订单',
        storeId: '门店',
        customerId: '会员',
        status: '售后状态',
        way: '售后方式',
        applyReason: '申请原因',
        applyDescription: '补充描述',
        refundPrice: '退款金额',
        auditReason: '审核原因',
        returnLogisticsNo: '退货运单号',
        payRefundId: '退款单号',
        refundTime: '退款时间',
        createDate: '申请时间',
      },
      options: { status: statusTexts.zh, way: wayTexts.zh },
      actions: {
        agree: '同意',
        agreeReturn: '同意退货',
        reject: '拒绝',
        receive: '确认收货',
        refuseParcel: '拒绝收货',
        refund: '退款',
      },
    },
    es: {
      title: 'Posventa',
      fields: {
        refundNo: 'N.º de solicitud',
        orderId: 'Pedido',
        storeId: 'Tienda',
        customerId: 'Cliente',
        status: 'Estado',
        way: 'Modalidad',
        applyReason: 'Motivo',
        applyDescription: 'Descripción',
        refundPrice: 'Importe a reembolsar',
        auditReason: 'Motivo del personal',
        returnLogisticsNo: 'N.º de seguimiento de la devolución',
        payRefundId: 'N.º de reembolso',
        refundTime: 'Reembolsado el',
        createDate: 'Solicitado el',
      },
      options: { status: statusTexts.es, way: wayTexts.es },
      actions: {
        agree: 'Aceptar',
        agreeReturn: 'Aceptar la devolución',
        reject: 'Rechazar',
        receive: 'Paquete recibido',
        refuseParcel: 'Rechazar el paquete',
        refund: 'Reembolsar',
      },
    },
  },
});

/** The lines of an after-sale request: which order line, how many, for how much. */
export const refundSkuResource = defineResource({
  key: 'refundSku',
  service: 'order',
  table: 'trade_after_sale_item',
  scope: 'parent',
  parent: { resource: 'refund', field: 'refundId' },
  writable: false,
  noun: 'After-sales lines',
  menu: { directory: ORDER_DIRECTORY.code, icon: 'list', after: 'refund', hidden: true },
  fields: {
    refundId: reference('refund', { required: true, named: true, filter: true }),
    orderItemId: reference('orderSku', { required: true, filter: true, list: false }),
    goodsName: text({ max: 128, required: true, readOnly: true }),
    specText: text({ max: 255, readOnly: true }),
    count: integer({ min: 1, max: 1_000_000, defaultValue: 1, readOnly: true }),
    refundPrice: money({ readOnly: true }),
  },
  defaultSort: [],
  display: 'goodsName',
  labels: {
    en: {
      title: 'After-sales lines',
      fields: {
        refundId: 'Request',
        orderItemId: 'Order line',
        goodsName: 'Goods',
        specText: 'Specification',
        count: 'Quantity',
        refundPrice: 'Refund amount',
      },
    },
    zh: {
      title: '售后商品',
      fields: {
        refundId: '售后单',
        orderItemId: '订单商品',
        goodsName: '商品名称',
        specText: '规格',
        count: '数量',
        refundPrice: '退款金额',
      },
    },
    es: {
      title: 'Líneas de posventa',
      fields: {
        refundId: 'Solicitud',
        orderItemId: 'Línea del pedido',
        goodsName: 'Artículo',
        specText: 'Especificación',
        count: 'Cantidad',
        refundPrice: 'Importe a reembolsar',
      },
    },
  },
});
