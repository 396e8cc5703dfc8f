import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Promotion decoration (issue 21, docs/marketing.md): borders (a frame over the goods' picture
 * and a corner badge) and backgrounds (the band behind the goods page's price), each with the
 * window and life of an activity and the kind of running activity whose goods it marks; an
 * index for the discounts-given ledger.
 */
export const promotionDecoration = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    for (const [table, own] of [
      ['promotion_border', ['frame', 'badge_text', 'badge_colour']],
      ['promotion_background', ['image', 'colour']],
    ] as const) {
      await ownedTable(db, dialect, table, (t) => {
        let next = t
          .addColumn('name', 'varchar(64)', (col) => col.notNull())
          .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
          .addColumn('end_time', 'varchar(19)', (col) => col.notNull())
          .addColumn('remark', 'varchar(500)')
          .addColumn('target', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0));
        for (const column of own)
          next = next.addColumn(
            column,
            column === 'badge_text'
              ? 'varchar(12)'
              : column.endsWith('colour')
                ? 'varchar(16)'
                : 'varchar(500)',
          );
        return next;
      });
      await createIndexes(db, table, [['status', 'start_time'], ['target']]);
    }
    // The discounts-given ledger (promo.resource.ts) finds what one activity or coupon gave.
    await createIndexes(db, 'trade_order_promotion', [['step', 'source_id']]);
  },
});
