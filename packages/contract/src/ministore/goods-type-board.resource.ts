import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { enabled, image, integer, reference, text } from '../registry/fields';

/** Banner blocks of a category on the storefront. */
export const goodsTypeBoardResource = defineResource({
  key: 'goodsTypeBoard',
  service: 'ministore',
  table: 'goods_type_board',
  scope: 'organ',
  noun: 'Category boards',
  menu: { directory: 'GOODS_MANAGE', icon: 'component', after: 'frontGoodsType' },
  fields: {
    image: image(),
    name: text({ max: 100, required: true, filter: true }),
    goodsTypeId: reference('goodsType', { required: true, filter: true, named: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
    enable: enabled({ filter: true }),
  },
  defaultSort: ['goodsTypeId', 'sort', 'name'],
  labels: {
    en: {
      title: 'Category boards',
      fields: {
        image: 'Picture',
        name: 'Board name',
        goodsTypeId: 'Category',
        sort: 'Order',
        enable: 'Status',
      },
    },
    zh: {
      title: '分类板块',
      fields: {
        image: '图片',
        name: '板块名称',
        goodsTypeId: '商品分类',
        sort: '排序',
        enable: '状态',
      },
    },
    es: {
      title: 'Paneles de categoría',
      fields: {
        image: 'Imagen',
        name: 'Nombre del panel',
        goodsTypeId: 'Categoría',
        sort: 'Orden',
        enable: 'Estado',
      },
    },
  },
});

export type GoodsTypeBoardRecord = z.infer<typeof goodsTypeBoardResource.schemas.record>;
