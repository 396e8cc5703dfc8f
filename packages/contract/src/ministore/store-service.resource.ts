import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { flag, image, integer, reference, text } from '../registry/fields';
import { STORE_REFERENCE } from './store-area.resource';

/**
 * The services a store offers its shoppers (7-day no-reason return, 48-hour delivery…): shown,
 * in their order, with the goods it sells online (the storefront's goods page and the goods
 * specifications widget's service line). Each is its store's; a name once per store.
 */
export const storeServiceResource = defineResource({
  key: 'storeService',
  service: 'ministore',
  table: 'store_service',
  scope: 'store',
  noun: 'Store services',
  menu: { directory: 'STORE_MANAGE', icon: 'star', after: 'storeArea' },
  fields: {
    storeId: reference(STORE_REFERENCE, { required: true, filter: true, named: true }),
    serviceName: text({ max: 50, required: true, filter: true }),
    icon: image(),
    description: text({ max: 200, multiline: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: flag({ defaultValue: true }),
  },
  defaultSort: ['sort'],
  display: 'serviceName',
  messages: { clash: { key: 'storeService.nameTaken', field: 'serviceName' } },
  labels: {
    en: {
      title: 'Store services',
      fields: {
        storeId: 'Store',
        serviceName: 'Service',
        icon: 'Icon',
        description: 'Description',
        sort: 'Order',
        enable: 'Shown',
      },
    },
    zh: {
      title: '门店服务',
      fields: {
        storeId: '门店',
        serviceName: '服务名称',
        icon: '图标',
        description: '说明',
        sort: '排序',
        enable: '展示',
      },
    },
    es: {
      title: 'Servicios de la tienda',
      fields: {
        storeId: 'Tienda',
        serviceName: 'Servicio',
        icon: 'Icono',
        description: 'Descripción',
        sort: 'Orden',
        enable: 'Visible',
        updateDate: 'Actualizado',
      },
    },
  },
});

export type StoreServiceRecord = z.infer<typeof storeServiceResource.schemas.record>;
