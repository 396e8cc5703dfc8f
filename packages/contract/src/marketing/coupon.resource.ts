import { z } from 'zod';
import { idSchema } from '../api/owned';
import { defineResource, transitionInput } from '../registry/define-resource';
import { choice, dateTime, integer, money, reference, state, text } from '../registry/fields';
import {
  ACTIVITY_STATUS_TEXTS,
  ACTIVITY_STATUSES,
  COUPON_ISSUE_MAX,
  COUPON_STATUSES,
  COUPON_USAGES,
  DISCOUNT_TYPE_TEXTS,
  DISCOUNT_TYPES,
  PRODUCT_SCOPE_TEXTS,
  PRODUCT_SCOPES,
  TAKE_TYPES,
  VALIDITY_TYPES,
} from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Coupons (docs/marketing.md): a template says what a coupon gives, to whom and for how long;
// customers claim it in the storefront or staff issue it; an order uses one and gives it back
// when it is cancelled. Amounts are integer cents.

export const GOODS_REFERENCE = { group: 'goods', table: 'goods', display: 'goodsName' };

/** Issue a running template's coupons to customers (each within the per-customer limit). */
export const couponIssueInput = z.object({
  id: idSchema,
  customerIds: z
    .array(idSchema, { error: 'required' })
    .min(1, { error: 'required' })
    .max(COUPON_ISSUE_MAX, { error: 'tooBig' }),
});

const takeTexts = {
  en: { '1': 'Claimed by customers', '2': 'Issued by staff', '3': 'New members' },
  zh: { '1': '会员领取', '2': '后台发放', '3': '新人券' },
  es: { '1': 'Lo recoge el cliente', '2': 'Lo emite el personal', '3': 'Socios nuevos' },
};
const validityTexts = {
  en: { '1': 'Fixed dates', '2': 'Days after claim' },
  zh: { '1': '固定日期', '2': '领取后天数' },
  es: { '1': 'Fechas fijas', '2': 'Días tras recogerlo' },
};

