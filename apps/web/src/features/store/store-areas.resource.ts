import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { StoreIdInput } from './store-inputs';

/** Delivery areas (/storeArea/index): a radius around a store. */
export const storeAreasResource = defineResource({
  key: 'store-area',
  endpoints: endpoints.storeArea,
  authority: 'STORE_AREA',
  fields: {
    id: { form: false, width: 70 },
    storeName: { form: false },
    storeId: { input: StoreIdInput, column: false, required: true },
    areaName: { filter: true },
    radius: { kind: 'number' },
    enable: { defaultValue: true },
    remark: { kind: 'textarea', column: false },
  },
  labels: {
    en: {
      title: 'Delivery area',
      fields: {
        id: 'ID',
        storeName: 'Store',
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
        id: 'ID',
        storeName: '门店',
        storeId: '门店',
        areaName: '区域名称',
        radius: '配送半径（米）',
        enable: '启用',
        remark: '备注',
      },
    },
    es: {
      title: 'Área de entrega',
      fields: {
        id: 'ID',
        storeName: 'Tienda',
        storeId: 'Tienda',
        areaName: 'Nombre del área',
        radius: 'Radio (m)',
        enable: 'Activada',
        remark: 'Observación',
      },
    },
  },
});
