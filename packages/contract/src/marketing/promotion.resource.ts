import { defineResource } from '../registry/define-resource';
import { choice, flag, integer, money, reference } from '../registry/fields';
import { activityActions, activityFields, activityLabels } from './activity';
import { GOODS_REFERENCE } from './coupon.resource';
import {
  CONDITION_TYPES,
  DISCOUNT_TYPE_TEXTS,
  DISCOUNT_TYPES,
  PRODUCT_SCOPE_TEXTS,
  PRODUCT_SCOPES,
} from './marketing-codes';
import { MARKETING_DIRECTORY } from './marketing-menu';

// Timed promotions (docs/marketing.md): markdowns lower the price of listed goods for a while;
// full reductions take an amount off when the goods in their scope reach a tier. Both are
// drafts until scheduled, then the clock runs them; a goods may not sit in two of the same kind
// at once.

const SKU_REFERENCE = { group: 'goodsSku', table: 'goods_sku', display: 'specText' };

const en = activityLabels('en');
const zh = activityLabels('zh');
const es = activityLabels('es');

export const promotionMarkdownResource = defineResource({
  key: 'promotionMarkdown',
  service: 'promotion',
  table: 'promotion_markdown',
  scope: 'organ',
  noun: 'Markdowns',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'money' },
  fields: activityFields(),
  defaultSort: [],
  newestFirst: true,
  actions: activityActions,
  labels: {
    en: {
      title: 'Markdowns',
      fields: en.fields,
      options: { status: en.status },
      actions: en.actions,
    },
    zh: {
      title: '限时折扣',
      fields: zh.fields,
      options: { status: zh.status },
      actions: zh.actions,
    },
    es: {
      title: 'Rebajas',
      fields: es.fields,
      options: { status: es.status },
      actions: es.actions,
    },
  },
});

const markdownItemLabels = {
  en: {
    markdownId: 'Markdown',
    goodsId: 'Goods',
    skuId: 'SKU (empty: every unit)',
    discountType: 'Discount type',
    discountPercent: 'Percent off (%)',
    discountPrice: 'Amount off',
  },
  zh: {
    markdownId: '限时折扣',
    goodsId: '商品',
    skuId: '规格（空：全部规格）',
    discountType: '优惠类型',
    discountPercent: '折扣比例（%）',
    discountPrice: '立减金额',
  },
  es: {
    markdownId: 'Rebaja',
    goodsId: 'Artículo',
    skuId: 'Variante (vacío: todas)',
    discountType: 'Tipo de descuento',
    discountPercent: 'Porcentaje de descuento (%)',
    discountPrice: 'Importe de descuento',
  },
};

/** A goods (or one of its units) a markdown lowers, and by how much. */
export const promotionMarkdownItemResource = defineResource({
  key: 'promotionMarkdownItem',
  service: 'promotion',
  table: 'promotion_markdown_item',
  scope: 'parent',
  parent: { resource: 'promotionMarkdown', field: 'markdownId' },
  noun: 'Markdown goods',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'list',
    after: 'promotionMarkdown',
    hidden: true,
  },
  fields: {
    markdownId: reference('promotionMarkdown', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { required: true, named: true, filter: true }),
    skuId: reference(SKU_REFERENCE, { filter: true }),
    discountType: choice(DISCOUNT_TYPES, { defaultValue: 2 }),
    discountPercent: integer({ min: 1, max: 99, defaultValue: 10 }),
    discountPrice: money({ defaultValue: 0 }),
  },
  defaultSort: [],
  display: 'goodsId',
  exportable: false,
  labels: {
    en: {
      title: 'Markdown goods',
      fields: markdownItemLabels.en,
      options: { discountType: DISCOUNT_TYPE_TEXTS.en },
    },
    zh: {
      title: '折扣商品',
      fields: markdownItemLabels.zh,
      options: { discountType: DISCOUNT_TYPE_TEXTS.zh },
    },
    es: {
      title: 'Artículos rebajados',
      fields: markdownItemLabels.es,
      options: { discountType: DISCOUNT_TYPE_TEXTS.es },
    },
  },
});

const conditionTexts = {
  en: { '10': 'Spend at least', '20': 'Buy at least (items)' },
  zh: { '10': '满 N 元', '20': '满 N 件' },
  es: { '10': 'Gasto mínimo', '20': 'Artículos mínimos' },
};

