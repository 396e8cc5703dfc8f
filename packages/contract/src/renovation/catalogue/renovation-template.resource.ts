import { z } from 'zod';
import { idSchema } from '../../api/owned';
import { textOf } from '../../api/text';
import type { Locale } from '../../i18n/locale';
import { defineResource } from '../../registry/define-resource';
import { choice, image, integer, reference, text } from '../../registry/fields';
import { MAX_PAGE_DOCUMENT_BYTES, PAGE_TYPES } from '../page-document.endpoints';
import { RENOVATION_DIRECTORY } from '../renovation-menu';
import { textChoice, widgetJson } from './catalogue-fields';

// Page templates (issue 16): a tenant's own and the platform's public ones, each holding a
// widgets page document (checked with the widgets' pageSchema on the server); "create page"
// makes a storefront page whose draft is the template's document, and the instances list the
// pages made from templates.

const templateFields = () => ({
  name: text({ max: 100, required: true, filter: true, sortable: true }),
  pageType: textChoice(PAGE_TYPES, { defaultValue: 'custom', filter: true }),
  cover: image(),
  document: widgetJson({ max: MAX_PAGE_DOCUMENT_BYTES, required: true }),
  remark: text({ max: 500, multiline: true, list: false }),
});

const createPage = {
  input: z.object({ id: idSchema, name: textOf(100).nullable().optional() }),
  authority: 'USE',
  summary:
    "Creates a storefront page (a draft, of the template's type) whose draft document is the template's; the new page is listed among the template instances",
};

const PAGE_TYPE_TEXTS: Record<Locale, Record<(typeof PAGE_TYPES)[number], string>> = {
  en: { home: 'Home', goodsDetail: 'Goods detail', personal: 'Personal centre', custom: 'Custom' },
  zh: { home: '首页', goodsDetail: '商品详情', personal: '个人中心', custom: '自定义页' },
  es: {
    home: 'Inicio',
    goodsDetail: 'Detalle de producto',
    personal: 'Centro personal',
    custom: 'Personalizada',
  },
};

const TEMPLATE_TEXTS = {
  en: {
    name: 'Template name',
    pageType: 'Page type',
    cover: 'Cover',
    document: 'Page document',
    remark: 'Remark',
  },
  zh: {
    name: '模板名称',
    pageType: '页面类型',
    cover: '封面',
    document: '页面内容',
    remark: '备注',
  },
  es: {
    name: 'Nombre de la plantilla',
    pageType: 'Tipo de página',
    cover: 'Portada',
    document: 'Documento de la página',
    remark: 'Observación',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const CREATE_PAGE_TEXTS: Record<Locale, string> = {
  en: 'Create page',
  zh: '用此模板建页面',
  es: 'Crear página',
};

/** The labels of a template resource in each language. */
const templateLabels = <const S extends Record<string, string>>(
  titles: Record<Locale, string>,
  extra: Record<Locale, S>,
) =>
  Object.fromEntries(
    (['en', 'zh', 'es'] as const).map((locale) => [
      locale,
      {
        title: titles[locale],
        fields: { ...TEMPLATE_TEXTS[locale], ...extra[locale] },
        options: { pageType: PAGE_TYPE_TEXTS[locale] },
        actions: { createPage: CREATE_PAGE_TEXTS[locale] },
      },
    ]),
  ) as Record<
    Locale,
    {
      title: string;
      fields: (typeof TEMPLATE_TEXTS)[Locale] & S;
      options: { pageType: Record<string, string> };
      actions: { createPage: string };
    }
  >;

/** A tenant's own page templates. */
export const renovationTemplateResource = defineResource({
  key: 'renovationTemplate',
  service: 'renovation',
  table: 'renovation_template',
  scope: 'organ',
  noun: 'Page templates',
  menu: {
    directory: RENOVATION_DIRECTORY.code,
    icon: 'documentation',
    after: 'renovationThemeBase',
  },
  fields: templateFields(),
  defaultSort: ['name'],
  actions: { createPage },
  labels: templateLabels(
    { en: 'Page templates', zh: '页面模板', es: 'Plantillas de página' },
    { en: {}, zh: {}, es: {} },
  ),
});

/**
 * The platform's public templates: rows of the platform organisation, written by platform staff
 * only, read by every tenant (`scope: 'platform'`).
 */
export const renovationTemplatePublicResource = defineResource({
  key: 'renovationTemplatePublic',
  service: 'renovation',
  table: 'renovation_template_public',
  scope: 'platform',
  noun: 'Public page templates of the platform',
  menu: {
    directory: RENOVATION_DIRECTORY.code,
    icon: 'documentation',
    after: 'renovationTemplate',
  },
  fields: { ...templateFields(), sort: integer({ min: 0, max: 1_000_000, defaultValue: 0 }) },
  defaultSort: ['sort', 'name'],
  actions: { createPage },
  labels: templateLabels(
    { en: 'Public templates', zh: '公共模板', es: 'Plantillas públicas' },
    { en: { sort: 'Sort order' }, zh: { sort: '排序' }, es: { sort: 'Orden' } },
  ),
});

/** Where an instance's template is: the tenant's own (1) or the platform's public ones (2). */
export const TEMPLATE_SOURCES = [1, 2] as const;

/** The pages made from templates ("create page"), written by that action only. */
export const renovationTemplateInstanceResource = defineResource({
  key: 'renovationTemplateInstance',
  service: 'renovation',
  table: 'renovation_template_instance',
  scope: 'organ',
  writable: false,
  newestFirst: true,
  noun: 'Pages made from templates',
  menu: {
    directory: RENOVATION_DIRECTORY.code,
    icon: 'list',
    after: 'renovationTemplatePublic',
  },
  fields: {
    pageId: reference('renovationPage', { required: true, named: true, filter: true }),
    source: choice(TEMPLATE_SOURCES, { defaultValue: 1, filter: true }),
    templateId: integer({ min: 0, max: 2_147_483_647, defaultValue: 0 }),
    templateName: text({ max: 100, filter: true }),
  },
  defaultSort: [],
  display: 'templateName',
  exportable: false,
  labels: {
    en: {
      title: 'Template instances',
      fields: {
        pageId: 'Page',
        source: 'Source',
        templateId: 'Template ID',
        templateName: 'Template',
      },
      options: { source: { '1': 'Own template', '2': 'Public template' } },
    },
    zh: {
      title: '模板实例',
      fields: { pageId: '页面', source: '来源', templateId: '模板 ID', templateName: '模板' },
      options: { source: { '1': '自有模板', '2': '公共模板' } },
    },
    es: {
      title: 'Instancias de plantillas',
      fields: {
        pageId: 'Página',
        source: 'Origen',
        templateId: 'ID de plantilla',
        templateName: 'Plantilla',
      },
      options: { source: { '1': 'Plantilla propia', '2': 'Plantilla pública' } },
    },
  },
});
