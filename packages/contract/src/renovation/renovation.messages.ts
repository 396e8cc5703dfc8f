import type { Translations } from '../i18n/locale';

/**
 * The storefront pages' refusals (docs/renovation.md) and the texts of a page document's
 * problems (`{where}` is the widget — its number, type and id — or the page settings).
 */
export const renovationServerMessages = {
  'renovation.homeTaken': {
    zh: '该店铺（或未指定店铺的租户）已有首页，请先取消原首页',
    en: 'Another page is already the home page of this store (or of the tenant without a store)',
    es: 'Otra página ya es la página de inicio de esta tienda (o del inquilino sin tienda)',
  },
  'renovation.draftConflict': {
    zh: '{savedBy}已于{savedAt}保存了该页面（版本号 {revision}），请重新加载后再保存',
    en: '{savedBy} saved this page at {savedAt} (revision {revision}); reload it before saving again',
    es: '{savedBy} guardó esta página el {savedAt} (revisión {revision}); recárguela antes de volver a guardar',
  },
  'renovation.documentInvalid': {
    zh: '页面无法保存：{problems}',
    en: 'The page cannot be saved: {problems}',
    es: 'La página no se puede guardar: {problems}',
  },
  'renovation.publishRefused': {
    zh: '页面无法发布，共 {count} 个问题：{problems}',
    en: 'The page cannot be published, {count} problem(s): {problems}',
    es: 'La página no se puede publicar, {count} problema(s): {problems}',
  },
  'renovation.where.component': {
    zh: '第 {number} 个组件（{type}，{id}）',
    en: 'Widget {number} ({type}, {id})',
    es: 'Widget {number} ({type}, {id})',
  },
  'renovation.where.page': { zh: '页面设置', en: 'Page settings', es: 'Ajustes de la página' },
  'renovation.where.document': { zh: '页面', en: 'The page', es: 'La página' },
  'renovation.problem.invalid': {
    zh: '{where}：字段 {path} 无效',
    en: '{where}: field {path} is invalid',
    es: '{where}: el campo {path} no es válido',
  },
  'renovation.problem.tooLong': {
    zh: '{where}：字段 {path} 超出上限 {max}',
    en: '{where}: field {path} is above its limit of {max}',
    es: '{where}: el campo {path} supera su límite de {max}',
  },
  'renovation.problem.required': {
    zh: '{where}：字段 {path} 不能为空',
    en: '{where}: field {path} is required',
    es: '{where}: el campo {path} es obligatorio',
  },
  'renovation.problem.unknownWidget': {
    zh: '{where}：未知的组件类型“{type}”',
    en: '{where}: unknown widget type "{type}"',
    es: '{where}: tipo de widget desconocido "{type}"',
  },
  'renovation.problem.tooMany': {
    zh: '页面有 {count} 个组件，最多 {max} 个',
    en: 'The page has {count} widgets; at most {max} are allowed',
    es: 'La página tiene {count} widgets; se permiten como máximo {max}',
  },
  'renovation.problem.tooLarge': {
    zh: '页面文档有 {size} 字节，最多 {max} 字节（1 MB）',
    en: 'The page document is {size} bytes; at most {max} bytes (1 MB) are allowed',
    es: 'El documento de la página tiene {size} bytes; se permiten como máximo {max} bytes (1 MB)',
  },
  'renovation.problem.deadLink': {
    zh: '{where}：字段 {path} 的链接“{target}”不存在',
    en: '{where}: field {path} links to "{target}", which does not exist',
    es: '{where}: el campo {path} enlaza a "{target}", que no existe',
  },
  'renovation.problem.goodsMissing': {
    zh: '{where}：字段 {path} 的商品 {goodsId} 不存在或已删除',
    en: '{where}: field {path}: goods {goodsId} does not exist or was deleted',
    es: '{where}: campo {path}: el producto {goodsId} no existe o se eliminó',
  },
  'renovation.problem.goodsOffShelf': {
    zh: '{where}：字段 {path} 的商品“{name}”已下架',
    en: '{where}: field {path}: goods "{name}" is off the shelf',
    es: '{where}: campo {path}: el producto "{name}" está retirado de la venta',
  },
  'renovation.problem.formMissing': {
    zh: '{where}：字段 {path} 的表单 {formId} 不是本租户表单设计中的表单',
    en: '{where}: field {path}: form {formId} is not a form of your form builder',
    es: '{where}: campo {path}: el formulario {formId} no es un formulario de su diseñador',
  },
  'renovation.problem.imageMissing': {
    zh: '{where}：字段 {path} 的图片已不在文件库中',
    en: '{where}: field {path}: the picture is no longer in the file bank',
    es: '{where}: campo {path}: la imagen ya no está en el banco de archivos',
  },
} satisfies Record<string, Translations>;
