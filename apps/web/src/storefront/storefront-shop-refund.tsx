import { useId, useState } from 'react';
import {
  AFTER_SALE_ACTIVE,
  AFTER_SALE_WAY,
  ORDER_STATUS,
  type ShopAfterSale,
  type ShopOrder,
  type ShopOrderLine,
} from './storefront-shop-api';
import { Stepper } from './storefront-stepper';
import type { ShopTextKey } from './storefront-shop.i18n';
import {
  codeText,
  ErrorNote,
  LoadState,
  Money,
  ShopMain,
  problemOf,
  queryId,
  useShopLoad,
  type Shop,
} from './storefront-shop-ui';

// Asking for a refund (pages/order/refund?orderId=): which lines and how many of each (what is
// neither refunded nor in a request already), refund only or, once shipped, return and refund,
// a reason; then back to the order, where the request shows with its state.

/** The lines of an order that may still be refunded, with how many of each. */
export const refundableLines = (order: ShopOrder): { line: ShopOrderLine; left: number }[] => {
  const held = new Map<number, number>();
  for (const afterSale of order.afterSales as ShopAfterSale[])
    if (AFTER_SALE_ACTIVE.includes(afterSale.status))
      for (const line of afterSale.lines)
        held.set(line.orderItemId, (held.get(line.orderItemId) ?? 0) + line.count);
  return order.lines
    .map((line) => ({ line, left: line.count - line.refundedCount - (held.get(line.id) ?? 0) }))
    .filter((entry) => entry.left > 0);
};

const REASONS: readonly ShopTextKey[] = [
  'reason.notWanted',
  'reason.damaged',
  'reason.wrong',
  'reason.late',
  'reason.other',
];

export const RefundPage = ({ shop }: { shop: Shop }) => {
  const orderId = queryId(shop, 'orderId');
  const { loaded, reload } = useShopLoad(
    shop,
    () =>
      orderId === null
        ? Promise.resolve({ ok: false as const, status: 404, message: shop.t('failed') })
        : shop.api.post<ShopOrder>('/api/shop/order/detail', { id: orderId }),
    String(orderId),
  );
  const order = loaded.state === 'ready' ? loaded.data : null;
  return (
    <ShopMain
      shop={shop}
      title={shop.t('refund.title')}
      testId="shop-refund"
      busy={loaded.state === 'loading'}
    >
      <LoadState shop={shop} loaded={loaded} onRetry={reload} />
      {order && <RefundForm shop={shop} order={order} />}
    </ShopMain>
  );
};

const RefundForm = ({ shop, order }: { shop: Shop; order: ShopOrder }) => {
  const id = useId();
  const lines = refundableLines(order);
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(lines.map(({ line, left }) => [line.id, left])),
  );
  const [picked, setPicked] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(lines.map(({ line }) => [line.id, lines.length === 1])),
  );
  const shipped = order.status === ORDER_STATUS.shipped || order.status === ORDER_STATUS.completed;
  const [way, setWay] = useState<number>(AFTER_SALE_WAY.refundOnly);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (lines.length === 0)
    return (
      <div className="sf-shop-section">
        <p role="status">{shop.t('refund.noneLeft')}</p>
      </div>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosen = lines
      .filter(({ line }) => picked[line.id])
      .map(({ line }) => ({ orderItemId: line.id, count: counts[line.id] ?? 1 }));
    if (chosen.length === 0) {
      setProblem(shop.t('refund.nothing'));
      return;
    }
    if (reason === '') {
      setProblem(shop.t('refund.needReason'));
      return;
    }
    setBusy(true);
    const answer = await shop.api.post<ShopAfterSale>('/api/shop/after-sale/apply', {
      orderId: order.id,
      way,
      applyReason: shop.t(reason as ShopTextKey),
      applyDescription: description.trim() === '' ? null : description.trim(),
      lines: chosen,
    });
    setBusy(false);
    if (answer.ok) shop.navigate(shop.path('order', { orderId: order.id }), { replace: true });
    else setProblem(problemOf(shop, answer));
  };

  return (
    <form className="sf-shop-form" onSubmit={submit} noValidate>
      <fieldset className="sf-shop-section">
        <legend>{shop.t('refund.lines')}</legend>
        {lines.map(({ line, left }) => (
          <div key={line.id} className="sf-shop-refund-line">
            <label className="sf-shop-check">
              <input
                type="checkbox"
                checked={picked[line.id] ?? false}
                onChange={(event) =>
                  setPicked((all) => ({ ...all, [line.id]: event.target.checked }))
                }
              />
              <span>
                {line.goodsName}
                {line.specText ? ` (${line.specText})` : ''} · <Money cents={line.price} />
              </span>
            </label>
            {picked[line.id] && left > 1 && (
              <Stepper
                shop={shop}
                id={`${id}-count-${line.id}`}
                label={shop.t('refund.count', { name: line.goodsName })}
                value={counts[line.id] ?? left}
                max={left}
                onChange={(count) => setCounts((all) => ({ ...all, [line.id]: count }))}
              />
            )}
          </div>
        ))}
      </fieldset>

      <fieldset className="sf-shop-section">
        <legend>{shop.t('refund.way')}</legend>
        {[AFTER_SALE_WAY.refundOnly, ...(shipped ? [AFTER_SALE_WAY.returnAndRefund] : [])].map(
          (option) => (
            <label key={option} className="sf-shop-check">
              <input
                type="radio"
                name={`${id}-way`}
                checked={way === option}
                onChange={() => setWay(option)}
              />
              {codeText(shop, 'way', option)}
            </label>
          ),
        )}
      </fieldset>

      <div className="sf-shop-section sf-shop-form">
        <label htmlFor={`${id}-reason`}>{shop.t('refund.reason')}</label>
        <select
          id={`${id}-reason`}
          className="sf-shop-input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          <option value="">{shop.t('refund.reasonPick')}</option>
          {REASONS.map((key) => (
            <option key={key} value={key}>
              {shop.t(key)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-description`}>{shop.t('refund.description')}</label>
        <textarea
          id={`${id}-description`}
          className="sf-shop-input"
          rows={3}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>

      <div className="sf-shop-actions">
        <ErrorNote message={problem} />
        <button type="submit" className="sf-button sf-shop-wide" disabled={busy}>
          {shop.t('refund.submit')}
        </button>
      </div>
    </form>
  );
};
