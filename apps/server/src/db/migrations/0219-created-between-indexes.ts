import { type Resource, resources } from '@retail/contract';
import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { dropListIndexes, keepListIndexes } from './list-indexes';

// Pay, refund and transfer orders can be listed by the days they were made (`createdBetween`):
// their list indexes (list-indexes.ts) now include the tenant's rows by day, so a range's count
// and pages read one range of an index; transfer orders get their exact filters' indexes too.

const LISTS = ['payOrder', 'refundOrder', 'transferOrder'] as const;

const lists = () => LISTS.map((key) => resources[key] as Resource);

export const createdBetweenIndexes = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const resource of lists()) await keepListIndexes(db, dialect, resource);
  },

  async down(db: AnyDb) {
    await dropListIndexes(db, resources.transferOrder as Resource);
    for (const resource of [resources.payOrder, resources.refundOrder] as Resource[])
      await db.schema.dropIndex(`${resource.table}_create_date_list_idx`).ifExists().execute();
  },
});
