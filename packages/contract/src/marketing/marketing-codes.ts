import type { Locale } from '../i18n/locale';

// The codes of marketing (domains.md §4): activities, coupons and rules, with gaps so that
// others fit later.

/**
 * An activity's life (markdowns, full reductions, coupon templates): a draft is edited; scheduled,
 * it waits for its start; the server's clock makes it running at its start and ended at its end;
 * staff may stop it before. Only a draft can be edited or removed.
 */
export const ACTIVITY_STATUS = {
  draft: 0,
  scheduled: 10,
  running: 20,
  ended: 30,
  stopped: 40,
} as const;
export const ACTIVITY_STATUSES = [0, 10, 20, 30, 40] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_STATUS_TEXTS: Record<Locale, Record<string, string>> = {
  en: { '0': 'Draft', '10': 'Scheduled', '20': 'Running', '30': 'Ended', '40': 'Stopped' },
  zh: { '0': '草稿', '10': '未开始', '20': '进行中', '30': '已结束', '40': '已停止' },
  es: {
    '0': 'Borrador',
    '10': 'Programada',
    '20': 'En curso',
    '30': 'Terminada',
    '40': 'Detenida',
  },
};

/** How a discount is given: an amount off, or a percentage off (capped for coupons). */
export const DISCOUNT_TYPE = { amount: 1, percent: 2 } as const;
export const DISCOUNT_TYPES = [1, 2] as const;
export const DISCOUNT_TYPE_TEXTS: Record<Locale, Record<string, string>> = {
  en: { '1': 'Amount off', '2': 'Percent off' },
  zh: { '1': '立减金额', '2': '折扣比例' },
  es: { '1': 'Importe de descuento', '2': 'Porcentaje de descuento' },
};

/** What goods an activity or coupon covers: all, the goods listed, the categories listed. */
export const PRODUCT_SCOPE = { all: 1, goods: 2, category: 3 } as const;
export const PRODUCT_SCOPES = [1, 2, 3] as const;
export const PRODUCT_SCOPE_TEXTS: Record<Locale, Record<string, string>> = {
  en: { '1': 'All goods', '2': 'Listed goods', '3': 'Listed categories' },
  zh: { '1': '全部商品', '2': '指定商品', '3': '指定品类' },
  es: { '1': 'Todos los artículos', '2': 'Artículos listados', '3': 'Categorías listadas' },
};

/** How a coupon reaches a customer: claimed in the storefront, issued by staff, on sign-up. */
export const TAKE_TYPE = { claim: 1, issue: 2, newMember: 3 } as const;
export const TAKE_TYPES = [1, 2, 3] as const;

/** A coupon's validity: fixed dates, or N days from its claim. */
export const VALIDITY_TYPE = { fixed: 1, term: 2 } as const;
export const VALIDITY_TYPES = [1, 2] as const;

/** A customer's coupon: unused → used (an order) → unused again (the order cancelled); expired; recalled. */
export const COUPON_STATUS = { unused: 1, used: 2, expired: 3, recalled: 4 } as const;
export const COUPON_STATUSES = [1, 2, 3, 4] as const;

/** A usage record: the coupon was used by an order, or given back when the order was cancelled. */
export const COUPON_USAGE = { used: 1, returned: 2 } as const;
export const COUPON_USAGES = [1, 2] as const;

/** What a full reduction's tiers count: the amount of the goods in scope, or their items. */
export const CONDITION_TYPE = { amount: 10, count: 20 } as const;
export const CONDITION_TYPES = [10, 20] as const;

/** A rule's life: a draft is edited; published, it is evaluated; disabled, it can be edited and published again. */
export const RULE_STATUS = { draft: 0, published: 10, disabled: 20 } as const;
export const RULE_STATUSES = [0, 10, 20] as const;

/** What a rule decides: prices (evaluated by pricing), coupons, points, risk (kept, not yet evaluated). */
export const RULE_CATEGORY = { price: 10, coupon: 20, points: 30, risk: 40 } as const;
export const RULE_CATEGORIES = [10, 20, 30, 40] as const;

/**
 * The steps of pricing, in the order they apply (domains.md §4): member discount and markdowns on
 * each line, full reductions on the goods in their scope, rules, the coupon, then delivery.
 */
export const PRICING_STEP = {
  /** A flash sale's price (docs/marketing.md): the activity's price comes first. */
  flashSale: 5,
  /** A group buy's price: the activity's price, like a flash sale's. */
  groupBuy: 6,
  /** A bargain's price: what the shopper's helpers cut it down to. */
  bargain: 7,
  member: 10,
  markdown: 20,
  fullReduction: 30,
  rule: 40,
  coupon: 50,
  delivery: 60,
} as const;
export const PRICING_STEPS = [5, 6, 7, 10, 20, 30, 40, 50, 60] as const;
export type PricingStep = (typeof PRICING_STEPS)[number];
export const PRICING_STEP_TEXTS: Record<Locale, Record<string, string>> = {
  en: {
    '5': 'Flash sale',
    '6': 'Group buy',
    '7': 'Bargain',
    '10': 'Member discount',
    '20': 'Markdown',
    '30': 'Full reduction',
    '40': 'Promotion rule',
    '50': 'Coupon',
    '60': 'Free delivery',
  },
  zh: {
    '5': '秒杀',
    '6': '拼团',
    '7': '砍价',
    '10': '会员折扣',
    '20': '限时折扣',
    '30': '满减',
    '40': '促销规则',
    '50': '优惠券',
    '60': '包邮',
  },
  es: {
    '5': 'Venta flash',
    '6': 'Compra en grupo',
    '7': 'Regateo',
    '10': 'Descuento de socio',
    '20': 'Rebaja',
    '30': 'Descuento por importe',
    '40': 'Regla de promoción',
    '50': 'Cupón',
    '60': 'Envío gratis',
  },
};

/** Limits of what a cart, a coupon issue and a rule may hold. */
export const COUPON_ISSUE_MAX = 500;
export const RULE_CONTENT_MAX = 20_000;

/**
 * A group of a group buy: forming (its leader's order unpaid) → open (the leader paid; others
 * join until it is full or its time runs out) → succeeded (full, or out of time with virtual
 * members allowed) | failed (out of time: every member's order cancelled and refunded); void
 * (the leader's order cancelled before payment).
 */
export const GROUPON_STATUS = {
  forming: 0,
  open: 10,
  succeeded: 20,
  failed: 30,
  void: 40,
} as const;
export const GROUPON_STATUSES = [0, 10, 20, 30, 40] as const;

/**
 * A member of a group: awaiting payment (their seat held) → joined (paid) → succeeded | failed
 * with their group; left (their order cancelled before payment: the seat is free again).
 */
export const GROUPON_MEMBER_STATUS = {
  awaitingPayment: 0,
  joined: 10,
  succeeded: 20,
  failed: 30,
  left: 40,
} as const;
export const GROUPON_MEMBER_STATUSES = [0, 10, 20, 30, 40] as const;

/** How many a group may hold, and how long (hours) it stays open. */
export const GROUPON_SIZE = { min: 2, max: 100 } as const;
export const GROUPON_HOURS = { min: 1, max: 720 } as const;

/**
 * A shopper's bargain: in progress (helpers cut its price) → succeeded (the floor reached, or
 * every helper's cut given) | failed (out of time). A succeeded bargain is bought once.
 */
export const BARGAIN_STATUS = { inProgress: 10, succeeded: 20, failed: 30 } as const;
export const BARGAIN_STATUSES = [10, 20, 30] as const;
