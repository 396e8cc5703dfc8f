// Sharing an amount of cents out over lines (docs/marketing.md, Pricing): in proportion to each
// line's weight, each share rounded down, the cents left over given to the largest remainders
// (ties: the earlier line). The shares sum exactly to the amount and none exceeds its weight
// when the amount does not exceed the total weight. Exact in integers (BigInt products).

/** `amount` shared over `weights` (cents); lines of weight 0 get 0. */
export const apportion = (amount: number, weights: readonly number[]): number[] => {
  const shares = weights.map(() => 0);
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (amount <= 0 || total <= 0) return shares;
  const whole = BigInt(amount);
  const all = BigInt(total);
  const remainders: { index: number; rest: bigint }[] = [];
  let given = 0;
  weights.forEach((weight, index) => {
    if (weight <= 0) return;
    const product = whole * BigInt(weight);
    const share = Number(product / all);
    shares[index] = share;
    given += share;
    remainders.push({ index, rest: product % all });
  });
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (let left = amount - given, at = 0; left > 0 && remainders.length > 0; left -= 1, at += 1) {
    const entry = remainders[at % remainders.length];
    if (entry) shares[entry.index] = (shares[entry.index] ?? 0) + 1;
  }
  return shares;
};

/** `percent` % of `amount`, rounded half up (cents). */
export const percentOf = (amount: number, percent: number): number =>
  Number((BigInt(amount) * BigInt(percent) * 2n + 100n) / 200n);
