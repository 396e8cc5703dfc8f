import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { text } from '../registry/fields';

/** Phone numbers: digits, spaces, `+`, `-`, parentheses. */
const PHONE_PATTERN = /^\+?[\d\s()-]{3,}$/;

/**
 * Store addresses: a store names one (`store.addressId`). An address a store names is not
 * removed (400 naming the stores), nor moved to another tenant (its stores stay in theirs).
 */
export const storeAddressResource = defineResource({
  key: 'storeAddress',
  service: 'ministore',
  table: 'store_address',
  scope: 'organ',
  noun: 'Store addresses',
  menu: { directory: 'STORE_MANAGE', icon: 'location', after: 'storeInfo' },
  fields: {
    province: text({ max: 64 }),
    city: text({ max: 64, required: true, filter: true }),
    district: text({ max: 64 }),
    detail: text({ max: 200, required: true, filter: true }),
    contact: text({ max: 64 }),
    phone: text({ max: 32, pattern: PHONE_PATTERN }),
  },
  defaultSort: [],
  display: 'detail',
  removeRule: 'refused while a store names it',
  labels: {
    en: {
      title: 'Store addresses',
      fields: {
        province: 'Province',
        city: 'City',
        district: 'District',
        detail: 'Street address',
        contact: 'Contact',
        phone: 'Phone',
      },
    },
    zh: {
      title: '门店地址',
      fields: {
        province: '省份',
        city: '城市',
        district: '区县',
        detail: '详细地址',
        contact: '联系人',
        phone: '联系电话',
      },
    },
    es: {
      title: 'Direcciones de tiendas',
      fields: {
        province: 'Provincia',
        city: 'Ciudad',
        district: 'Distrito',
        detail: 'Dirección detallada',
        contact: 'Contacto',
        phone: 'Teléfono',
        updateDate: 'Actualizada',
      },
    },
  },
});

export type StoreAddressRecord = z.infer<typeof storeAddressResource.schemas.record>;
