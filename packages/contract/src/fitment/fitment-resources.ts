import type { Locale } from '../i18n/locale';
import { STORE_REFERENCE } from '../ministore/store-area.resource';
import { defineResource } from '../registry/define-resource';
import { enabled, type FieldSpec, image, reference, text } from '../registry/fields';
import { rgbColour } from '../renovation/catalogue/catalogue-fields';
import { RENOVATION_DIRECTORY } from '../renovation/renovation-menu';

// The storefront's settings per channel (console.md §2 fitment: miniprogram, theme, ios, phone,
// h5): one row per tenant and store (no store: the tenant's own) and channel, each channel a
// table of its own with the fields every channel has and those of its own.

/** What every channel's settings hold. */
const channelFields = () => ({
  storeId: reference(STORE_REFERENCE, { named: true, filter: true }),
  name: text({ max: 100, required: true, filter: true, sortable: true }),
  logo: image(),
  primaryColor: rgbColour('#409EFF'),
  renovationThemeId: reference('renovationTheme', { named: true, filter: true }),
  entryPageId: reference('renovationPage', { named: true, filter: true }),
  enable: enabled({ filter: true }),
  remark: text({ max: 500, multiline: true, list: false }),
});

type ChannelField = keyof ReturnType<typeof channelFields>;

const CHANNEL_TEXTS: Record<Locale, Record<ChannelField, string>> = {
  en: {
    storeId: 'Store',
    name: 'Storefront name',
    logo: 'Logo',
    primaryColor: 'Primary colour',
    renovationThemeId: 'Theme',
    entryPageId: 'Entry page',
    enable: 'Status',
    remark: 'Remark',
  },
  zh: {
    storeId: '店铺',
    name: '店铺名称',
    logo: '店铺标志',
    primaryColor: '主色',
    renovationThemeId: '主题',
    entryPageId: '入口页面',
    enable: '状态',
    remark: '备注',
  },
  es: {
    storeId: 'Tienda',
    name: 'Nombre de la tienda',
    logo: 'Logotipo',
    primaryColor: 'Color principal',
    renovationThemeId: 'Tema',
    entryPageId: 'Página de entrada',
    enable: 'Estado',
    remark: 'Observación',
  },
};

/** One channel's settings, declared from what differs: key, table, icon, titles, own fields. */
export const fitmentResource = <
  const K extends string,
  const E extends Record<string, FieldSpec> = Record<never, FieldSpec>,
>(spec: {
  key: K;
  table: string;
  noun: string;
  icon: string;
  after: string;
  own?: E;
  texts: Record<Locale, { title: string; fields?: Record<keyof E & string, string> }>;
}) =>
  defineResource({
    key: spec.key,
    service: 'renovation',
    table: spec.table,
    scope: 'organ',
    noun: spec.noun,
    menu: { directory: RENOVATION_DIRECTORY.code, icon: spec.icon, after: spec.after },
    fields: { ...channelFields(), ...(spec.own ?? ({} as E)) },
    defaultSort: ['name'],
    messages: { clash: { key: 'renovation.fitmentTaken', field: 'storeId' } },
    labels: Object.fromEntries(
      (Object.keys(spec.texts) as Locale[]).map((locale) => [
        locale,
        {
          title: spec.texts[locale].title,
          fields: { ...CHANNEL_TEXTS[locale], ...spec.texts[locale].fields },
        },
      ]),
    ) as never,
  });
