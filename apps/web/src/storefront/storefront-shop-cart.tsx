import { useEffect, useState } from 'react';
import type { ShopCart } from '@retail/contract';
import { readSession, type ShopAnswer, type ShopApi } from './storefront-shop-api';
import { LINE_COUNT_MAX, Stepper } from './storefront-stepper';
import { ReviewPictures } from './storefront-shop-order-extras';
import {
  ErrorNote,
  type Loaded,
  LoadState,
  Money,
  ShopMain,
  problemOf,
  type Shop,
} from './storefront-shop-ui';

// The cart (pages/cart/index, docs/orders.md Cart). Signed in, it is the server's
// (/api/shop/cart/...: each line at the store's price now, on sale or not); not signed in, the
// lines are kept in this browser (what the goods page showed) and go into the server's cart at
// sign-in (mergeLocalCart). A line is bought on its own through checkout, which takes it out.

export type CartLine = ShopCart['lines'][number];
type Local = Pick<
  CartLine,
  'storeId' | 'goodsId' | 'skuId' | 'count' | 'goodsName' | 'specText' | 'price'
>;

const key = (tenantId: number) => `storefront:cart:${tenantId}`;
const readLocal = (tenantId: number): Local[] => {
  try {
    const lines = JSON.parse(window.localStorage.getItem(key(tenantId)) ?? '[]') as unknown;
    return Array.isArray(lines) ? (lines as Local[]) : [];
  } catch {
    return [];
  }
};
const writeLocal = (tenantId: number, lines: Local[]) => {
  try {
    if (lines.length) window.localStorage.setItem(key(tenantId), JSON.stringify(lines));
    else window.localStorage.removeItem(key(tenantId));
  } catch {
    // Storage refused (private mode): nothing kept.
  }
};
const same = (a: Local, b: Local) =>
  a.storeId === b.storeId && a.goodsId === b.goodsId && a.skuId === b.skuId;

/** Put a unit in the cart: the server's when signed in, else this browser's. */
export const addToCart = async (shop: Shop, line: Local): Promise<ShopAnswer<unknown>> => {
  if (readSession(shop.tenantId))
    return shop.api.post('/api/shop/cart/add', {
      storeId: line.storeId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      count: line.count,
    });
  const lines = readLocal(shop.tenantId);
  const found = lines.find((other) => same(other, line));
  if (found) found.count = Math.min(found.count + line.count, LINE_COUNT_MAX);
  else lines.unshift(line);
  writeLocal(shop.tenantId, lines);
  return { ok: true, data: null };
};

/** At sign-in: this browser's lines go into the server's cart (a refused one is dropped). */
export const mergeLocalCart = async (api: ShopApi, tenantId: number) => {
  const kept: Local[] = [];
  for (const line of readLocal(tenantId)) {
    const answer = await api.post('/api/shop/cart/add', {
      storeId: line.storeId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      count: line.count,
    });
    // Not reached: kept for the next sign-in.
    if (!answer.ok && answer.status === 0) kept.push(line);
  }
  writeLocal(tenantId, kept);
};

const localCart = (tenantId: number): ShopCart => ({
  lines: readLocal(tenantId).map((line, index) => ({
    ...line,
    id: index + 1,
    storeName: null,
    picUrl: null,
    onSale: true,
    available: LINE_COUNT_MAX,
  })),
  totalPrice: readLocal(tenantId).reduce((sum, line) => sum + (line.price ?? 0) * line.count, 0),
});

