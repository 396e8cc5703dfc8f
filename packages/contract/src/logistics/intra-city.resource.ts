import type { z } from 'zod';
import { requiredTextOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, money, reference, state, text } from '../registry/fields';

// Intra-city delivery (docs/orders.md "Intra-city delivery"): a paid order sent by a rider, with
// WeChat local delivery's state codes. The order counts as shipped when the rider picks it up
// (202); a delivery cancelled before then lets the order be dispatched again.

/**
 * 101 waiting for a rider → 102 rider assigned → 201 rider at the store → 202 picked up →
 * 301 delivering → 302 delivered; 103 cancelled before pick-up (from 101, 102 or 201);
 * 304 failed on the way (recipient unreachable or refusing) → 401 returned to the store.
 */
export const INTRA_CITY_STATES = [101, 102, 201, 202, 301, 302, 103, 304, 401] as const;
export const INTRA_CITY_STATE = {
  waiting: 101,
  assigned: 102,
  atStore: 201,
  pickedUp: 202,
  delivering: 301,
  delivered: 302,
  cancelled: 103,
  failed: 304,
  returned: 401,
} as const;
/** States in which a delivery is still under way (one per order). */
export const OPEN_INTRA_CITY_STATES = [101, 102, 201, 202, 301, 304] as const;
export const INTRA_CITY_PROVIDERS = ['self', 'partner'] as const;

/** A rider takes the delivery: who, and how to call them. */
export const assignRiderInput = transitionInput.extend({
  riderName: requiredTextOf(64),
  riderPhone: requiredTextOf(32).regex(/^[0-9+\-() ]{3,32}$/, { error: 'invalid' }),
});
/** A step that needs its reason. */
export const deliveryReasonInput = transitionInput.extend({
  remark: requiredTextOf(500, { multiline: true }),
});

const STATE_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    '101': 'Waiting for a rider',
    '102': 'Rider assigned',
    '201': 'Rider at the store',
    '202': 'Picked up',
    '301': 'Delivering',
    '302': 'Delivered',
    '103': 'Cancelled',
    '304': 'Failed on the way',
    '401': 'Returned to the store',
  },
  zh: {
    '101': '待接单',
    '102': '已接单',
    '201': '骑手到店',
    '202': '已取货',
    '301': '配送中',
    '302': '已送达',
    '103': '已取消',
    '304': '配送异常',
    '401': '已退回门店',
  },
  es: {
    '101': 'Esperando repartidor',
    '102': 'Repartidor asignado',
    '201': 'Repartidor en la tienda',
    '202': 'Recogido',
    '301': 'En reparto',
    '302': 'Entregado',
    '103': 'Cancelado',
    '304': 'Fallo en el reparto',
    '401': 'Devuelto a la tienda',
  },
};

