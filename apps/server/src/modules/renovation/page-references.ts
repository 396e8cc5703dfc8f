import type { Page } from '@retail/widgets/schemas';

// What a page document points at, found by walking every widget's props generically: goods
// (an item's `goodsId`, a goods-detail link), storefront links (a link's `url`), pictures of
// the file bank (any text under /api/file/object/). Paths are dotted inside the props.

/** Widgets that show the goods their page is opened for: their goods are placeholders. */
export const GOODS_DETAIL_WIDGETS: ReadonlySet<string> = new Set([
  'goods-info',
  'goods-name',
  'goods-price',
  'goods-slide-images',
  'goods-specifications',
  'goods-description',
  'goods-comment-list',
  'goods-promotion-countdown',
  'goods-service-list',
]);

export const FILE_OBJECT_PREFIX = '/api/file/object/';

/** `link`: a goods-detail link (a dead link when the goods are gone), else an item showing goods. */
export type GoodsReference = { index: number; path: string; goodsId: number; link: boolean };
export type LinkReference = { index: number; path: string; url: string };
export type ImageReference = { index: number; path: string; objectKey: string };

export type PageReferences = {
  goods: GoodsReference[];
  links: LinkReference[];
  images: ImageReference[];
};

const asId = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
  return null;
};

/** The object key of a file-bank URL (`/api/file/object/<key>?…`), else null. */
export const objectKeyOf = (url: string): string | null => {
  if (!url.startsWith(FILE_OBJECT_PREFIX)) return null;
  const key = url.slice(FILE_OBJECT_PREFIX.length).split(/[?#]/)[0] ?? '';
  return key === '' ? null : decodeURIComponent(key);
};

/** Goods ids inside a storefront path (`pages/goods/detail?goodsId=7`). */
export const goodsIdOfPath = (url: string): number | null => {
  const match = /(?:^|\/)pages\/goods\/detail\?(?:.*&)?goodsId=(\d+)/.exec(url);
  return match ? asId(match[1]) : null;
};

/** Every reference of the document's components (the hidden ones too: they can be shown). */
export const referencesOf = (page: Page): PageReferences => {
  const found: PageReferences = { goods: [], links: [], images: [] };
  page.components.forEach((component, index) => {
    const placeholders = GOODS_DETAIL_WIDGETS.has(component.type);
    const walk = (value: unknown, path: string[]): void => {
      if (typeof value === 'string') {
        const objectKey = objectKeyOf(value);
        if (objectKey) found.images.push({ index, path: path.join('.'), objectKey });
        return;
      }
      if (Array.isArray(value)) {
        value.forEach((item, at) => walk(item, [...path, String(at)]));
        return;
      }
      if (value === null || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      const goodsId = asId(record.goodsId);
      if (goodsId !== null && !placeholders)
        found.goods.push({
          index,
          path: [...path, 'goodsId'].join('.'),
          goodsId,
          link: record.kind === 'goodsDetail',
        });
      if (record.kind === 'url' && typeof record.url === 'string' && record.url.trim() !== '')
        found.links.push({ index, path: [...path, 'url'].join('.'), url: record.url.trim() });
      for (const [key, child] of Object.entries(record)) {
        if (key === 'goodsId') continue;
        walk(child, [...path, key]);
      }
    };
    walk(component.props, []);
  });
  return found;
};
