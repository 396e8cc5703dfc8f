import type { Translations } from '../i18n/locale';

/** Server texts of specifications and category properties (spread into the server catalogue). */
export const specificationServerMessages = {
  'field.unknownReference': {
    zh: '所选{field}不存在或不在您的数据范围内',
    en: 'The chosen {field} does not exist or is outside your data scope',
    es: 'El valor elegido de {field} no existe o está fuera de su ámbito de datos',
  },
  'specificationGroup.hasSpecifications': {
    zh: '该规格分组下还有 {count} 个规格，请先删除这些规格或将其移到其他分组',
    en: 'This specification group still holds {count} specification(s); remove them or move them to another group first',
    es: 'Este grupo aún contiene {count} especificación(es); elimínelas o muévalas a otro grupo primero',
  },
  'specification.codeTaken': {
    zh: '本租户已有编码为“{value}”的规格',
    en: 'A specification with the code "{value}" already exists in this tenant',
    es: 'Ya existe una especificación con el código "{value}" en este inquilino',
  },
  'specification.inUse': {
    zh: '该规格或其规格值仍被商品使用，请先修改这些商品',
    en: 'This specification or one of its values is still used by goods; change those goods first',
    es: 'Esta especificación o uno de sus valores todavía lo usan artículos; modifíquelos primero',
  },
  'specificationItem.valueTaken': {
    zh: '该规格已有规格值“{value}”',
    en: 'This specification already has the value "{value}"',
    es: 'Esta especificación ya tiene el valor "{value}"',
  },
  'goodsTypeProps.nameTaken': {
    zh: '该分类已有名为“{name}”的属性',
    en: 'This category already has a property named "{name}"',
    es: 'Esta categoría ya tiene una propiedad llamada "{name}"',
  },
  'goodsTypeProps.codeTaken': {
    zh: '该分类已有编码为“{code}”的属性',
    en: 'This category already has a property with the code "{code}"',
    es: 'Esta categoría ya tiene una propiedad con el código "{code}"',
  },
  'goodsTypeProps.notOfType': {
    zh: '{field}中有不属于该分类的属性',
    en: '{field} names a property that does not belong to this category',
    es: '{field} incluye una propiedad que no pertenece a esta categoría',
  },
  'goodsTypePropsValue.valueTaken': {
    zh: '该属性已有属性值“{value}”',
    en: 'This property already has the value "{value}"',
    es: 'Esta propiedad ya tiene el valor "{value}"',
  },
} satisfies Record<string, Translations>;

/** Labels of the request fields of specifications and category properties. */
export const specificationFieldLabels = {
  groupId: { zh: '规格分组', en: 'Specification group', es: 'Grupo de especificaciones' },
  displayArea: { zh: '展示区域', en: 'Display area', es: 'Zona de visualización' },
  parameterName: { zh: '规格名称', en: 'Specification name', es: 'Nombre de la especificación' },
  parameterCode: { zh: '规格编码', en: 'Specification code', es: 'Código de la especificación' },
  isMust: { zh: '是否必填', en: 'Required', es: 'Obligatorio' },
  isMutilSelect: { zh: '是否多选', en: 'Multiple choice', es: 'Selección múltiple' },
  isNav: { zh: '是否导航', en: 'Navigation', es: 'Navegación' },
  includeGeneral: { zh: '包含通用规格', en: 'Include general', es: 'Incluir generales' },
  specificationId: { zh: '规格', en: 'Specification', es: 'Especificación' },
  specificationIds: { zh: '规格', en: 'Specifications', es: 'Especificaciones' },
  itemValue: { zh: '规格值', en: 'Specification value', es: 'Valor de la especificación' },
  itemCode: { zh: '规格值编码', en: 'Value code', es: 'Código del valor' },
  propName: { zh: '属性名称', en: 'Property name', es: 'Nombre de la propiedad' },
  propCode: { zh: '属性编码', en: 'Property code', es: 'Código de la propiedad' },
  inputType: { zh: '输入方式', en: 'Input type', es: 'Tipo de entrada' },
  propsId: { zh: '分类属性', en: 'Category property', es: 'Propiedad de la categoría' },
  props: { zh: '分类属性', en: 'Category properties', es: 'Propiedades de la categoría' },
  values: { zh: '属性值', en: 'Property values', es: 'Valores de la propiedad' },
} satisfies Record<string, Translations>;
