import type { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { textChoice } from '../renovation/catalogue/catalogue-fields';
import { defineResource, transitionInput } from '../registry/define-resource';
import { integer, reference, state, text } from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { deliveryReasonInput } from './intra-city.resource';

// Routes (docs/orders.md "Routes"): a driver's run through ordered stops — stores for deliveries,
// vending devices for restocking. Planned (stops editable) → running → finished, or cancelled
// with the reason; a route starts only with stops and a driver.

export const ROUTE_STATES = [0, 10, 20, -10] as const;
export const ROUTE_STATE = { planned: 0, running: 10, finished: 20, cancelled: -10 } as const;
export const ROUTE_KINDS = ['delivery', 'restock'] as const;

const STATE_TEXTS: Record<Locale, Record<string, string>> = {
  en: { '0': 'Planned', '10': 'Running', '20': 'Finished', '-10': 'Cancelled' },
  zh: { '0': '计划中', '10': '进行中', '20': '已完成', '-10': '已取消' },
  es: { '0': 'Planificada', '10': 'En curso', '20': 'Terminada', '-10': 'Cancelada' },
};
const KIND_TEXTS: Record<Locale, Record<string, string>> = {
  en: { delivery: 'Delivery', restock: 'Restocking' },
  zh: { delivery: '配送', restock: '补货' },
  es: { delivery: 'Reparto', restock: 'Reposición' },
};

export const routeResource = defineResource({
  key: 'route',
  service: 'order',
  table: 'logistics_route',
  scope: 'organ',
  noun: 'Routes',
  newestFirst: true,
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'guide', after: 'intraCityDelivery' },
  fields: {
    name: text({ max: 64, required: true, filter: true, sortable: true }),
    kind: textChoice(ROUTE_KINDS, { defaultValue: 'delivery', filter: true }),
    runDate: text({ max: 10, required: true, filter: true, sortable: true }),
    driverName: text({ max: 64, filter: true }),
    driverPhone: text({ max: 32 }),
    vehicleNo: text({ max: 16 }),
    stopCount: integer({ min: 0, max: 1000, defaultValue: 0, readOnly: true }),
    state: state(ROUTE_STATES, { initial: 0, editableIn: [0], filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['runDate'],
  actions: {
    start: {
      input: transitionInput,
      authority: 'START',
      summary: 'The driver sets off (the route needs its stops and a driver)',
      transition: { from: [0], to: 10 },
    },
    finish: {
      input: transitionInput,
      authority: 'FINISH',
      summary: 'The driver is back: the route is done',
      transition: { from: [10], to: 20 },
    },
    cancel: {
      input: deliveryReasonInput,
      authority: 'CANCEL',
      summary: 'Cancel a planned or running route, with the reason',
      transition: { from: [0, 10], to: -10 },
    },
  },
  labels: {
    en: {
      title: 'Routes',
      fields: {
        name: 'Route',
        kind: 'Kind',
        runDate: 'Date (yyyy-MM-dd)',
        driverName: 'Driver',
        driverPhone: 'Driver phone',
        vehicleNo: 'Vehicle',
        stopCount: 'Stops',
        state: 'State',
        remark: 'Remark',
      },
      options: { state: STATE_TEXTS.en, kind: KIND_TEXTS.en },
      actions: { start: 'Start', finish: 'Finish', cancel: 'Cancel' },
    },
    zh: {
      title: '线路管理',
      fields: {
        name: '线路',
        kind: '类型',
        runDate: '日期（yyyy-MM-dd）',
        driverName: '司机',
        driverPhone: '司机电话',
        vehicleNo: '车牌',
        stopCount: '站点数',
        state: '状态',
        remark: '备注',
      },
      options: { state: STATE_TEXTS.zh, kind: KIND_TEXTS.zh },
      actions: { start: '出发', finish: '完成', cancel: '取消' },
    },
    es: {
      title: 'Rutas',
      fields: {
        name: 'Ruta',
        kind: 'Tipo',
        runDate: 'Fecha (aaaa-MM-dd)',
        driverName: 'Conductor',
        driverPhone: 'Teléfono',
        vehicleNo: 'Vehículo',
        stopCount: 'Paradas',
        state: 'Estado',
        remark: 'Observación',
      },
      options: { state: STATE_TEXTS.es, kind: KIND_TEXTS.es },
      actions: { start: 'Salir', finish: 'Terminar', cancel: 'Cancelar' },
    },
  },
});

/** A route's stops, in order: a store or a vending device, or a place by its address. */
export const routeStopResource = defineResource({
  key: 'routeStop',
  service: 'order',
  table: 'logistics_route_stop',
  scope: 'parent',
  parent: { resource: 'route', field: 'routeId' },
  noun: 'Route stops',
  menu: { directory: 'LOGISTICS_MANAGE', icon: 'list', after: 'route', hidden: true },
  fields: {
    routeId: reference('route', { required: true, filter: true }),
    seq: integer({ min: 1, max: 1000, defaultValue: 1, sortable: true }),
    placeName: text({ max: 100, required: true }),
    storeId: reference(STORE_REFERENCE, { named: true }),
    deviceId: reference('device', { named: true }),
    address: text({ max: 255 }),
    plannedTime: text({ max: 5 }),
    remark: text({ max: 500, list: false }),
  },
  defaultSort: ['seq'],
  display: 'placeName',
  messages: { clash: { key: 'route.seqTaken', field: 'seq' } },
  labels: {
    en: {
      title: 'Route stops',
      fields: {
        routeId: 'Route',
        seq: 'Order',
        placeName: 'Stop',
        storeId: 'Store',
        deviceId: 'Device',
        address: 'Address',
        plannedTime: 'Planned (HH:mm)',
        remark: 'Remark',
      },
    },
    zh: {
      title: '线路站点',
      fields: {
        routeId: '线路',
        seq: '顺序',
        placeName: '站点',
        storeId: '门店',
        deviceId: '设备',
        address: '地址',
        plannedTime: '计划时间（HH:mm）',
        remark: '备注',
      },
    },
    es: {
      title: 'Paradas de la ruta',
      fields: {
        routeId: 'Ruta',
        seq: 'Orden',
        placeName: 'Parada',
        storeId: 'Tienda',
        deviceId: 'Dispositivo',
        address: 'Dirección',
        plannedTime: 'Hora prevista (HH:mm)',
        remark: 'Observación',
      },
    },
  },
});

export type RouteRecord = z.infer<typeof routeResource.schemas.record>;
