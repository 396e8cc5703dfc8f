import { SKU_TEXT_SEPARATOR } from '@retail/contract';

/** An item chosen for a goods, with what orders it. */
export type ChosenItem = { id: number; itemValue: string };

/** One combination: one item of each specification, in the specifications' order. */
export type Combination = { key: string; itemIds: string; text: string };

/** How many SKUs these choices make (the product of the item counts; 0 without choices). */
export const combinationCount = (groups: readonly (readonly ChosenItem[])[]): number =>
  groups.length === 0 ? 0 : groups.reduce((product, items) => product * items.length, 1);

/** The identity of a combination: its item ids ascending (order-free). */
export const keyOf = (itemIds: readonly number[]): string =>
  [...itemIds].sort((a, b) => a - b).join(',');

/** Every combination, the first specification varying slowest (红色 / S, 红色 / M, 黑色 / S…). */
export const combinationsOf = (groups: readonly (readonly ChosenItem[])[]): Combination[] => {
  if (groups.length === 0) return [];
  let partial: ChosenItem[][] = [[]];
  for (const items of groups)
    partial = partial.flatMap((prefix) => items.map((item) => [...prefix, item]));
  return partial.map((items) => ({
    key: keyOf(items.map((item) => item.id)),
    itemIds: items.map((item) => item.id).join(','),
    text: items.map((item) => item.itemValue).join(SKU_TEXT_SEPARATOR),
  }));
};

/** The first `count` codes `<goodsCode>-<n>` not already taken. */
export const freshCodes = (goodsCode: string, taken: ReadonlySet<string>, count: number) => {
  const codes: string[] = [];
  for (let n = 1; codes.length < count; n += 1) {
    const code = `${goodsCode}-${n}`;
    if (!taken.has(code)) codes.push(code);
  }
  return codes;
};
