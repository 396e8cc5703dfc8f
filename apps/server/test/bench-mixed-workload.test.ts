// The mixed-workload bench (bench/mixed-workload.ts) must measure what it says: its request mix
// is the same for the same seed, and every kind it sends answers 2xx on the real server (the
// bench checks each kind for each user first and fails on any non-2xx; a one-second smoke run
// at 5,000 goods proves it here).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Actor, KIND_NAMES, kindsOf, mixOf } from '../../../bench/workload-mix';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

const actor = (name: string, role: Actor['role'], share: number): Actor => ({
  name,
  role,
  share,
  goods: [1, 2, 3].map((id) => ({
    id,
    goodsName: `Goods ${id}`,
    goodsCode: `G-${id}`,
    goodsTypeId: 10 + id,
    brandId: id === 3 ? null : 20 + id,
  })),
  typeIds: [11, 12, 13],
  brandIds: [21, 22],
  storeIds: [31],
  pages: 30_000,
});
const actors = [
  actor('platform', 'platform', 1),
  actor('tenant', 'tenant', 2),
  actor('region', 'region', 2),
  actor('store', 'store', 3),
];

/** A connection's first `count` requests, without the follow-up functions. */
const drawn = (seed: number, connection: number, count: number) => {
  const next = mixOf(seed, actors, connection);
  return Array.from({ length: count }, () => {
    const { then, ...call } = next();
    return { ...call, follows: Boolean(then) };
  });
};

describe('the mixed-workload bench', () => {
  it('draws the same requests for the same seed and connection, others for another', () => {
    expect(drawn(15, 3, 500)).toEqual(drawn(15, 3, 500));
    expect(drawn(15, 3, 50)).not.toEqual(drawn(16, 3, 50));
    expect(drawn(15, 3, 50)).not.toEqual(drawn(15, 4, 50));
  });

  it('draws every kind, each only for users who may ask it, mostly first pages', () => {
    const calls = drawn(15, 0, 8000);
    const kinds = new Set(calls.map((call) => call.kind));
    expect([...kinds].sort()).toEqual(KIND_NAMES.filter((kind) => kind !== 'brand remove').sort());
    for (const call of calls)
      expect(kindsOf(actors[call.actor]?.role ?? 'store')).toContain(call.kind);
    expect(calls.filter((call) => call.kind === 'brand create').every((call) => call.follows)).toBe(
      true,
    );
    const pages = calls
      .filter((call) => call.kind === 'goods list')
      .map((call) => Number(/pageNum=(\d+)/.exec(call.path)?.[1]));
    expect(pages.filter((page) => page <= 3).length / pages.length).toBeGreaterThan(0.85);
    const deep = calls.filter((call) => call.kind === 'goods list, deep page');
    expect(deep.every((call) => Number(/pageNum=(\d+)/.exec(call.path)?.[1]) > 10)).toBe(true);
  });

  it('runs against the real server with every request answered 2xx (smoke, 5,000 goods)', () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'bench/mixed-workload.ts',
        '--smoke',
        '--source',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, BENCH_GOODS: '5000', DATABASE_URL: '', WORKERS: '1' },
        encoding: 'utf8',
        timeout: 170_000,
      },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/every kind \(\d+\) for every user answered 2xx/);
    expect(output).toMatch(
      /\| \*\*all requests of the mix\*\* \| [\d,]+ \| [\d.,]+ \| [\d.]+ \| [\d.]+ \| 0 \|/,
    );
  }, 180_000);
});
