import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { reference } from '../registry/fields';
import { GOODS_REFERENCE } from '../marketing/coupon.resource';

// Which goods carries which tag: one link per goods and tag (a second is refused, naming the
// tag). The goods edit dialog sets a goods' tags as a whole; this screen links goods to a tag
// one at a time or many at once through the product chooser.

export const goodsTagRefResource = defineResource({
  key: 'goodsTagRef',
  service: 'ministore',
  table: 'goods_tag_ref',
  scope: 'organ',
  noun: 'Goods tag links',
  menu: { directory: 'GOODS_MANAGE', icon: 'tag', after: 'frontGoodsType' },
  fields: {
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    goodsTagId: reference('goodsTag', { required: true, named: true, filter: true }),
  },
  defaultSort: ['goodsId', 'goodsTagId'],
  display: 'goodsId',
  messages: { clash: { key: 'goodsTagRef.exists', field: 'goodsTagId' } },
  labels: {
    en: {
      title: 'Goods tag links',
      fields: { goodsId: 'Goods', goodsTagId: 'Tag' },
    },
    zh: {
      title: '商品标签关联',
      fields: { goodsId: '商品', goodsTagId: '标签' },
    },
    es: {
      title: 'Vínculos de etiquetas',
      fields: { goodsId: 'Artículo', goodsTagId: 'Etiqueta', updateDate: 'Actualizada' },
    },
  },
});

export type GoodsTagRefRecord = z.infer<typeof goodsTagRefResource.schemas.record>;
export type GoodsTagRefFilter = z.infer<typeof goodsTagRefResource.schemas.filter>;
export type GoodsTagRefEdit = z.infer<typeof goodsTagRefResource.schemas.edit>;
