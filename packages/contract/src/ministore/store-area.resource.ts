import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { flag, integer, reference, text } from '../registry/fields';

/** Stores, a resource outside the registry; `store/get-list` lists the choices. */
export const STORE_REFERENCE = {
  group: 'store',
  table: 'store',
  display: 'storeName',
  list: 'getList',
};

/** Delivery areas of stores: a radius around the store, in metres; each is its store's. */
export const storeAreaResource = defineResource({
  key: 'storeArea',
  service: 'ministore',
  table: 'store_area',
  scope: 'store',
  noun: 'Delivery areas of stores',
  menu: { directory: 'STORE_MANAGE', icon: 'international', after: 'storeSchedule' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, filter: true, named: true }),
    areaName: text({ max: 100, required: true, filter: true }),
    radius: integer({ min: 1, max: 100_000 }),
    enable: flag({ defaultValue: true }),
    remark: text({ max: 200, multiline: true, list: false }),
  },
  defaultSort: [],
  display: 'areaName',
  labels: {
    en: {
      title: 'Delivery areas',
      fields: {
        storeId: 'Store',
        areaName: 'Area name',
        radius: 'Radius (m)',
        enable: 'Enabled',
        remark: 'Remark',
      },
    },
    zh: {
      title: '配送区域',
      fields: {
        storeId: '门店',
        areaName: '区域名称',
        radius: '配送半径（米）',
        enable: '启用',
        remark: '备注',
      },
    },
    es: {
      title: 'Áreas de entrega',
      fields: {
        storeId: 'Tienda',
        areaName: 'Nombre del área',
        radius: 'Radio (m)',
        enable: 'Activada',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
    },
  },
});

export type StoreAreaRecord = z.infer<typeof storeAreaResource.schemas.record>;
