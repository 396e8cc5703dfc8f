import { z } from 'zod';
import { defineResource, transitionInput } from '../registry/define-resource';
import { type FieldSpec, flag, integer, reference, state, text } from '../registry/fields';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { PAGE_TYPES, type PageType } from './page-document.endpoints';
import {
  RENOVATION_DIRECTORY,
  RENOVATION_PAGE_STATE,
  RENOVATION_PAGE_STATES,
} from './renovation-menu';

// Storefront pages (issue 16, docs/renovation.md): a page per tenant (optionally of one store),
// of a type; its document (a draft with a revision, numbered published versions) is reached
// through pageDocumentEndpoints, not through the record's edit.

/** The page's type: one of PAGE_TYPES, a select of texts (filtered by exact text). */
const pageTypeField = (): FieldSpec<z.ZodType<PageType | undefined>, z.ZodType<string>> => ({
  kind: 'select',
  edit: z.enum(PAGE_TYPES, { error: 'invalid' }).optional(),
  record: z.string(),
  column: { type: 'text', nullable: false },
  required: false,
  defaultValue: 'custom',
  options: PAGE_TYPES,
  max: 16,
  filter: 'contains',
});

export const renovationPageResource = defineResource({
  key: 'renovationPage',
  service: 'renovation',
  table: 'renovation_page',
  scope: 'organ',
  noun: 'Storefront pages',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'form' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    pageType: pageTypeField(),
    storeId: reference(STORE_REFERENCE, { named: true, filter: true }),
    isHome: flag({ defaultValue: false, filter: true }),
    status: state(RENOVATION_PAGE_STATES, {
      initial: RENOVATION_PAGE_STATE.draft,
      // Name, type and store may change in every state; the document has its own calls.
      editableIn: RENOVATION_PAGE_STATES,
      filter: true,
    }),
    publishedVersion: integer({ min: 0, max: 1_000_000_000, defaultValue: 0, readOnly: true }),
    publishedAt: text({ max: 19, readOnly: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  actions: {
    offline: {
      input: transitionInput,
      authority: 'PUBLISH',
      summary:
        'Takes a published page off the storefront (publishing it again brings it back); its versions are kept',
      transition: { from: [RENOVATION_PAGE_STATE.published], to: RENOVATION_PAGE_STATE.offline },
    },
  },
  messages: { clash: { key: 'renovation.homeTaken', field: 'isHome' } },
  labels: {
    en: {
      title: 'Storefront pages',
      fields: {
        name: 'Page name',
        pageType: 'Page type',
        storeId: 'Store',
        isHome: 'Home page',
        status: 'Status',
        publishedVersion: 'Published version',
        publishedAt: 'Published at',
        remark: 'Remark',
      },
      options: {
        pageType: {
          home: 'Home',
          goodsDetail: 'Goods detail',
          personal: 'Personal centre',
          custom: 'Custom page',
        },
        status: { '0': 'Draft', '10': 'Published', '20': 'Offline' },
      },
      actions: { offline: 'Take offline' },
    },
    zh: {
      title: '页面装修',
      fields: {
        name: '页面名称',
        pageType: '页面类型',
        storeId: '店铺',
        isHome: '首页',
        status: '状态',
        publishedVersion: '发布版本',
        publishedAt: '发布时间',
        remark: '备注',
      },
      options: {
        pageType: {
          home: '首页',
          goodsDetail: '商品详情',
          personal: '个人中心',
          custom: '自定义页',
        },
        status: { '0': '草稿', '10': '已发布', '20': '已下线' },
      },
      actions: { offline: '下线' },
    },
    es: {
      title: 'Páginas de la tienda',
      fields: {
        name: 'Nombre de la página',
        pageType: 'Tipo de página',
        storeId: 'Tienda',
        isHome: 'Página de inicio',
        status: 'Estado',
        publishedVersion: 'Versión publicada',
        publishedAt: 'Publicada el',
        remark: 'Observación',
      },
      options: {
        pageType: {
          home: 'Inicio',
          goodsDetail: 'Detalle de producto',
          personal: 'Centro personal',
          custom: 'Página personalizada',
        },
        status: { '0': 'Borrador', '10': 'Publicada', '20': 'Fuera de línea' },
      },
      actions: { offline: 'Retirar' },
    },
  },
});
