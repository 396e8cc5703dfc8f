const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Large-number abbreviation (console.md §9): 1200 → '1.2k', 3_000_000 → '3M'; trailing zeros dropped. */
export const abbreviateNumber = (value: number, digits = 1): string => {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (const unit of UNITS) {
    if (size >= unit.value) {
      const scaled = (size / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${sign}${scaled}${unit.symbol}`;
    }
  }
  return String(value);
};

/** Badge counts (order badge, service badge): the number up to 99, then '99+'. */
export const BADGE_CAP = 99;
export const badgeText = (count: number): string =>
  count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
