import { z } from 'zod';
import { idSchema } from '../../api/owned';
import type { Locale } from '../../i18n/locale';
import { defineResource } from '../../registry/define-resource';
import { flag, integer, text } from '../../registry/fields';
import { RENOVATION_DIRECTORY } from '../renovation-menu';
import { rgbColour } from './catalogue-fields';

// Storefront themes (issue 16): a tenant's own, at most one of them the default, and the
// platform's base themes, which every tenant reads and copies into its own with "use".

/** The colours of a theme; the defaults are those of console.md §9 and the tab bar's. */
const themeFields = () => ({
  name: text({ max: 50, required: true, filter: true, sortable: true }),
  primaryColor: rgbColour('#409EFF'),
  secondaryColor: rgbColour(),
  textColor: rgbColour('#333333'),
  backgroundColor: rgbColour('#F5F5F5'),
  priceColor: rgbColour('#FF0000'),
  tabBarColor: rgbColour('#A1A1A1'),
  tabBarActiveColor: rgbColour('#FF0000'),
  remark: text({ max: 500, multiline: true, list: false }),
});

const THEME_TEXTS = {
  en: {
    name: 'Theme name',
    primaryColor: 'Primary colour',
    secondaryColor: 'Secondary colour',
    textColor: 'Text colour',
    backgroundColor: 'Background',
    priceColor: 'Price colour',
    tabBarColor: 'Tab bar colour',
    tabBarActiveColor: 'Tab bar colour (selected)',
    remark: 'Remark',
  },
  zh: {
    name: '主题名称',
    primaryColor: '主色',
    secondaryColor: '辅助色',
    textColor: '文字颜色',
    backgroundColor: '背景色',
    priceColor: '价格颜色',
    tabBarColor: '底部导航颜色',
    tabBarActiveColor: '底部导航选中颜色',
    remark: '备注',
  },
  es: {
    name: 'Nombre del tema',
    primaryColor: 'Color principal',
    secondaryColor: 'Color secundario',
    textColor: 'Color del texto',
    backgroundColor: 'Fondo',
    priceColor: 'Color del precio',
    tabBarColor: 'Color de la barra inferior',
    tabBarActiveColor: 'Color de la barra inferior (seleccionado)',
    remark: 'Observación',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A tenant's storefront themes; one may be the default (a partial unique index per tenant). */
export const renovationThemeResource = defineResource({
  key: 'renovationTheme',
  service: 'renovation',
  table: 'renovation_theme',
  scope: 'organ',
  noun: 'Storefront themes',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'star', after: 'renovationPage' },
  fields: { ...themeFields(), isDefault: flag({ defaultValue: false, filter: true }) },
  defaultSort: ['name'],
  messages: { clash: { key: 'renovation.defaultTaken', field: 'isDefault' } },
  labels: {
    en: { title: 'Storefront themes', fields: { ...THEME_TEXTS.en, isDefault: 'Default' } },
    zh: { title: '店铺主题', fields: { ...THEME_TEXTS.zh, isDefault: '默认主题' } },
    es: {
      title: 'Temas de la tienda',
      fields: { ...THEME_TEXTS.es, isDefault: 'Predeterminado' },
    },
  },
});

/**
 * The platform's base themes: rows of the platform organisation, written by platform staff
 * only, read by every tenant (`scope: 'platform'`).
 */
export const renovationThemeBaseResource = defineResource({
  key: 'renovationThemeBase',
  service: 'renovation',
  table: 'renovation_theme_base',
  scope: 'platform',
  noun: 'Base storefront themes of the platform',
  menu: { directory: RENOVATION_DIRECTORY.code, icon: 'star', after: 'renovationTheme' },
  fields: { ...themeFields(), sort: integer({ min: 0, max: 1_000_000, defaultValue: 0 }) },
  defaultSort: ['sort', 'name'],
  actions: {
    use: {
      input: z.object({ id: idSchema }),
      authority: 'USE',
      summary: "Copies a base theme into the caller's own storefront themes (not the default)",
    },
  },
  labels: {
    en: {
      title: 'Base themes',
      fields: { ...THEME_TEXTS.en, sort: 'Sort order' },
      actions: { use: 'Use this theme' },
    },
    zh: {
      title: '基础主题',
      fields: { ...THEME_TEXTS.zh, sort: '排序' },
      actions: { use: '使用此主题' },
    },
    es: {
      title: 'Temas base',
      fields: { ...THEME_TEXTS.es, sort: 'Orden' },
      actions: { use: 'Usar este tema' },
    },
  },
});
