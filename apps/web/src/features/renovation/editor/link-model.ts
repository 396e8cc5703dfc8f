// The link picker's choices and the widgets' link descriptors (packages/widgets core/link.schema):
// a goods item, a category, another page, a coupon, an article, a fixed storefront screen or a
// URL. Categories, pages and coupons have no descriptor kind of their own: they are storefront
// paths in a `url` descriptor, written and read back here (a coupon is chosen among the tenant's
// templates by name, and saved as `pages/coupon/detail?couponId=<id>`).
import { isLink } from '@retail/contract';

export const LINK_CHOICES = [
  'none',
  'goods',
  'category',
  'page',
  'coupon',
  'article',
  'orders',
  'wallet',
  'personal',
  'search',
  'login',
  'url',
] as const;
export type LinkChoice = (typeof LINK_CHOICES)[number];

export const ORDER_TABS = ['all', 'payment', 'delivery', 'received'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Storefront paths of the choices without a descriptor kind, with the query key of their id. */
export const STOREFRONT_TARGETS = {
  category: { path: 'pages/goods/list', key: 'goodsTypeId' },
  page: { path: 'pages/custom/index', key: 'pageId' },
  coupon: { path: 'pages/coupon/detail', key: 'couponId' },
} as const;

export type LinkValue =
  | { kind: 'none' }
  | { kind: 'goodsDetail'; goodsId: number | string }
  | { kind: 'articleDetail'; articleId: number | string }
  | { kind: 'wallet' | 'login' | 'personal' | 'search' }
  | { kind: 'orders'; dataType: OrderTab }
  | { kind: 'url'; url: string }
  | { kind: 'inert'; declared: string; target?: string };

/** What the picker shows for a descriptor: its choice and the id or text it carries. */
export type LinkSelection = { choice: LinkChoice; id: number | null; text: string };

const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const selectionOf = (link: unknown): LinkSelection => {
  const value = (typeof link === 'object' && link !== null ? link : { kind: 'none' }) as Record<
    string,
    unknown
  >;
  switch (value.kind) {
    case 'goodsDetail':
      return { choice: 'goods', id: asId(value.goodsId), text: '' };
    case 'articleDetail':
      return { choice: 'article', id: asId(value.articleId), text: '' };
    case 'orders':
      return { choice: 'orders', id: null, text: String(value.dataType ?? 'all') };
    case 'wallet':
    case 'login':
    case 'personal':
    case 'search':
      return { choice: value.kind, id: null, text: '' };
    case 'url': {
      const url = String(value.url ?? '');
      for (const choice of ['category', 'page', 'coupon'] as const) {
        const { path, key } = STOREFRONT_TARGETS[choice];
        const match = new RegExp(`^${path}\\?${key}=(\\d+)$`).exec(url);
        if (match) return { choice, id: asId(match[1]), text: '' };
      }
      return { choice: 'url', id: null, text: url };
    }
    default:
      return { choice: 'none', id: null, text: '' };
  }
};

/**
 * The descriptor of a selection; null while it is incomplete (a goods item not yet chosen), so
 * the picker keeps the last complete link.
 */
export const linkOf = (selection: LinkSelection): LinkValue | null => {
  const { choice, id, text } = selection;
  switch (choice) {
    case 'none':
      return { kind: 'none' };
    case 'goods':
      return id === null ? null : { kind: 'goodsDetail', goodsId: id };
    case 'article':
      return id === null ? null : { kind: 'articleDetail', articleId: id };
    case 'category':
    case 'page':
    case 'coupon': {
      if (id === null) return null;
      const { path, key } = STOREFRONT_TARGETS[choice];
      return { kind: 'url', url: `${path}?${key}=${id}` };
    }
    case 'orders':
      return {
        kind: 'orders',
        dataType: (ORDER_TABS as readonly string[]).includes(text) ? (text as OrderTab) : 'all',
      };
    case 'url':
      return urlProblem(text) === null ? { kind: 'url', url: text.trim() } : null;
    default:
      return { kind: choice };
  }
};

/**
 * §5: an absolute link must be http(s):, mailto: or tel:; a storefront path ('pages/…', '/…') is
 * fine; another scheme or a protocol-relative '//host' is not. Null when the text is fine.
 */
export const urlProblem = (text: string): 'empty' | 'scheme' | null => {
  const url = text.trim();
  if (url === '') return 'empty';
  if (isLink(url)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return 'scheme';
  return null;
};

/**
 * The declared link the storefront leads to the shopper's coupons (the widgets' resolveLink,
 * DECLARED_PATHS): the picker says where it goes instead of asking for a target.
 */
export const MY_COUPON = 'myCoupon';

/** A coupon template as the coupon resource's list for choosers gives it (what the picker reads). */
export type CouponTemplateRow = { id: number; name: string; status: number; takeType: number };

/** Running (ACTIVITY_STATUS 20) and claimable by shoppers (takeType 1): the storefront gives it out. */
export const isClaimableTemplate = (row: CouponTemplateRow): boolean =>
  row.status === 20 && row.takeType === 1;

/**
 * The coupon choices of the picker: each template by name, those the storefront does not give
 * out now marked (`idle`); a chosen id the list no longer has (removed, another tenant's) kept
 * as an option of its own (`missing`) once the list is there.
 */
export const couponOptions = (
  rows: readonly CouponTemplateRow[],
  chosen: number | null,
  texts: { idle: (name: string) => string; missing: (id: number) => string; loading: boolean },
): { value: number; label: string }[] => {
  const options = rows.map((row) => ({
    value: row.id,
    label: isClaimableTemplate(row) ? row.name : texts.idle(row.name),
  }));
  if (chosen !== null && !texts.loading && !rows.some((row) => row.id === chosen))
    options.push({ value: chosen, label: texts.missing(chosen) });
  return options;
};

/** Whether the field's link is one the spec declares without behaviour (kept, inert). */
export const isDeclaredLink = (link: unknown): link is { kind: 'inert'; declared: string } =>
  typeof link === 'object' &&
  link !== null &&
  (link as { kind?: unknown }).kind === 'inert' &&
  typeof (link as { declared?: unknown }).declared === 'string';
