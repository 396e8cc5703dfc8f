import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, text } from '../registry/fields';

/** Brands of the goods catalogue: name, logo, order, enabled. */
export const brandResource = defineResource({
  key: 'brand',
  service: 'ministore',
  table: 'brand',
  scope: 'organ',
  noun: 'Brands',
  menu: { directory: 'GOODS_MANAGE', icon: 'star', after: 'goods' },
  fields: {
    logo: image(),
    name: text({ max: 100, required: true, filter: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['sort', 'name'],
  messages: { inUse: 'brand.inUse' },
  removeRule: 'refused while goods or categories use it',
  labels: {
    en: {
      title: 'Brands',
      fields: {
        logo: 'Logo',
        name: 'Brand name',
        sort: 'Order',
        enable: 'Status',
        remark: 'Remark',
      },
    },
    zh: {
      title: '品牌管理',
      fields: {
        logo: '品牌标志',
        name: '品牌名称',
        sort: '排序',
        enable: '状态',
        remark: '备注',
      },
    },
    es: {
      title: 'Marcas',
      fields: {
        logo: 'Logotipo',
        name: 'Nombre de la marca',
        sort: 'Orden',
        enable: 'Estado',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
      options: { enable: { '1': 'Activada', '0': 'Desactivada' } },
    },
  },
});

export type BrandRecord = z.infer<typeof brandResource.schemas.record>;
export type BrandFilter = z.infer<typeof brandResource.schemas.filter>;
export type BrandEdit = z.infer<typeof brandResource.schemas.edit>;
