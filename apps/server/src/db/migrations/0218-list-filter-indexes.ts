import { type Resource, resources } from '@retail/contract';
import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { dropListIndexes, keepListIndexes } from './list-indexes';

// The registry lists that grow with use (every sale, shopper and change) at a million rows
// (issue 15, goal 3; bench/README.md "Registry lists at 1,000,000 rows"): an exact filter
// with a common value read and sorted each matching row (payOrder mchAppId = 1: 3 s), a
// tenant's far page walked the table's rows. Their list indexes (list-indexes.ts) serve each
// page and each exact filter's count from one range of an index.

/** The lists that grow with use. */
export const GROWING_LISTS = [
  'payOrder',
  'refundOrder',
  'mchNotifyRecord',
  'customer',
  'auditLog',
] as const;

const growing = () => GROWING_LISTS.map((key) => resources[key] as Resource);

export const listFilterIndexes = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const resource of growing()) await keepListIndexes(db, dialect, resource);
  },

  async down(db: AnyDb) {
    for (const resource of growing()) await dropListIndexes(db, resource);
  },
});
