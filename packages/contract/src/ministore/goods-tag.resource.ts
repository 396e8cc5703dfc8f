import type { z } from 'zod';
import { defineResource } from '../registry/define-resource';
import { colour, text } from '../registry/fields';

/** Tags put on goods, each with a colour; removing one takes it off every goods. */
export const goodsTagResource = defineResource({
  key: 'goodsTag',
  service: 'ministore',
  table: 'goods_tag',
  scope: 'organ',
  noun: 'Goods tags',
  menu: { directory: 'GOODS_MANAGE', icon: 'tag', after: 'goodsTypeBrand' },
  fields: {
    name: text({ max: 64, required: true, filter: true }),
    color: colour(),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  removeRule: 'its references on goods go with it',
  labels: {
    en: {
      title: 'Goods tags',
      fields: {
        name: 'Tag name',
        color: 'Colour',
        remark: 'Remark',
      },
    },
    zh: {
      title: '商品标签',
      fields: {
        name: '标签名称',
        color: '颜色',
        remark: '备注',
      },
    },
    es: {
      title: 'Etiquetas',
      fields: {
        name: 'Nombre de la etiqueta',
        color: 'Color',
        remark: 'Observación',
        updateDate: 'Actualizada',
      },
    },
  },
});

export type GoodsTagRecord = z.infer<typeof goodsTagResource.schemas.record>;
export type GoodsTagFilter = z.infer<typeof goodsTagResource.schemas.filter>;
export type GoodsTagEdit = z.infer<typeof goodsTagResource.schemas.edit>;
