import { z } from 'zod';
import type { Locale } from '../i18n/locale';
import { defineResource } from '../registry/define-resource';
import { choice, colour, image, integer, text } from '../registry/fields';
import { activityActions, activityFields, activityLabels } from './activity';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Promotion decoration (docs/marketing.md): how the storefront marks goods while a promotion
// runs. A border is a frame drawn over the goods' picture with a corner badge (goods cards and
// the goods page); a background is the band behind the goods page's price. Each has its own
// window and life like an activity (draft → scheduled → running → ended, or stopped; the clock
// moves it) and applies to the goods of every running activity of one kind, or to every goods.

/** What a decoration marks: every goods on sale, or the goods of running activities of a kind (PRICING_STEP codes). */
export const DECORATION_TARGET = {
  everyGoods: 0,
  flashSale: 5,
  groupBuy: 6,
  bargain: 7,
  markdown: 20,
  fullReduction: 30,
} as const;
export const DECORATION_TARGETS = [0, 20, 30, 5, 6, 7] as const;
export type DecorationTarget = (typeof DECORATION_TARGETS)[number];

const TARGET_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    '0': 'Every goods on sale',
    '20': 'Goods in a running markdown',
    '30': 'Goods in a running full reduction',
    '5': 'Goods in a running flash sale',
    '6': 'Goods in a running group buy',
    '7': 'Goods in a running bargain',
  },
  zh: {
    '0': '全部在售商品',
    '20': '进行中的限时折扣商品',
    '30': '进行中的满减商品',
    '5': '进行中的秒杀商品',
    '6': '进行中的拼团商品',
    '7': '进行中的砍价商品',
  },
  es: {
    '0': 'Todos los artículos a la venta',
    '20': 'Artículos de una rebaja en curso',
    '30': 'Artículos de un descuento por importe en curso',
    '5': 'Artículos de una venta flash en curso',
    '6': 'Artículos de una compra en grupo en curso',
    '7': 'Artículos de un regateo en curso',
  },
};

/** What the storefront gets with a goods that a running decoration marks. */
export const goodsDecorationSchema = z.object({
  /** A frame drawn over the goods' picture (a picture with a transparent middle). */
  frame: z.string().nullable(),
  /** A corner badge on the picture. */
  badge: z.object({ text: z.string(), colour: z.string() }).nullable(),
  /** The band behind the goods page's price. */
  background: z.object({ image: z.string().nullable(), colour: z.string().nullable() }).nullable(),
});
export type GoodsDecoration = z.infer<typeof goodsDecorationSchema>;

const decorationFields = () => ({
  ...activityFields(),
  target: choice(DECORATION_TARGETS, { defaultValue: 0, filter: true }),
  sort: integer({ min: 0, max: 1_000_000, defaultValue: 0, sortable: true }),
});

const common = {
  en: {
    target: 'Marks',
    sort: 'Priority (lowest first)',
  },
  zh: { target: '适用商品', sort: '优先级（小者优先）' },
  es: { target: 'Marca', sort: 'Prioridad (la menor primero)' },
} as const;

const labelsOf = <Own extends string>(
  titles: Record<Locale, string>,
  own: Record<Locale, Record<Own, string>>,
) => {
  const one = (locale: Locale) => {
    const activity = activityLabels(locale);
    const fields: Record<Own | keyof typeof activity.fields | 'target' | 'sort', string> = {
      ...activity.fields,
      ...common[locale],
      ...own[locale],
    };
    return {
      title: titles[locale],
      fields,
      options: { status: activity.status, target: TARGET_TEXTS[locale] },
      actions: activity.actions,
    };
  };
  return { en: one('en'), zh: one('zh'), es: one('es') };
};

/** A frame over the goods' picture and a corner badge, while it runs. */
export const promotionBorderResource = defineResource({
  key: 'promotionBorder',
  service: 'promotion',
  table: 'promotion_border',
  scope: 'organ',
  noun: 'Promotion borders',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'picture', after: 'promotionFullReduction' },
  fields: {
    ...decorationFields(),
    frame: image(),
    badgeText: text({ max: 12 }),
    badgeColour: colour(),
  },
  defaultSort: ['sort'],
  newestFirst: true,
  actions: activityActions,
  labels: labelsOf(
    { en: 'Promotion borders', zh: '活动边框', es: 'Marcos de promoción' },
    {
      en: { frame: 'Frame picture', badgeText: 'Badge text', badgeColour: 'Badge colour' },
      zh: { frame: '边框图片', badgeText: '角标文字', badgeColour: '角标颜色' },
      es: {
        frame: 'Imagen del marco',
        badgeText: 'Texto de la insignia',
        badgeColour: 'Color de la insignia',
      },
    },
  ),
});

/** The band behind the goods page's price, while it runs. */
export const promotionBackgroundResource = defineResource({
  key: 'promotionBackground',
  service: 'promotion',
  table: 'promotion_background',
  scope: 'organ',
  noun: 'Promotion backgrounds',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'picture', after: 'promotionBorder' },
  fields: {
    ...decorationFields(),
    image: image(),
    colour: colour(),
  },
  defaultSort: ['sort'],
  newestFirst: true,
  actions: activityActions,
  labels: labelsOf(
    { en: 'Promotion backgrounds', zh: '活动背景', es: 'Fondos de promoción' },
    {
      en: { image: 'Background picture', colour: 'Background colour' },
      zh: { image: '背景图片', colour: '背景颜色' },
      es: { image: 'Imagen de fondo', colour: 'Color de fondo' },
    },
  ),
});
