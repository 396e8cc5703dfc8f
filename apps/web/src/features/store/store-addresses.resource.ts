import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';

/** The store addresses screen (/storeAddress/index); a store names one of them. */
export const storeAddressesResource = defineResource({
  key: 'store-address',
  endpoints: endpoints.storeAddress,
  authority: 'STORE_ADDRESS',
  fields: {
    id: { form: false, width: 70 },
    province: {},
    city: { filter: true },
    district: {},
    detail: { filter: true },
    contact: {},
    phone: {},
    organId: { kind: 'organ', column: false },
    createDate: { form: false },
  },
  labels: {
    en: {
      title: 'Store address',
      fields: {
        id: 'ID',
        province: 'Province',
        city: 'City',
        district: 'District',
        detail: 'Street address',
        contact: 'Contact',
        phone: 'Phone',
        organId: 'Organisation',
        createDate: 'Created',
      },
    },
    zh: {
      title: '门店地址',
      fields: {
        id: 'ID',
        province: '省份',
        city: '城市',
        district: '区县',
        detail: '详细地址',
        contact: '联系人',
        phone: '联系电话',
        organId: '所属组织',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Dirección de tienda',
      fields: {
        id: 'ID',
        province: 'Provincia',
        city: 'Ciudad',
        district: 'Distrito',
        detail: 'Dirección detallada',
        contact: 'Contacto',
        phone: 'Teléfono',
        organId: 'Organización',
        createDate: 'Creada',
      },
    },
  },
});