export const promotionFullReductionResource = defineResource({
  key: 'promotionFullReduction',
  service: 'promotion',
  table: 'promotion_full_reduction',
  scope: 'organ',
  noun: 'Full reductions',
  menu: { directory: MARKETING_DIRECTORY.code, icon: 'money', after: 'promotionMarkdown' },
  fields: {
    ...activityFields(),
    conditionType: choice(CONDITION_TYPES, { defaultValue: 10 }),
    productScope: choice(PRODUCT_SCOPES, { defaultValue: 1 }),
  },
  defaultSort: [],
  newestFirst: true,
  actions: activityActions,
  labels: {
    en: {
      title: 'Full reductions',
      fields: { ...en.fields, conditionType: 'Condition', productScope: 'Goods covered' },
      options: {
        status: en.status,
        conditionType: conditionTexts.en,
        productScope: PRODUCT_SCOPE_TEXTS.en,
      },
      actions: en.actions,
    },
    zh: {
      title: '满减送',
      fields: { ...zh.fields, conditionType: '条件类型', productScope: '适用商品' },
      options: {
        status: zh.status,
        conditionType: conditionTexts.zh,
        productScope: PRODUCT_SCOPE_TEXTS.zh,
      },
      actions: zh.actions,
    },
    es: {
      title: 'Descuentos por importe',
      fields: { ...es.fields, conditionType: 'Condición', productScope: 'Artículos cubiertos' },
      options: {
        status: es.status,
        conditionType: conditionTexts.es,
        productScope: PRODUCT_SCOPE_TEXTS.es,
      },
      actions: es.actions,
    },
  },
});

/** A tier of a full reduction: reach it, get the amount off (and delivery free). */
export const promotionFullReductionRuleResource = defineResource({
  key: 'promotionFullReductionRule',
  service: 'promotion',
  table: 'promotion_full_reduction_rule',
  scope: 'parent',
  parent: { resource: 'promotionFullReduction', field: 'reductionId' },
  noun: 'Full reduction tiers',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'list',
    after: 'promotionFullReduction',
    hidden: true,
  },
  fields: {
    reductionId: reference('promotionFullReduction', { required: true, named: true, filter: true }),
    limitPrice: money({ defaultValue: 0 }),
    limitCount: integer({ min: 0, max: 10_000, defaultValue: 0 }),
    discountPrice: money({ defaultValue: 0 }),
    freeDelivery: flag({ defaultValue: false }),
  },
  defaultSort: ['limitPrice', 'limitCount'],
  display: 'limitPrice',
  exportable: false,
  labels: {
    en: {
      title: 'Tiers',
      fields: {
        reductionId: 'Full reduction',
        limitPrice: 'Spend at least',
        limitCount: 'Items at least',
        discountPrice: 'Amount off',
        freeDelivery: 'Free delivery',
      },
    },
    zh: {
      title: '优惠梯度',
      fields: {
        reductionId: '满减活动',
        limitPrice: '满金额',
        limitCount: '满件数',
        discountPrice: '减金额',
        freeDelivery: '包邮',
      },
    },
    es: {
      title: 'Tramos',
      fields: {
        reductionId: 'Descuento por importe',
        limitPrice: 'Gasto mínimo',
        limitCount: 'Artículos mínimos',
        discountPrice: 'Importe de descuento',
        freeDelivery: 'Envío gratis',
      },
    },
  },
});

/** The goods or categories a full reduction covers (when its scope lists them). */
export const promoScopeResource = defineResource({
  key: 'promoScope',
  service: 'promotion',
  table: 'promotion_scope',
  scope: 'parent',
  parent: { resource: 'promotionFullReduction', field: 'reductionId' },
  noun: 'Promotion scopes',
  menu: {
    directory: MARKETING_DIRECTORY.code,
    icon: 'list',
    after: 'promotionFullReductionRule',
    hidden: true,
  },
  fields: {
    reductionId: reference('promotionFullReduction', { required: true, named: true, filter: true }),
    goodsId: reference(GOODS_REFERENCE, { named: true, filter: true }),
    goodsTypeId: reference('goodsType', { named: true, filter: true }),
  },
  defaultSort: [],
  display: 'reductionId',
  exportable: false,
  labels: {
    en: {
      title: 'Goods covered',
      fields: { reductionId: 'Full reduction', goodsId: 'Goods', goodsTypeId: 'Category' },
    },
    zh: {
      title: '活动范围',
      fields: { reductionId: '满减活动', goodsId: '商品', goodsTypeId: '品类' },
    },
    es: {
      title: 'Artículos cubiertos',
      fields: {
        reductionId: 'Descuento por importe',
        goodsId: 'Artículo',
        goodsTypeId: 'Categoría',
      },
    },
  },
});
