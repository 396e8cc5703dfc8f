import type { Shop } from './storefront-shop-ui';

// The count control of the shop's pages (goods, cart, refunds): − [n] + between 1 and a most.

/** The most of one line a shopper may buy at once (the contract's ORDER_LINE_COUNT_MAX). */
export const LINE_COUNT_MAX = 999;

/** − [n] +, between 1 and `max`. */
export const Stepper = ({
  shop,
  id,
  value,
  max,
  onChange,
  label,
}: {
  shop: Shop;
  id: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** The input's name when no label element points at it. */
  label?: string;
}) => (
  <span className="sf-shop-stepper">
    <button
      type="button"
      aria-label={shop.t('goods.fewer')}
      disabled={value <= 1}
      onClick={() => onChange(value - 1)}
    >
      −
    </button>
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={Math.max(max, 1)}
      aria-label={label}
      value={value}
      disabled={max < 1}
      onChange={(event) => {
        const next = Number.parseInt(event.target.value, 10);
        if (Number.isFinite(next)) onChange(Math.min(Math.max(next, 1), Math.max(max, 1)));
      }}
    />
    <button
      type="button"
      aria-label={shop.t('goods.more')}
      disabled={value >= max}
      onClick={() => onChange(value + 1)}
    >
      +
    </button>
  </span>
);