export const couponResource = defineResource({
  key: 'coupon',
  service: 'coupon',
  table: 'coupon_template',
  scope: 'organ',
  noun: 'Coupon templates',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'tag' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    description: text({ max: 255, multiline: true, list: false }),
    status: state(ACTIVITY_STATUSES, { initial: 0, editableIn: [0], filter: true }),
    takeType: choice(TAKE_TYPES, { defaultValue: 1, filter: true }),
    totalCount: integer({ min: -1, max: 10_000_000, defaultValue: -1 }),
    takeLimitCount: integer({ min: -1, max: 100, defaultValue: 1 }),
    usePrice: money({ defaultValue: 0 }),
    productScope: choice(PRODUCT_SCOPES, { defaultValue: 1 }),
    validityType: choice(VALIDITY_TYPES, { defaultValue: 1, list: false }),
    validStartTime: dateTime({ list: false }),
    validEndTime: dateTime(),
    fixedStartTerm: integer({ min: 0, max: 365, defaultValue: 0, list: false }),
    fixedEndTerm: integer({ min: 1, max: 365, defaultValue: 30, list: false }),
    discountType: choice(DISCOUNT_TYPES, { defaultValue: 1 }),
    discountPercent: integer({ min: 1, max: 99, defaultValue: 10, list: false }),
    discountPrice: money({ defaultValue: 0 }),
    discountLimitPrice: money({ defaultValue: 0, list: false }),
    takeCount: integer({ min: 0, max: 10_000_000, defaultValue: 0, readOnly: true }),
    useCount: integer({ min: 0, max: 10_000_000, defaultValue: 0, readOnly: true }),
  },
  defaultSort: [],
  newestFirst: true,
  actions: {
    activate: {
      input: transitionInput,
      authority: 'EDIT',
      summary: 'Start giving out a draft template’s coupons (its rules are checked first)',
      transition: { from: [0], to: 20 },
    },
    stop: {
      input: transitionInput,
      authority: 'EDIT',
      summary: 'Stop giving out a template’s coupons (those already given stay usable)',
      transition: { from: [10, 20], to: 40 },
    },
    issue: {
      input: couponIssueInput,
      authority: 'ISSUE',
      summary:
        'Issue a running template’s coupon to customers (each within its per-customer limit)',
    },
  },
  messages: { inUse: 'coupon.inUse' },
  labels: {
    en: {
      title: 'Coupon templates',
      fields: {
        name: 'Name',
        description: 'Description',
        status: 'Status',
        takeType: 'How customers get it',
        totalCount: 'Total (−1 unlimited)',
        takeLimitCount: 'Per customer (−1 unlimited)',
        usePrice: 'Minimum spend',
        productScope: 'Goods covered',
        validityType: 'Validity',
        validStartTime: 'Valid from',
        validEndTime: 'Valid until',
        fixedStartTerm: 'Usable after (days)',
        fixedEndTerm: 'Usable for (days)',
        discountType: 'Discount type',
        discountPercent: 'Percent off (%)',
        discountPrice: 'Amount off',
        discountLimitPrice: 'Largest discount (0 none)',
        takeCount: 'Given out',
        useCount: 'Used',
      },
      options: {
        status: ACTIVITY_STATUS_TEXTS.en,
        takeType: takeTexts.en,
        productScope: PRODUCT_SCOPE_TEXTS.en,
        validityType: validityTexts.en,
        discountType: DISCOUNT_TYPE_TEXTS.en,
      },
      actions: { activate: 'Start', stop: 'Stop', issue: 'Issue to customers' },
    },
    zh: {
      title: '优惠券模板',
      fields: {
        name: '名称',
        description: '说明',
        status: '状态',
        takeType: '领取方式',
        totalCount: '发放总量（−1 不限）',
        takeLimitCount: '每人限领（−1 不限）',
        usePrice: '使用门槛',
        productScope: '适用商品',
        validityType: '有效期类型',
        validStartTime: '生效时间',
        validEndTime: '失效时间',
        fixedStartTerm: '领取后几天生效',
        fixedEndTerm: '有效天数',
        discountType: '优惠类型',
        discountPercent: '折扣比例（%）',
        discountPrice: '优惠金额',
        discountLimitPrice: '最多优惠（0 不限）',
        takeCount: '已领取',
        useCount: '已使用',
      },
      options: {
        status: ACTIVITY_STATUS_TEXTS.zh,
        takeType: takeTexts.zh,
        productScope: PRODUCT_SCOPE_TEXTS.zh,
        validityType: validityTexts.zh,
        discountType: DISCOUNT_TYPE_TEXTS.zh,
      },
      actions: { activate: '开始发放', stop: '停止发放', issue: '发放给会员' },
    },
    es: {
      title: 'Plantillas de cupón',
      fields: {
        name: 'Nombre',
        description: 'Descripción',
        status: 'Estado',
        takeType: 'Cómo se obtiene',
        totalCount: 'Total (−1 sin límite)',
        takeLimitCount: 'Por cliente (−1 sin límite)',
        usePrice: 'Gasto mínimo',
        productScope: 'Artículos cubiertos',
        validityType: 'Validez',
        validStartTime: 'Válido desde',
        validEndTime: 'Válido hasta',
        fixedStartTerm: 'Utilizable tras (días)',
        fixedEndTerm: 'Utilizable durante (días)',
        discountType: 'Tipo de descuento',
        discountPercent: 'Porcentaje de descuento (%)',
        discountPrice: 'Importe de descuento',
        discountLimitPrice: 'Descuento máximo (0 sin límite)',
        takeCount: 'Entregados',
        useCount: 'Usados',
      },
      options: {
        status: ACTIVITY_STATUS_TEXTS.es,
        takeType: takeTexts.es,
        productScope: PRODUCT_SCOPE_TEXTS.es,
        validityType: validityTexts.es,
        discountType: DISCOUNT_TYPE_TEXTS.es,
      },
      actions: { activate: 'Iniciar', stop: 'Detener', issue: 'Emitir a clientes' },
    },
  },
});

