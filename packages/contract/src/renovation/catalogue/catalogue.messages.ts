import type { Translations } from '../../i18n/locale';

/** The refusals of the storefront's supporting screens (themes, templates, widgets, fitment). */
export const renovationCatalogueServerMessages = {
  'renovation.defaultTaken': {
    zh: '已有默认{field}，请先取消原来的默认项',
    en: 'Another record is already the default ({field}); clear that one first',
    es: 'Otro registro ya es el predeterminado ({field}); desmárquelo primero',
  },
  'renovation.fitmentTaken': {
    zh: '该{field}（或未指定店铺的租户）在此渠道已有设置',
    en: 'This {field} (or the tenant without a store) already has settings for this channel',
    es: 'Esta {field} (o el inquilino sin tienda) ya tiene ajustes para este canal',
  },
  'renovation.widgetTaken': {
    zh: '该组织已有{field}为“{value}”的组件',
    en: 'This organisation already has a row for {field} "{value}"',
    es: 'Esta organización ya tiene una fila para {field} "{value}"',
  },
  'renovation.badJson': {
    zh: '{field}不是有效的 JSON',
    en: '{field} is not valid JSON',
    es: '{field} no es un JSON válido',
  },
  'renovation.badWidgetProps': {
    zh: '{field}：组件“{type}”的字段 {path} 无效',
    en: '{field}: field {path} of widget "{type}" is invalid',
    es: '{field}: el campo {path} del widget "{type}" no es válido',
  },
  'renovation.unknownWidget': {
    zh: '{field}：第 {number} 个组件的类型“{type}”不存在',
    en: '{field}: widget {number} has an unknown type "{type}"',
    es: '{field}: el widget {number} tiene un tipo desconocido "{type}"',
  },
  'renovation.badDocumentWidget': {
    zh: '{field}：第 {number} 个组件（{type}，{id}）的字段 {path} 无效',
    en: '{field}: field {path} of widget {number} ({type}, {id}) is invalid',
    es: '{field}: el campo {path} del widget {number} ({type}, {id}) no es válido',
  },
  'renovation.badDocument': {
    zh: '{field}：页面的 {path} 无效',
    en: '{field}: {path} of the page is invalid',
    es: '{field}: {path} de la página no es válido',
  },
} satisfies Record<string, Translations>;
