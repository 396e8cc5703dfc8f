import { createElement } from 'react';
import { Rate } from 'antd';
import { endpoints, STORE_STAR_MAX } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { StoreActions } from './store-actions';
import { AddressSelect, LogoInput } from './store-inputs';

/** The stores screen (/store/index): the store fields of console.md §3 and the store filter. */
export const storesResource = defineResource({
  key: 'store',
  endpoints: endpoints.store,
  authority: 'STORE',
  fields: {
    id: { form: false, width: 70 },
    logo: {
      input: LogoInput,
      width: 80,
      render: (value) =>
        typeof value === 'string' && value
          ? createElement('img', {
              src: value,
              alt: '',
              style: { width: 40, height: 40, objectFit: 'contain' },
            })
          : '',
    },
    storeName: { filter: true },
    star: {
      kind: 'number',
      defaultValue: 0,
      render: (value) =>
        createElement(Rate, {
          disabled: true,
          allowHalf: true,
          count: STORE_STAR_MAX,
          value: Number(value),
          style: { fontSize: 14 },
        }),
    },
    avgSendTime: { kind: 'number' },
    city: { filter: true },
    latitude: { kind: 'number', column: false },
    longitude: { kind: 'number', column: false },
    addressId: { input: AddressSelect, column: false },
    // Searched through the ENABLE_STATUS dictionary (1 enabled, 0 disabled).
    enable: {
      filter: true,
      defaultValue: true,
      dictionary: 'ENABLE_STATUS',
      toFilter: (value) => value === '1',
    },
    organName: { form: false },
    organId: { kind: 'organ', column: false },
    remark: { kind: 'textarea', column: false },
    createDate: { form: false },
  },
  rowActions: StoreActions,
  labels: {
    en: {
      title: 'Store',
      fields: {
        id: 'ID',
        logo: 'Logo',
        storeName: 'Store name',
        star: 'Star rating',
        avgSendTime: 'Average delivery (min)',
        city: 'City',
        latitude: 'Latitude',
        longitude: 'Longitude',
        addressId: 'Address',
        enable: 'Enabled',
        organName: 'Organisation',
        organId: 'Organisation',
        remark: 'Remark',
        createDate: 'Created',
      },
    },
    zh: {
      title: '门店',
      fields: {
        id: 'ID',
        logo: '门店图标',
        storeName: '门店名称',
        star: '星级',
        avgSendTime: '平均配送时间（分钟）',
        city: '城市',
        latitude: '纬度',
        longitude: '经度',
        addressId: '门店地址',
        enable: '启用',
        organName: '所属组织',
        organId: '所属组织',
        remark: '备注',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Tienda',
      fields: {
        id: 'ID',
        logo: 'Logotipo',
        storeName: 'Nombre de la tienda',
        star: 'Valoración',
        avgSendTime: 'Entrega media (min)',
        city: 'Ciudad',
        latitude: 'Latitud',
        longitude: 'Longitud',
        addressId: 'Dirección',
        enable: 'Activada',
        organName: 'Organización',
        organId: 'Organización',
        remark: 'Observación',
        createDate: 'Creada',
      },
    },
  },
});