export const CartPage = ({ shop }: { shop: Shop }) => {
  const server = readSession(shop.tenantId) !== null;
  const [cart, setCart] = useState<ShopCart | null>(server ? null : localCart(shop.tenantId));
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (server)
      void shop.api.post<ShopCart>('/api/shop/cart/list').then((answer) => {
        if (answer.ok) setCart(answer.data);
        else setProblem(problemOf(shop, answer));
      });
  }, [server, shop, attempt]);

  /** Change or remove a line (count 0): on the server, or in this browser. */
  const change = async (line: CartLine, count: number) => {
    setProblem(null);
    if (!server) {
      const lines = readLocal(shop.tenantId).filter((other) => count > 0 || !same(other, line));
      for (const other of lines) if (same(other, line)) other.count = count;
      writeLocal(shop.tenantId, lines);
      setCart(localCart(shop.tenantId));
      return;
    }
    const answer = await shop.api.post<ShopCart>(
      `/api/shop/cart/${count > 0 ? 'update' : 'remove'}`,
      count > 0 ? { id: line.id, count } : { ids: [line.id] },
    );
    if (answer.ok) setCart(answer.data);
    else setProblem(problemOf(shop, answer));
  };

  const loaded: Loaded<ShopCart> = cart
    ? { state: 'ready', data: cart }
    : problem
      ? { state: 'failed', status: 0, message: problem }
      : { state: 'loading' };
  return (
    <ShopMain shop={shop} title={shop.t('cart.title')} testId="shop-cart" busy={!cart}>
      <LoadState
        shop={shop}
        loaded={loaded}
        onRetry={() => {
          setProblem(null);
          setAttempt((n) => n + 1);
        }}
      />
      <ErrorNote message={cart ? problem : null} />
      {cart && cart.lines.length === 0 && <p className="sf-shop-section">{shop.t('cart.empty')}</p>}
      {cart && cart.lines.length > 0 && (
        <section className="sf-shop-section">
          <ul className="sf-shop-lines" data-testid="shop-cart-lines">
            {cart.lines.map((line) => (
              <li key={line.id} className="sf-shop-line">
                <span className="sf-shop-line-text">
                  <span>{line.goodsName}</span>
                  {line.specText && <span className="sf-shop-note">{line.specText}</span>}
                  {line.onSale && line.price !== null ? (
                    <Money cents={line.price} />
                  ) : (
                    <span className="sf-shop-error">{shop.t('cart.offSale')}</span>
                  )}
                  <Stepper
                    shop={shop}
                    id={`cart-${line.id}`}
                    label={shop.t('goods.quantity')}
                    value={line.count}
                    max={LINE_COUNT_MAX}
                    onChange={(count) => void change(line, count)}
                  />
                </span>
                <span>
                  <button
                    type="button"
                    className="sf-button"
                    disabled={!line.onSale || line.available < line.count}
                    onClick={() =>
                      shop.navigate(
                        shop.path('confirm', {
                          storeId: line.storeId,
                          goodsId: line.goodsId,
                          skuId: line.skuId,
                          count: line.count,
                        }),
                      )
                    }
                  >
                    {shop.t('goods.buy')}
                  </button>
                  <button type="button" className="sf-button" onClick={() => void change(line, 0)}>
                    {shop.t('cart.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p className="sf-shop-note">
            {shop.t('price.total')}: <Money cents={cart.totalPrice} />
          </p>
        </section>
      )}
    </ShopMain>
  );
};

/** The order lines the shopper reviewed (asked for once the order is completed). */
export const useReviewed = (shop: Shop, completed: boolean) => {
  const [reviewed, setReviewed] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    if (completed)
      void shop.api
        .post<{ orderItemId: number }[]>('/api/shop/review/list')
        .then((answer) =>
          setReviewed(answer.ok ? new Set(answer.data.map((row) => row.orderItemId)) : null),
        );
  }, [shop, completed]);
  return { reviewed, done: (id: number) => setReviewed((old) => new Set([...(old ?? []), id])) };
};

/** A line's Review button, its form (a rating and a text), or "Reviewed". */
export const LineReview = ({
  shop,
  lineId,
  reviewed,
  onDone,
}: {
  shop: Shop;
  lineId: number;
  reviewed: boolean;
  onDone: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  if (reviewed) return <span className="sf-shop-note">{shop.t('review.done')}</span>;
  if (!open)
    return (
      <button type="button" className="sf-button" onClick={() => setOpen(true)}>
        {shop.t('review.write')}
      </button>
    );
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await shop.api.post('/api/shop/review/create', {
      orderItemId: lineId,
      rating,
      content: content.trim() || null,
      ...(pictures.length > 0 ? { picUrls: pictures } : {}),
    });
    if (answer.ok) onDone();
    else setProblem(problemOf(shop, answer));
  };
  return (
    <form className="sf-shop-form" onSubmit={(event) => void send(event)}>
      <label>
        {shop.t('review.rating')}{' '}
        <select value={rating} onChange={(event) => setRating(Number(event.target.value))}>
          {[5, 4, 3, 2, 1].map((value) => (
            <option key={value} value={value}>
              {'★'.repeat(value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {shop.t('review.content')}
        <textarea
          className="sf-shop-input"
          maxLength={500}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      <ReviewPictures shop={shop} urls={pictures} onChange={setPictures} />
      <ErrorNote message={problem} />
      <button type="submit" className="sf-button">
        {shop.t('review.submit')}
      </button>
    </form>
  );
};
