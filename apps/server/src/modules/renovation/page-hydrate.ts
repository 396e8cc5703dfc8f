import type { GoodsDecoration } from '@retail/contract';
import type { CatalogueGoods, PageCatalogue } from './page-catalogue.repository';
import { liveBlocks } from './page-live-blocks';
import { GOODS_DETAIL_WIDGETS } from './page-references';

// The storefront's read of a published document: goods read live from the catalogue. Every
// goods item (an object with a `goodsId` that is not a link) takes the catalogue's name,
// price and picture; an item whose goods were deleted or taken off the shelf is dropped from
// its list. The widgets carry prices in yuan (price.schema.ts); the catalogue in cents. An item
// that a running promotion decoration marks gets its `decoration` (frame, badge, background).
// The store's services and the page forms' fields are read live too (page-live-blocks.ts).

type Json = unknown;
type Component = { id: string; type: string; hidden?: boolean; props: Json };
type Document = { components?: Component[] } & Record<string, unknown>;

const isItem = (value: Json): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  'goodsId' in value &&
  !('kind' in value);

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\d{1,10}$/.test(value)
      ? Number(value)
      : null;

const yuan = (cents: number): number => Math.round(cents) / 100;

/** The item with the catalogue's facts, on the fields the item has. */
const refreshed = (
  item: Record<string, unknown>,
  goods: CatalogueGoods,
  decoration: GoodsDecoration | undefined,
) => {
  const next: Record<string, unknown> = { ...item };
  if (decoration) next.decoration = decoration;
  if ('goodsName' in next) next.goodsName = goods.goodsName;
  if ('goodsImg' in next && goods.goodsImg) next.goodsImg = goods.goodsImg;
  if ('price' in next && goods.priceCents !== null) next.price = yuan(goods.priceCents);
  if ('suggestedRetailPrice' in next && goods.marketPriceCents !== null)
    next.suggestedRetailPrice = yuan(goods.marketPriceCents);
  return next;
};

const collectIds = (value: Json, into: number[]): void => {
  if (Array.isArray(value)) value.forEach((item) => collectIds(item, into));
  else if (value !== null && typeof value === 'object') {
    if (isItem(value)) {
      const id = idOf(value.goodsId);
      if (id !== null) into.push(id);
    }
    Object.values(value).forEach((child) => collectIds(child, into));
  }
};

type Live = { goods: Map<number, CatalogueGoods>; decorations: Map<number, GoodsDecoration> };

const rewrite = (value: Json, live: Live): Json => {
  const { goods } = live;
  if (Array.isArray(value))
    return value
      .filter((item) => {
        if (!isItem(item)) return true;
        const id = idOf(item.goodsId);
        const found = id === null ? undefined : goods.get(id);
        return found !== undefined && found.onSale;
      })
      .map((item) => rewrite(item, live));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, rewrite(child, live)]);
  const next = Object.fromEntries(entries) as Record<string, unknown>;
  if (!isItem(next)) return next;
  const id = idOf(next.goodsId);
  const found = id === null ? undefined : goods.get(id);
  return found && found.onSale ? refreshed(next, found, live.decorations.get(found.id)) : next;
};

/** The document as shoppers get it: hidden widgets left out, goods live. */
export const hydrateDocument = async (
  catalogue: PageCatalogue,
  document: Json,
  owner: { tenantId: number; storeId: number | null },
): Promise<Json> => {
  const source = document as Document;
  const components = (source.components ?? []).filter((component) => !component.hidden);
  const ids: number[] = [];
  for (const component of components)
    if (!GOODS_DETAIL_WIDGETS.has(component.type)) collectIds(component.props, ids);
  const [goods, decorations, live] = await Promise.all([
    catalogue.goods(owner.tenantId, ids, owner.storeId),
    catalogue.decorations(owner.tenantId, ids),
    liveBlocks(catalogue, components, owner),
  ]);
  return {
    ...source,
    components: components.flatMap((component) => {
      const block = live(component);
      if (block !== undefined) return block === null ? [] : [block];
      return [
        GOODS_DETAIL_WIDGETS.has(component.type)
          ? component
          : { ...component, props: rewrite(component.props, { goods, decorations }) },
      ];
    }),
  };
};
