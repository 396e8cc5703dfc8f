import { describe, expect, it } from 'vitest';
import { formatPrice, salesCount, showsSuggestedPrice } from './price';

describe('storefront price rules', () => {
  it('writes amounts with ￥ and two decimals', () => {
    expect(formatPrice(9.5)).toBe('￥9.50');
    expect(formatPrice(0)).toBe('￥0.00');
  });

  it('shows a suggested retail price only when flagged and above 0 (§5)', () => {
    expect(showsSuggestedPrice(true, 12)).toBe(true);
    expect(showsSuggestedPrice(true, 0)).toBe(false);
    expect(showsSuggestedPrice(false, 12)).toBe(false);
  });

  it('falls back to a sales count of 1 (§5)', () => {
    expect(salesCount(0)).toBe(1);
    expect(salesCount(undefined)).toBe(1);
    expect(salesCount(37)).toBe(37);
  });
});
