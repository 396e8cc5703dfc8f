import type { CSSProperties } from 'react';
import { CURRENCY } from './constants';
import { MUTED_TEXT, PRICE_RED } from './colours';

/** An amount as the storefront shows it: ￥12.90. */
export const formatPrice = (value: number): string => `${CURRENCY}${value.toFixed(2)}`;

/** §5: the suggested retail price shows only when flagged and greater than 0. */
export const showsSuggestedPrice = (flag: boolean, value: number): boolean => flag && value > 0;

/** The selling price, in the storefront's price red. */
export const Price = ({
  value,
  size = 15,
  css,
}: {
  value: number;
  size?: number;
  css?: CSSProperties;
}) => (
  <span data-price style={{ color: PRICE_RED, fontSize: size, fontWeight: 600, ...css }}>
    {formatPrice(value)}
  </span>
);

/** A former or suggested price, struck through beside the selling price. */
export const StrikePrice = ({ value, color = MUTED_TEXT }: { value: number; color?: string }) => (
  <s data-strike-price style={{ color, fontSize: 11 }}>
    {formatPrice(value)}
  </s>
);

/** §5: a sales count of 0 (or none) is shown as 1. */
export const salesCount = (sales: number | undefined): number =>
  sales !== undefined && sales > 0 ? sales : 1;
