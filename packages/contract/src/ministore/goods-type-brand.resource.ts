import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { integer, reference } from '../registry/fields';

/** The brands shown under a category; a brand is linked to a category once. */
export const goodsTypeBrandResource = defineResource({
  key: 'goodsTypeBrand',
  service: 'ministore',
  table: 'goods_type_brand',
  scope: 'organ',
  noun: 'Category brands',
  menu: { directory: 'GOODS_MANAGE', icon: 'star', after: 'goodsTypeBoard' },
  fields: {
    goodsTypeId: reference('goodsType', { required: true, filter: true, named: true }),
    brandId: reference('brand', { required: true, filter: true, named: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
  },
  defaultSort: ['goodsTypeId', 'sort'],
  messages: { clash: { key: 'goodsTypeBrand.exists', field: 'brandId' } },
  labels: {
    en: {
      title: 'Category brands',
      fields: {
        goodsTypeId: 'Category',
        brandId: 'Brand',
        sort: 'Order',
      },
    },
    zh: {
      title: '分类品牌',
      fields: {
        goodsTypeId: '商品分类',
        brandId: '品牌',
        sort: '排序',
      },
    },
    es: {
      title: 'Marcas por categoría',
      fields: {
        goodsTypeId: 'Categoría',
        brandId: 'Marca',
        sort: 'Orden',
        updateDate: 'Actualizada',
      },
    },
  },
});

export type GoodsTypeBrandRecord = z.infer<typeof goodsTypeBrandResource.schemas.record>;