export const intraCityDeliveryResource = defineResource({
  key: 'intraCityDelivery',
  service: 'order',
  table: 'intra_city_delivery',
  scope: 'organ',
  noun: 'Intra-city deliveries',
  newestFirst: true,
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'guide', after: 'logistics' },
  fields: {
    deliveryNo: text({ max: 32, readOnly: true, filter: true, key: true }),
    orderId: reference('order', { required: true, named: true, filter: true }),
    provider: textChoice(INTRA_CITY_PROVIDERS, { defaultValue: 'self', filter: true }),
    distanceMeters: integer({ min: 0, max: 200_000, defaultValue: 0 }),
    fee: money({ defaultValue: 0, max: 100_000 }),
    riderName: text({ max: 64, readOnly: true, filter: true }),
    riderPhone: text({ max: 32, readOnly: true }),
    failReason: text({ max: 500, readOnly: true, list: false }),
    state: state(INTRA_CITY_STATES, { initial: 101, editableIn: [101], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: [],
  display: 'deliveryNo',
  actions: {
    assign: {
      input: assignRiderInput,
      authority: 'ASSIGN',
      summary: 'A rider takes the delivery (name and phone)',
      transition: { from: [101], to: 102 },
    },
    arrive: {
      input: transitionInput,
      authority: 'ARRIVE',
      summary: 'The rider is at the store',
      transition: { from: [102], to: 201 },
    },
    pickUp: {
      input: transitionInput,
      authority: 'PICK_UP',
      summary: 'The rider picked the goods up: the order is shipped',
      transition: { from: [201], to: 202 },
    },
    depart: {
      input: transitionInput,
      authority: 'DEPART',
      summary: 'The rider is on the way to the customer',
      transition: { from: [202], to: 301 },
    },
    deliver: {
      input: transitionInput,
      authority: 'DELIVER',
      summary: 'Handed to the customer',
      transition: { from: [301], to: 302 },
    },
    cancel: {
      input: deliveryReasonInput,
      authority: 'CANCEL',
      summary: 'Cancel before pick-up, with the reason: the order can be dispatched again',
      transition: { from: [101, 102, 201], to: 103 },
    },
    fail: {
      input: deliveryReasonInput,
      authority: 'FAIL',
      summary: 'The delivery failed on the way (unreachable, refused), with the reason',
      transition: { from: [202, 301], to: 304 },
    },
    giveBack: {
      input: transitionInput,
      authority: 'GIVE_BACK',
      summary: 'The goods of a failed delivery are back at the store',
      transition: { from: [304], to: 401 },
    },
  },
  labels: {
    en: {
      title: 'Intra-city delivery',
      fields: {
        deliveryNo: 'Delivery no.',
        orderId: 'Order',
        provider: 'Riders',
        distanceMeters: 'Distance (m)',
        fee: 'Fee',
        riderName: 'Rider',
        riderPhone: 'Rider phone',
        failReason: 'Reason',
        state: 'State',
        remark: 'Remark',
      },
      options: { state: STATE_TEXTS.en, provider: { self: 'Own riders', partner: 'Partner' } },
      actions: {
        assign: 'Assign rider',
        arrive: 'At the store',
        pickUp: 'Picked up',
        depart: 'On the way',
        deliver: 'Delivered',
        cancel: 'Cancel',
        fail: 'Failed',
        giveBack: 'Back at the store',
      },
    },
    zh: {
      title: '同城配送',
      fields: {
        deliveryNo: '配送单号',
        orderId: '订单',
        provider: '配送方',
        distanceMeters: '距离（米）',
        fee: '配送费',
        riderName: '骑手',
        riderPhone: '骑手电话',
        failReason: '原因',
        state: '状态',
        remark: '备注',
      },
      options: { state: STATE_TEXTS.zh, provider: { self: '自有骑手', partner: '第三方' } },
      actions: {
        assign: '指派骑手',
        arrive: '骑手到店',
        pickUp: '已取货',
        depart: '开始配送',
        deliver: '已送达',
        cancel: '取消',
        fail: '配送异常',
        giveBack: '退回门店',
      },
    },
    es: {
      title: 'Reparto urbano',
      fields: {
        deliveryNo: 'N.º de reparto',
        orderId: 'Pedido',
        provider: 'Repartidores',
        distanceMeters: 'Distancia (m)',
        fee: 'Tarifa',
        riderName: 'Repartidor',
        riderPhone: 'Teléfono',
        failReason: 'Motivo',
        state: 'Estado',
        remark: 'Observación',
      },
      options: { state: STATE_TEXTS.es, provider: { self: 'Propios', partner: 'Socio' } },
      actions: {
        assign: 'Asignar repartidor',
        arrive: 'En la tienda',
        pickUp: 'Recogido',
        depart: 'En camino',
        deliver: 'Entregado',
        cancel: 'Cancelar',
        fail: 'Fallido',
        giveBack: 'Devuelto a la tienda',
      },
    },
  },
});

export type IntraCityDeliveryRecord = z.infer<typeof intraCityDeliveryResource.schemas.record>;
