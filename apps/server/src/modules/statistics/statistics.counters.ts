import type { OwnedTable } from '../../scope/scoped-db';

/**
 * What the dashboard counts: one line per domain, an owned table counted through the caller's
 * data scope. A module that arrives later (stores, goods, orders…) adds its line here; the
 * console titles the key and shows it without further changes.
 */
export type CounterSource = { key: string; table: OwnedTable };

export const STATISTICS_COUNTERS: readonly CounterSource[] = [
  { key: 'users', table: 'user' },
  { key: 'organs', table: 'organ' },
  { key: 'goods', table: 'goods' },
  { key: 'files', table: 'file' },
  { key: 'stores', table: 'store' },
];
