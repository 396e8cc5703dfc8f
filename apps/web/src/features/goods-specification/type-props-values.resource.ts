import { endpoints, specificationFieldLabels as labels } from '@retail/contract';
import { defineResource } from '../../resources/define-resource';
import { TypePropsField } from './type-props-inputs';

/** Category property values (/goodsTypePropsValue/index): the choices a property offers. */
export const typePropsValuesResource = defineResource({
  key: 'goods-type-props-value',
  endpoints: endpoints.goodsTypePropsValue,
  authority: 'GOODS_TYPE_PROPS_VALUE',
  fields: {
    id: { form: false, width: 70 },
    propName: { form: false },
    propsId: { input: TypePropsField, column: false },
    value: { filter: true },
    sort: { kind: 'number', defaultValue: 0 },
    createDate: { form: false },
  },
  labels: {
    en: {
      title: 'Category property value',
      fields: {
        id: 'ID',
        propName: labels.propsId.en,
        propsId: labels.propsId.en,
        value: 'Value',
        sort: 'Sort',
        createDate: 'Created',
      },
    },
    zh: {
      title: '分类属性值',
      fields: {
        id: 'ID',
        propName: labels.propsId.zh,
        propsId: labels.propsId.zh,
        value: '属性值',
        sort: '排序',
        createDate: '创建时间',
      },
    },
    es: {
      title: 'Valor de propiedad de categoría',
      fields: {
        id: 'ID',
        propName: labels.propsId.es,
        propsId: labels.propsId.es,
        value: 'Valor',
        sort: 'Orden',
        createDate: 'Creado',
      },
    },
  },
});
