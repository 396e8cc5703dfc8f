import { describe, expect, it } from 'vitest';
import { type OrganCount, pagePlanOf } from '../src/modules/goods/goods-page-plans';

// Which plan a subtree's plain goods page takes (modules/goods/goods-page-plans.ts). Every plan
// gives the same rows (goods-list-subtree.test.ts pages through each view whatever the plan);
// these are the choices the bench's figures rest on (bench/README.md, a million goods).

const organs = (count: number, each: number): OrganCount[] =>
  Array.from({ length: count }, (_, index) => ({ organPath: `/1/2/${index}/`, count: each }));

describe('the plan of a subtree’s goods page', () => {
  it('merges a store’s own goods, on its first pages and its last', () => {
    const store = organs(1, 2_892);
    expect(pagePlanOf(20, 2_892, 600_000, store).plan).toBe('merge');
    expect(pagePlanOf(2_880, 2_892, 600_000, store).plan).toBe('merge');
  });

  it('walks the tenant’s goods newest first when the subtree holds most of them', () => {
    expect(pagePlanOf(20, 200_000, 600_000, organs(60, 3_333)).plan).toBe('walk');
    expect(pagePlanOf(20_000, 100_000, 600_000, organs(60, 1_667)).plan).toBe('walk');
  });

  it('sorts a subtree’s ids when it holds too many organisations to merge', () => {
    expect(pagePlanOf(5_000, 6_000, 600_000, organs(100, 60)).plan).toBe('sort');
    expect(pagePlanOf(5_000, 6_000, 600_000).plan).toBe('sort');
  });
});
