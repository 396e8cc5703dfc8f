import { z } from 'zod';
import { idSchema } from '../../api/owned';
import { defineResource } from '../../registry/define-resource';
import { enabled, flag, integer, text } from '../../registry/fields';
import { RENOVATION_DIRECTORY } from '../renovation-menu';
import { textChoice, widgetJson } from './catalogue-fields';
import {
  LAYOUT_LAYERS,
  WIDGET_GROUPS,
  WIDGET_TYPE_KEYS,
  widgetGroupNamesIn,
  widgetNamesIn,
} from './widget-catalogue';

// What the builder's palette offers (issue 16): the widget catalogue per tenant (a widget
// switched off leaves the palette; a type without a row is on), saved widget presets, and the
// page-level layers pages share (top nav, tab bar, floating menu, ad pop-up).

/** A widget's props as JSON: at most this many characters. */
export const MAX_WIDGET_PROPS_CHARS = 100_000;

/** The widget catalogue: one row per widget type and organisation, its group set by the server. */
export const renovationModuleResource = defineResource({
  key: 'renovationModule',
  service: 'renovation',
  table: 'renovation_module',
  scope: 'organ',
  noun: 'Widget catalogue',
  menu: {
    directory: RENOVATION_DIRECTORY.code,
    icon: 'component',
    after: 'renovationTemplateInstance',
  },
  fields: {
    // One row per type and organisation (a unique index; a clash names the type).
    widgetType: textChoice(WIDGET_TYPE_KEYS, { defaultValue: 'single-image', filter: true }),
    widgetGroup: textChoice(WIDGET_GROUPS, { defaultValue: 'basic', filter: true, readOnly: true }),
    enable: enabled({ filter: true }),
    sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
  },
  defaultSort: ['sort', 'widgetType'],
  display: 'widgetType',
  messages: { clash: { key: 'renovation.widgetTaken', field: 'widgetType' } },
  actions: {
    sync: {
      input: z.object({ id: idSchema }),
      authority: 'EDIT',
      summary:
        "Adds a row (switched on) for every widget of the library the row's organisation has no row for yet",
    },
  },
  labels: {
    en: {
      title: 'Widget catalogue',
      fields: {
        widgetType: 'Widget type',
        widgetGroup: 'Group',
        enable: 'In the palette',
        sort: 'Sort order',
      },
      options: { widgetType: widgetNamesIn('en'), widgetGroup: widgetGroupNamesIn('en') },
      actions: { sync: 'Sync from library' },
    },
    zh: {
      title: '组件管理',
      fields: { widgetType: '组件类型', widgetGroup: '分组', enable: '组件面板显示', sort: '排序' },
      options: { widgetType: widgetNamesIn('zh'), widgetGroup: widgetGroupNamesIn('zh') },
      actions: { sync: '从组件库同步' },
    },
    es: {
      title: 'Catálogo de widgets',
      fields: {
        widgetType: 'Tipo de widget',
        widgetGroup: 'Grupo',
        enable: 'En la paleta',
        sort: 'Orden',
      },
      options: { widgetType: widgetNamesIn('es'), widgetGroup: widgetGroupNamesIn('es') },
      actions: { sync: 'Sincronizar con la biblioteca' },
    },
  },
});

/** Saved widget presets the palette offers: a widget type and props its schema accepts. */
export const renovationModuleExtResource = defineResource({
  key: 'renovationModuleExt',
  service: 'renovation',
  table: 'renovation_module_ext',
  scope: 'organ',
  noun: 'Widget presets',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'tag', after: 'renovationModule' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    widgetType: textChoice(WIDGET_TYPE_KEYS, { defaultValue: 'single-image', filter: true }),
    props: widgetJson({ max: MAX_WIDGET_PROPS_CHARS, required: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  labels: {
    en: {
      title: 'Widget presets',
      options: { widgetType: widgetNamesIn('en') },
      fields: {
        name: 'Preset name',
        widgetType: 'Widget type',
        props: 'Props (JSON)',
        remark: 'Remark',
      },
    },
    zh: {
      title: '组件预设',
      options: { widgetType: widgetNamesIn('zh') },
      fields: {
        name: '预设名称',
        widgetType: '组件类型',
        props: '组件属性（JSON）',
        remark: '备注',
      },
    },
    es: {
      title: 'Ajustes de widget guardados',
      options: { widgetType: widgetNamesIn('es') },
      fields: {
        name: 'Nombre del ajuste',
        widgetType: 'Tipo de widget',
        props: 'Propiedades (JSON)',
        remark: 'Observación',
      },
    },
  },
});

const layer = () => widgetJson({ max: MAX_WIDGET_PROPS_CHARS });

/** Page-level layers shared by pages; each layer's props are its widget's (LAYOUT_LAYERS). */
export const renovationLayoutResource = defineResource({
  key: 'renovationLayout',
  service: 'renovation',
  table: 'renovation_layout',
  scope: 'organ',
  noun: 'Page layouts',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'table', after: 'renovationModuleExt' },
  fields: {
    name: text({ max: 100, required: true, filter: true, sortable: true }),
    ...(Object.fromEntries(Object.keys(LAYOUT_LAYERS).map((name) => [name, layer()])) as Record<
      keyof typeof LAYOUT_LAYERS,
      ReturnType<typeof layer>
    >),
    isDefault: flag({ defaultValue: false, filter: true }),
    remark: text({ max: 500, multiline: true, list: false }),
  },
  defaultSort: ['name'],
  messages: { clash: { key: 'renovation.defaultTaken', field: 'isDefault' } },
  labels: {
    en: {
      title: 'Page layouts',
      fields: {
        name: 'Layout name',
        topNavBar: 'Top navigation (JSON)',
        bottomTabBar: 'Bottom tab bar (JSON)',
        floatingMenu: 'Floating menu (JSON)',
        adPopup: 'Ad pop-up (JSON)',
        isDefault: 'Default',
        remark: 'Remark',
      },
    },
    zh: {
      title: '页面布局',
      fields: {
        name: '布局名称',
        topNavBar: '顶部导航（JSON）',
        bottomTabBar: '底部导航（JSON）',
        floatingMenu: '悬浮菜单（JSON）',
        adPopup: '广告弹窗（JSON）',
        isDefault: '默认布局',
        remark: '备注',
      },
    },
    es: {
      title: 'Diseños de página',
      fields: {
        name: 'Nombre del diseño',
        topNavBar: 'Navegación superior (JSON)',
        bottomTabBar: 'Barra inferior (JSON)',
        floatingMenu: 'Menú flotante (JSON)',
        adPopup: 'Ventana publicitaria (JSON)',
        isDefault: 'Predeterminado',
        remark: 'Observación',
      },
    },
  },
});
