import { describe, expect, it } from 'vitest';
import { countInSlices, type IdSlice, pageInSlices } from '../src/modules/goods/goods-slices';

// A slow goods read is cut into slices of the id range (goods-slices.ts): its pages and counts
// must be exactly those of the one statement it replaces, whatever the slices' sizes.

const ids = [3, 4, 9, 10, 11, 12, 20, 21, 35, 36, 37, 50, 51, 52, 53, 99];
const matches = (id: number) => id % 3 !== 0;

/** Slices of `size` ids from 100 down to 1, newest first. */
const slicesOf = (size: number): IdSlice[] => {
  const slices: IdSlice[] = [];
  for (let high = 100; high >= 1; high -= size)
    slices.push({ low: Math.max(1, high - size + 1), high });
  return slices;
};
const inSlice = ({ low, high }: IdSlice) =>
  ids.filter((id) => id >= low && id <= high && matches(id)).sort((a, b) => b - a);

describe('goods slices', () => {
  const plain = ids.filter(matches).sort((a, b) => b - a);

  it('pages and counts exactly as the whole range does, for any slice size', async () => {
    for (const size of [1, 2, 7, 10, 33, 100, 1000]) {
      const slices = slicesOf(size);
      const count = async (slice: IdSlice) => inSlice(slice).length;
      expect(await countInSlices(slices, count), `size ${size}`).toBe(plain.length);
      for (const limit of [1, 3, 5])
        for (let offset = 0; offset <= plain.length + 1; offset += 1)
          expect(
            await pageInSlices(slices, { limit, offset }, count, async (slice, take, skip) =>
              inSlice(slice).slice(skip, skip + take),
            ),
            `size ${size}, limit ${limit}, offset ${offset}`,
          ).toEqual(plain.slice(offset, offset + limit));
    }
  });

  it('lets other work run between slices', async () => {
    const order: string[] = [];
    const counting = countInSlices(slicesOf(25), async (slice) => {
      order.push(`slice ${slice.high}`);
      return 0;
    });
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('other');
        resolve();
      }),
    );
    await Promise.all([counting, other]);
    expect(order.indexOf('other')).toBeGreaterThan(0);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
  });
});