const scopeLabels = {
  en: { goodsId: 'Goods', goodsTypeId: 'Category' },
  zh: { goodsId: '商品', goodsTypeId: '品类' },
  es: { goodsId: 'Artículo', goodsTypeId: 'Categoría' },
};

/** The goods or categories a template covers (when its scope lists them). */
export const couponUsingRangeResource = defineResource({
  key: 'couponUsingRange',
  service: 'coupon',
  table: 'coupon_using_range',
  scope: 'parent',
  parent: { resource: 'coupon', field: 'couponId' },
  noun: 'Coupon using ranges',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'list', after: 'coupon', hidden: true },
  fields: {
    couponId: reference('coupon', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { named: true, filter: true }),
    goodsTypeId: reference('goodsType', { named: true, filter: true }),
  },
  defaultSort: [],
  display: 'couponId',
  exportable: false,
  labels: {
    en: { title: 'Using range', fields: { couponId: 'Coupon template', ...scopeLabels.en } },
    zh: { title: '适用范围', fields: { couponId: '优惠券模板', ...scopeLabels.zh } },
    es: { title: 'Ámbito de uso', fields: { couponId: 'Plantilla de cupón', ...scopeLabels.es } },
  },
});

const couponStatusTexts = {
  en: { '1': 'Unused', '2': 'Used', '3': 'Expired', '4': 'Recalled' },
  zh: { '1': '未使用', '2': '已使用', '3': '已过期', '4': '已收回' },
  es: { '1': 'Sin usar', '2': 'Usado', '3': 'Caducado', '4': 'Retirado' },
};

