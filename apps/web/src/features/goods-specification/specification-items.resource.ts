import { endpoints, specificationFieldLabels as labels } from '@retail/contract';
import { SpecificationField } from '../../components/specification-chooser';
import { defineResource } from '../../resources/define-resource';

/** Specification items (/goodsSpecificationItem/index): the values of a specification (红色, 黑色). */
export const specificationItemsResource = defineResource({
  key: 'goods-specification-item',
  endpoints: endpoints.goodsSpecificationItem,
  authority: 'GOODS_SPECIFICATION_ITEM',
  fields: {
    id: { form: false, width: 70 },
    specificationName: { form: false },
    specificationId: { input: SpecificationField, column: false },
    itemValue: { filter: true },
    itemCode: {},
    sort: { kind: 'number', defaultValue: 0 },
    remark: { kind: 'textarea', column: false },
    createDate: { form: false },
  },
  labels: {
    en: {
      title: 'Specification value',
      fields: {
        id: 'ID',
        specificationName: labels.specificationId.en,
        specificationId: labels.specificationId.en,
        itemValue: labels.itemValue.en,
        itemCode: labels.itemCode.en,
        sort: 'Sort',
        remark: 'Remark',
        createDate: 'Created',
      },
    },
    zh: {
      title: '规格值',
      fields: {
        id: 'ID',
        specificationName: labels.specificationId.zh,
        specificationId: labels.specificationId.zh,
        itemValue: labels.itemValue.zh,
        itemCode: labels.itemCode.zh,
        sort: '排序',
        remark: '备注',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Valor de especificación',
      fields: {
        id: 'ID',
        specificationName: labels.specificationId.es,
        specificationId: labels.specificationId.es,
        itemValue: labels.itemValue.es,
        itemCode: labels.itemCode.es,
        sort: 'Orden',
        remark: 'Observación',
        createDate: 'Creado',
      },
    },
  },
});
