import { endpoints, GOODS_STATUS_OFF_SHELF, GOODS_STATUS_ON_SALE } from '@retail/contract';
import { goodsStatusCell, goodsStatusCellText } from '../../components/product-chooser';
import { defineResource } from '../../resources/define-resource';
import { BrandSelect, GoodsTypeInput, thumbnail, thumbnailText } from './goods-inputs';

/**
 * goods: the list with its name, code, category, brand and status filters. Adding and editing
 * (pictures, tags, description) use the goods dialog; the engine lists, filters and removes.
 * Its row actions are added by the screen (they open the dialog, which reads these labels).
 */
export const goodsResource = defineResource({
  key: 'goods',
  endpoints: { list: endpoints.goods.list, remove: endpoints.goods.remove },
  authority: 'GOODS',
  fields: {
    id: { width: 70 },
    goodsImg: { render: thumbnail, text: thumbnailText, width: 72 },
    goodsName: { filter: true },
    goodsCode: { filter: true },
    goodsTypeId: { filter: true, filterInput: GoodsTypeInput, column: false },
    goodsTypeName: {},
    brandId: { filter: true, filterInput: BrandSelect, column: false },
    brandName: {},
    status: {
      filter: true,
      options: [GOODS_STATUS_ON_SALE, GOODS_STATUS_OFF_SHELF],
      width: 90,
      render: goodsStatusCell,
      text: goodsStatusCellText,
    },
    goodsDescribe: { column: false },
    remark: { column: false },
    updateDate: {},
  },
  labels: {
    en: {
      title: 'Goods',
      fields: {
        id: 'ID',
        goodsImg: 'Picture',
        goodsName: 'Goods name',
        goodsCode: 'Goods code',
        goodsTypeId: 'Category',
        goodsTypeName: 'Category',
        brandId: 'Brand',
        brandName: 'Brand',
        status: 'Status',
        goodsDescribe: 'Description',
        remark: 'Remark',
        updateDate: 'Updated',
      },
      options: { status: { '32': 'On sale', '0': 'Off shelf' } },
    },
    zh: {
      title: '商品',
      fields: {
        id: 'ID',
        goodsImg: '商品图片',
        goodsName: '商品名称',
        goodsCode: '商品编码',
        goodsTypeId: '商品分类',
        goodsTypeName: '商品分类',
        brandId: '品牌',
        brandName: '品牌',
        status: '状态',
        goodsDescribe: '商品描述',
        remark: '备注',
        updateDate: '更新时间',
      },
      options: { status: { '32': '出售中', '0': '下架' } },
    },
    es: {
      title: 'Artículos',
      fields: {
        id: 'ID',
        goodsImg: 'Imagen',
        goodsName: 'Nombre del artículo',
        goodsCode: 'Código del artículo',
        goodsTypeId: 'Categoría',
        goodsTypeName: 'Categoría',
        brandId: 'Marca',
        brandName: 'Marca',
        status: 'Estado',
        goodsDescribe: 'Descripción',
        remark: 'Observación',
        updateDate: 'Actualizado',
      },
      options: { status: { '32': 'En venta', '0': 'Retirado' } },
    },
  },
});