/** A customer's coupon, as it was given (a copy of the template's terms then). */
export const couponCustomerResource = defineResource({
  key: 'couponCustomer',
  service: 'coupon',
  table: 'coupon_customer',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Customers’ coupons',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'peoples', after: 'coupon' },
  fields: {
    couponId: reference('coupon', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    name: text({ max: 64, required: true, readOnly: true }),
    status: state(COUPON_STATUSES, { initial: 1, editableIn: [], filter: true }),
    takeType: choice(TAKE_TYPES, { defaultValue: 1, readOnly: true, list: false }),
    usePrice: money({ readOnly: true }),
    discountType: choice(DISCOUNT_TYPES, { defaultValue: 1, readOnly: true, list: false }),
    discountPercent: integer({ min: 0, max: 99, defaultValue: 0, readOnly: true, list: false }),
    discountPrice: money({ readOnly: true }),
    discountLimitPrice: money({ readOnly: true, list: false }),
    validStartTime: text({ max: 19, readOnly: true }),
    validEndTime: text({ max: 19, readOnly: true, sortable: true }),
    useOrderId: reference('order', { named: true, readOnly: true }),
    useTime: text({ max: 19, readOnly: true, list: false }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  actions: {
    recall: {
      input: transitionInput,
      authority: 'RECALL',
      summary: 'Take back a coupon the customer has not used',
      transition: { from: [1], to: 4 },
    },
  },
  labels: {
    en: {
      title: 'Customers’ coupons',
      fields: {
        couponId: 'Template',
        customerId: 'Customer',
        name: 'Coupon',
        status: 'Status',
        takeType: 'Got by',
        usePrice: 'Minimum spend',
        discountType: 'Discount type',
        discountPercent: 'Percent off (%)',
        discountPrice: 'Amount off',
        discountLimitPrice: 'Largest discount',
        validStartTime: 'Valid from',
        validEndTime: 'Valid until',
        useOrderId: 'Used by order',
        useTime: 'Used at',
        createDate: 'Got at',
      },
      options: {
        status: couponStatusTexts.en,
        takeType: takeTexts.en,
        discountType: DISCOUNT_TYPE_TEXTS.en,
      },
      actions: { recall: 'Recall' },
    },
    zh: {
      title: '会员优惠券',
      fields: {
        couponId: '模板',
        customerId: '会员',
        name: '优惠券',
        status: '状态',
        takeType: '获取方式',
        usePrice: '使用门槛',
        discountType: '优惠类型',
        discountPercent: '折扣比例（%）',
        discountPrice: '优惠金额',
        discountLimitPrice: '最多优惠',
        validStartTime: '生效时间',
        validEndTime: '失效时间',
        useOrderId: '使用订单',
        useTime: '使用时间',
        createDate: '领取时间',
      },
      options: {
        status: couponStatusTexts.zh,
        takeType: takeTexts.zh,
        discountType: DISCOUNT_TYPE_TEXTS.zh,
      },
      actions: { recall: '收回' },
    },
    es: {
      title: 'Cupones de clientes',
      fields: {
        couponId: 'Plantilla',
        customerId: 'Cliente',
        name: 'Cupón',
        status: 'Estado',
        takeType: 'Obtenido por',
        usePrice: 'Gasto mínimo',
        discountType: 'Tipo de descuento',
        discountPercent: 'Porcentaje de descuento (%)',
        discountPrice: 'Importe de descuento',
        discountLimitPrice: 'Descuento máximo',
        validStartTime: 'Válido desde',
        validEndTime: 'Válido hasta',
        useOrderId: 'Usado en el pedido',
        useTime: 'Usado el',
        createDate: 'Obtenido el',
      },
      options: {
        status: couponStatusTexts.es,
        takeType: takeTexts.es,
        discountType: DISCOUNT_TYPE_TEXTS.es,
      },
      actions: { recall: 'Retirar' },
    },
  },
});

const usageTexts = {
  en: { '1': 'Used', '2': 'Given back' },
  zh: { '1': '使用', '2': '退回' },
  es: { '1': 'Usado', '2': 'Devuelto' },
};

/** The ledger of coupon use: an order used it, or gave it back when cancelled. */
export const couponUsageRecordResource = defineResource({
  key: 'couponUsageRecord',
  service: 'coupon',
  table: 'coupon_usage_record',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Coupon usage records',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'list', after: 'couponCustomer' },
  fields: {
    couponCustomerId: reference('couponCustomer', { required: true, filter: true, list: false }),
    couponId: reference('coupon', { required: true, named: true, filter: true }),
    customerId: reference('customer', { required: true, named: true, filter: true }),
    orderId: reference('order', { required: true, named: true, filter: true }),
    action: choice(COUPON_USAGES, { defaultValue: 1, readOnly: true, filter: true }),
    discountPrice: money({ readOnly: true }),
    createDate: text({ max: 19, readOnly: true, sortable: true }),
  },
  defaultSort: [],
  display: 'createDate',
  labels: {
    en: {
      title: 'Coupon usage',
      fields: {
        couponCustomerId: 'Customer’s coupon',
        couponId: 'Template',
        customerId: 'Customer',
        orderId: 'Order',
        action: 'What happened',
        discountPrice: 'Discount',
        createDate: 'At',
      },
      options: { action: usageTexts.en },
    },
    zh: {
      title: '优惠券使用记录',
      fields: {
        couponCustomerId: '会员优惠券',
        couponId: '模板',
        customerId: '会员',
        orderId: '订单',
        action: '类型',
        discountPrice: '抵扣金额',
        createDate: '时间',
      },
      options: { action: usageTexts.zh },
    },
    es: {
      title: 'Uso de cupones',
      fields: {
        couponCustomerId: 'Cupón del cliente',
        couponId: 'Plantilla',
        customerId: 'Cliente',
        orderId: 'Pedido',
        action: 'Qué pasó',
        discountPrice: 'Descuento',
        createDate: 'Fecha',
      },
      options: { action: usageTexts.es },
    },
  },
});
