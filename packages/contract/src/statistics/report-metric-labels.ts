import type { Locale } from '../i18n/locale';
import type { ReportGroup, ReportMetric } from './report-metrics';

// The texts of report metrics and columns, apart from the metric table so that only the screens
// and the server that show them carry them (not the console's shell).

export const REPORT_METRIC_LABELS = {
  en: {
    paidCount: 'Paid orders',
    paidAmount: 'Paid amount',
    refundCount: 'Refunds',
    refundAmount: 'Refunded amount',
    soldQuantity: 'Quantity sold',
    soldAmount: 'Sales amount',
    orderCount: 'Orders',
    newCustomers: 'New customers',
    pointsEarned: 'Points earned',
    pointsSpent: 'Points spent',
    saleCount: 'Sales',
    saleQuantity: 'Items sold',
    saleAmount: 'Sales amount',
    onHand: 'On hand',
    reserved: 'Reserved',
    available: 'Available',
  },
  zh: {
    paidCount: '支付订单数',
    paidAmount: '支付金额',
    refundCount: '退款笔数',
    refundAmount: '退款金额',
    soldQuantity: '销售件数',
    soldAmount: '销售金额',
    orderCount: '订单数',
    newCustomers: '新增会员',
    pointsEarned: '获得积分',
    pointsSpent: '消耗积分',
    saleCount: '售货笔数',
    saleQuantity: '售出件数',
    saleAmount: '售货金额',
    onHand: '库存',
    reserved: '占用',
    available: '可用',
  },
  es: {
    paidCount: 'Pedidos pagados',
    paidAmount: 'Importe pagado',
    refundCount: 'Reembolsos',
    refundAmount: 'Importe reembolsado',
    soldQuantity: 'Cantidad vendida',
    soldAmount: 'Importe de ventas',
    orderCount: 'Pedidos',
    newCustomers: 'Clientes nuevos',
    pointsEarned: 'Puntos ganados',
    pointsSpent: 'Puntos gastados',
    saleCount: 'Ventas',
    saleQuantity: 'Artículos vendidos',
    saleAmount: 'Importe de ventas',
    onHand: 'Existencias',
    reserved: 'Reservado',
    available: 'Disponible',
  },
} as const satisfies Record<Locale, Record<ReportMetric, string>>;

/** Headers of a report's first columns (the time bucket and the grouping). */
export const REPORT_COLUMN_LABELS = {
  en: { period: 'Period', store: 'Store', device: 'Device', sku: 'SKU', payWay: 'Pay way' },
  zh: { period: '统计周期', store: '门店', device: '设备', sku: 'SKU', payWay: '支付方式' },
  es: {
    period: 'Periodo',
    store: 'Tienda',
    device: 'Dispositivo',
    sku: 'SKU',
    payWay: 'Forma de pago',
  },
} as const satisfies Record<Locale, Record<'period' | Exclude<ReportGroup, 'none'>, string>>;
