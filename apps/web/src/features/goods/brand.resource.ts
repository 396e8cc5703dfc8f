import { endpoints } from '@retail/contract';
import { ImageUrlInput } from '../../components/file-bank';
import { defineResource } from '../../resources/define-resource';
import { thumbnail } from './goods-inputs';

/** 1 enabled, 0 disabled (the catalogue's enable field). */
export const ENABLE_OPTIONS = [1, 0] as const;

/** brand: name, logo through the image chooser, order, enable. */
export const brandResource = defineResource({
  key: 'brand',
  endpoints: endpoints.brand,
  authority: 'BRAND',
  fields: {
    id: { form: false, width: 70 },
    logo: { input: ImageUrlInput, width: 80, render: thumbnail },
    name: { filter: true },
    sort: { kind: 'number', defaultValue: 0, width: 80 },
    enable: { options: ENABLE_OPTIONS, defaultValue: 1, filter: true, width: 90 },
    remark: { kind: 'textarea' },
    organId: { kind: 'organ', column: false },
    updateDate: { form: false },
  },
  labels: {
    en: {
      title: 'Brands',
      fields: {
        id: 'ID',
        logo: 'Logo',
        name: 'Brand name',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
        organId: 'Organisation',
        updateDate: 'Updated',
      },
      options: { enable: { '1': 'Enabled', '0': 'Disabled' } },
    },
    zh: {
      title: '品牌',
      fields: {
        id: 'ID',
        logo: '品牌标志',
        name: '品牌名称',
        sort: '排序',
        enable: '状态',
        remark: '备注',
        organId: '所属组织',
        updateDate: '更新时间',
      },
      options: { enable: { '1': '启用', '0': '停用' } },
    },
    es: {
      title: 'Marcas',
      fields: {
        id: 'ID',
        logo: 'Logotipo',
        name: 'Nombre de la marca',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
        organId: 'Organización',
        updateDate: 'Actualizada',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});
