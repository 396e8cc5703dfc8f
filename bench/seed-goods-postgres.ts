// The bench's goods on PostgreSQL: the same data as the cached SQLite bench file (seed-goods.ts),
// so both databases answer the same lists. The schema, the start-up seed, the tenants and their
// trees are made by `prepareSchema` (same rows in the same order, hence the same ids, which is
// checked); the categories, brands and goods are then copied row by row from the SQLite file
// with the goods indexes dropped and the goods' triggers off, and put back afterwards (the
// counters and the names' table filled once); then VACUUM ANALYZE, as autovacuum would.
//   node scripts/with-postgres.mjs npx tsx bench/seed-goods-postgres.ts
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { GOODS_NAME_LOOKUP } from '../apps/server/src/db/migrations/0208-goods-name-lookup';
import { countGoodsIdSpans } from '../apps/server/src/db/migrations/0230-goods-id-spans-postgres';
import { hashPassword } from '../apps/server/src/lib/password';
import { type BenchDb, ensureBenchDb, prepareSchema } from './seed-goods';
import { checkSameOrgans, copyTable, countOf } from './sqlite-to-postgres';

/** Copied in this order (goods refer to both others). */
const COPIED = ['goods_type', 'brand', 'goods'] as const;

/** Loads the bench data into the PostgreSQL database at `url` unless it holds it already. */
export const ensurePostgresBenchDb = async (url: string, goods?: number): Promise<BenchDb> => {
  const data = await ensureBenchDb(goods);
  const handle = createDatabase({ kind: 'postgres', url });
  const sqlite = new SqliteDatabase(data.file, { readonly: true });
  try {
    const started = Date.now();
    await prepareSchema({ kind: 'postgres', url }, data.adminPassword, Date.now());
    const db = handle.db.withoutPlugins();
    await checkSameOrgans(db, sqlite);
    const held = await countOf(db, 'goods');
    if (held === data.goods) {
      console.log(`PostgreSQL holds the ${data.goods.toLocaleString('en')} bench goods already`);
      // A kept cluster outlives a SQLite file loaded again (a new migration): its accounts
      // take the new file's password, which the bench logs in with.
      const passwordHash = await hashPassword(data.adminPassword);
      await sql`update "user" set password_hash = ${passwordHash}`.execute(db);
      return data;
    }
    if (held > 0) throw new Error(`PostgreSQL holds ${held} other goods: use an empty database`);
    console.log(`Copying ${data.goods.toLocaleString('en')} goods into PostgreSQL…`);
    // The goods' indexes and those of the names' table (0208-goods-name-lookup, filled by a
    // trigger that is off for the load) go for the load and come back afterwards.
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.tablename in ('goods', ${GOODS_NAME_LOOKUP})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
    for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(db);
    await sql`alter table goods disable trigger user`.execute(db);
    for (const table of COPIED) await copyTable(db, sqlite, table);
    console.log('  names, indexes, counters…');
    // As its trigger writes it (0227-goods-name-lookup-parts): the name lowered.
    await sql`insert into ${sql.table(GOODS_NAME_LOOKUP)} (goods_id, tenant_id, organ_path, lowered_name)
      select id, tenant_id, organ_path, lower(goods_name) from goods`.execute(db);
    // A parted table's index is defined `ON ONLY` the parent (its parts' indexes are attached
    // to it one by one): made again as one statement, it indexes every part.
    for (const index of indexes)
      await sql.raw(index.definition.replace(' ON ONLY ', ' ON ')).execute(db);
    await sql`alter table goods enable trigger user`.execute(db);
    await sql`delete from goods_counter`.execute(db);
    // The statements of 0010-goods-counts and 0230-goods-id-spans-postgres for goods that exist
    // already.
    await sql`insert into goods_counter (tenant_id, organ_id, organ_path, status, goods_count)
      select tenant_id, organ_id, organ_path, status, count(*) from goods
      group by tenant_id, organ_id, organ_path, status`.execute(db);
    await countGoodsIdSpans(db);
    // Statistics for the planner, and the visibility map for index-only scans (the goods
    // list reads ids from indexes before it reads a page's rows).
    await sql`vacuum analyze`.execute(db);
    console.log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
    return data;
  } finally {
    sqlite.close();
    await handle.db.destroy();
  }
};

if (process.argv[1]?.endsWith('seed-goods-postgres.ts')) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (a PostgreSQL URL) is required');
  await ensurePostgresBenchDb(url);
}
