import { endpoints } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { colourCell, GoodsPicker, TagInput } from './goods-inputs';

/** goodsTagRef: which goods carries which tag; goods are chosen in the product chooser. */
export const goodsTagRefResource = defineResource({
  key: 'goods-tag-ref',
  endpoints: endpoints.goodsTagRef,
  authority: 'GOODS_TAG_REF',
  fields: {
    id: { form: false, width: 70 },
    goodsId: { input: GoodsPicker, column: false },
    goodsName: { form: false },
    goodsTagId: { input: TagInput, filterInput: TagInput, filter: true, column: false },
    tagName: {
      form: false,
      render: (value, row) => colourCell(row.color ?? '#409EFF', { name: value }),
    },
    organId: { kind: 'organ', column: false },
    createDate: { form: false },
  },
  labels: {
    en: {
      title: 'Goods tag references',
      fields: {
        id: 'ID',
        goodsId: 'Goods',
        goodsName: 'Goods',
        goodsTagId: 'Tag',
        tagName: 'Tag',
        organId: 'Organisation',
        createDate: 'Created',
      },
    },
    zh: {
      title: '商品标签关联',
      fields: {
        id: 'ID',
        goodsId: '商品',
        goodsName: '商品',
        goodsTagId: '标签',
        tagName: '标签',
        organId: '所属组织',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Etiquetas asignadas',
      fields: {
        id: 'ID',
        goodsId: 'Artículo',
        goodsName: 'Artículo',
        goodsTagId: 'Etiqueta',
        tagName: 'Etiqueta',
        organId: 'Organización',
        createDate: 'Creada',
      },
    },
  },
});
