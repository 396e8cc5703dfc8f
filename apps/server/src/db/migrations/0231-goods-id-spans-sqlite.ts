import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import {
  countGoodsIdSpans,
  createGoodsIdSpanTables,
  GOODS_ID_SPAN_WRITES,
  GOODS_ID_SPANS,
  GOODS_TENANT_ID_SPANS,
} from './0230-goods-id-spans-postgres';

// A deep page of goods on SQLite (issue 15, goals 2 and 3): the counts per span of ids that
// PostgreSQL has had since 0230, kept by triggers on `goods` in the writing transaction. In the
// mixed workload a region's deep page walked past up to 100,000 of its tenant's goods, testing
// each one's path: 5 ms of SQL each, a fifth of all the SQL time of the run (bench/README.md).
// The page is now found from the view's sums per span, and only the rest of the offset inside
// its span is walked (goods-id-spans.ts).

const TRIGGERS = {
  insert: { on: 'after insert on goods', body: [GOODS_ID_SPAN_WRITES.bump] },
  delete: { on: 'after delete on goods', body: [GOODS_ID_SPAN_WRITES.drop] },
  move: {
    on: 'after update of organ_id, id on goods',
    body: [GOODS_ID_SPAN_WRITES.drop, GOODS_ID_SPAN_WRITES.bump],
  },
} as const;

export const goodsIdSpansSqlite = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    await createGoodsIdSpanTables(db, dialect);
    for (const [name, trigger] of Object.entries(TRIGGERS))
      await sql
        .raw(
          `create trigger ${GOODS_ID_SPANS}_${name} ${trigger.on} for each row
           begin ${trigger.body.join('; ')}; end`,
        )
        .execute(db);
    await countGoodsIdSpans(db);
  },

  async down(db: AnyDb) {
    if (dialect !== 'sqlite') return;
    for (const name of Object.keys(TRIGGERS))
      await sql.raw(`drop trigger if exists ${GOODS_ID_SPANS}_${name}`).execute(db);
    await db.schema.dropTable(GOODS_TENANT_ID_SPANS).ifExists().execute();
    await db.schema.dropTable(GOODS_ID_SPANS).ifExists().execute();
  },
});
