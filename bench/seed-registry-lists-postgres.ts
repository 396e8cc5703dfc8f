// The registry lists bench on PostgreSQL: the same data as its cached SQLite file
// (seed-registry-lists.ts), so both databases answer the same lists with the same totals. The
// schema, the start-up seed, the tenants and their trees are made by `prepareSchema` (same rows,
// hence the same ids, which is checked); every other table the SQLite file holds more rows of
// (the deep organisation's user, the parents the lists refer to, the lists) is then copied in
// creation order, rows past PostgreSQL's last id only, and each table's count checked after.
// For the load the lists' indexes and triggers are off and their text side tables (0220) gone;
// afterwards the indexes come back, the side tables are made and filled again by their
// migration's own function, and the counters the triggers keep are counted once: rows by
// organisation (0213), by value (0221), the audit log's by tenant (0222). Then VACUUM ANALYZE.
//   node scripts/with-postgres.mjs npx tsx bench/seed-registry-lists-postgres.ts [--rows=…]
import { type Resource, resources } from '@retail/contract';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase } from '../apps/server/src/db/database';
import { updateTriggersWhenChangedPostgres } from '../apps/server/src/db/migrations/0233-update-triggers-when-changed-postgres';
import {
  dropListTextIndex,
  keepListTextIndex,
} from '../apps/server/src/db/migrations/list-text-index';
import {
  fillTenantRowCounts,
  ROW_COUNTS_LEFT_OUT,
  rowCountTrigger,
} from '../apps/server/src/db/migrations/row-counts';
import { fillStateSums, hasStateSums } from '../apps/server/src/db/migrations/state-sums';
import { fillValueCounts, hasValueCounts } from '../apps/server/src/db/migrations/value-counts';
import { numberOption } from './http-load';
import { prepareSchema } from './seed-goods';
import { ensureRegistryBenchDb, REGISTRY_LISTS, type RegistryBenchDb } from './seed-registry-lists';
import { checkSameOrgans, copyTable, countOf, type PgDb } from './sqlite-to-postgres';

/** Counted anew after the load, not copied (their PostgreSQL triggers and keys may differ). */
const COUNTERS = ['owned_row_count', 'owned_value_count', 'owned_state_sum', 'tenant_row_count'];

type Copied = { table: string; columns: string[]; afterId?: number; withoutIds: boolean };

/** The tables of the SQLite file with rows PostgreSQL lacks, in the order they were created. */
const tablesToCopy = async (db: PgDb, sqlite: SqliteDatabase.Database): Promise<Copied[]> => {
  const { rows: pgColumns } = await sql<{ table: string; column: string }>`
    select c.table_name as "table", c.column_name as "column" from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`.execute(db);
  const columnsInPg = new Map<string, Set<string>>();
  for (const { table, column } of pgColumns)
    columnsInPg.set(table, (columnsInPg.get(table) ?? new Set()).add(column));
  const tables = sqlite
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
       and name not like 'kysely_%' order by rowid`,
    )
    .all() as { name: string }[];
  const copied: Copied[] = [];
  for (const { name: table } of tables) {
    const inPg = columnsInPg.get(table);
    if (!inPg || COUNTERS.includes(table) || table.endsWith('_text')) continue;
    const { n } = sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
    if (n <= (await countOf(db, table))) continue;
    const columns = (
      sqlite.prepare('select name from pragma_table_info(?)').all(table) as {
        name: string;
      }[]
    ).map((column) => column.name);
    const missing = columns.filter((column) => !inPg.has(column));
    if (missing.length > 0) throw new Error(`${table}: no ${missing.join(', ')} on PostgreSQL`);
    const withoutIds = !columns.includes('id');
    const afterId = withoutIds
      ? undefined
      : Number(
          (
            await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table)}`.execute(
              db,
            )
          ).rows[0]?.id ?? 0,
        );
    copied.push({ table, columns, afterId, withoutIds });
  }
  return inReferenceOrder(db, copied);
};

/** Each table after those its foreign keys point at (SQLite's creation order may differ). */
const inReferenceOrder = async (db: PgDb, tables: Copied[]): Promise<Copied[]> => {
  const { rows } = await sql<{ from: string; to: string }>`
    select conrelid::regclass::text as "from", confrelid::regclass::text as "to"
    from pg_constraint where contype = 'f' and conrelid <> confrelid`.execute(db);
  const strip = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: Copied[] = [];
  const left = [...tables];
  while (left.length > 0) {
    const ready = left.findIndex(({ table }) =>
      rows.every(
        (row) => strip(row.from) !== table || !left.some((other) => other.table === strip(row.to)),
      ),
    );
    // A cycle (none today): the rest in creation order.
    ordered.push(...left.splice(ready === -1 ? 0 : ready, ready === -1 ? left.length : 1));
  }
  return ordered;
};

/** Indexes of the lists other than their keys' (which stay: ids must be unique). */
const listIndexes = async (db: PgDb, tables: readonly string[]) =>
  (
    await sql<{ name: string; definition: string }>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db)
  ).rows;

/** Counts once what the lists' triggers would have kept during the load. */
const fillCounters = async (db: PgDb, resource: Resource) => {
  const { table } = resource;
  const statements = [
    ...(hasValueCounts(resource) ? fillValueCounts(resource) : []),
    ...(hasStateSums(resource) ? fillStateSums(resource) : []),
    ...(ROW_COUNTS_LEFT_OUT.includes(table) ? fillTenantRowCounts(table) : []),
  ];
  const { rows } = await sql<{ n: number }>`select 1 as n from pg_trigger
    where tgname = ${rowCountTrigger(table)} and tgrelid = ${table}::regclass`.execute(db);
  if (rows.length > 0)
    statements.push(
      `delete from owned_row_count where table_name = '${table}'`,
      `insert into owned_row_count (table_name, organ_id, row_count)
       select '${table}', organ_id, count(*) from ${table} group by organ_id`,
    );
  for (const statement of statements) await sql.raw(statement).execute(db);
};

/** Loads the registry lists bench data into the (empty) PostgreSQL database at `url`. */
export const loadRegistryListsIntoPostgres = async (
  url: string,
  data: RegistryBenchDb,
): Promise<void> => {
  const handle = createDatabase({ kind: 'postgres', url });
  const sqlite = new SqliteDatabase(data.file, { readonly: true });
  const lists = REGISTRY_LISTS.map((key) => resources[key] as Resource);
  const listTables = lists.map((resource) => resource.table);
  try {
    const started = Date.now();
    await prepareSchema({ kind: 'postgres', url }, data.adminPassword, Date.now());
    const db = handle.db.withoutPlugins();
    await checkSameOrgans(db, sqlite);
    const held = await countOf(db, listTables[0] as string);
    if (held > 0) throw new Error(`PostgreSQL holds ${held} ${listTables[0]}: use an empty one`);
    const copied = await tablesToCopy(db, sqlite);
    console.log(
      `Copying ${copied.map(({ table }) => table).join(', ')} into PostgreSQL (${data.rows.toLocaleString('en')} rows per list)…`,
    );
    // One connection: its maintenance memory serves every index built afterwards.
    await db.connection().execute(async (conn) => {
      await sql`set maintenance_work_mem = '1GB'`.execute(conn);
      for (const resource of lists) await dropListTextIndex(conn, 'postgres', resource);
      const indexes = await listIndexes(conn, listTables);
      for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(conn);
      for (const table of listTables)
        await sql`alter table ${sql.table(table)} disable trigger user`.execute(conn);
      for (const { table, ...options } of copied)
        await copyTable(conn, sqlite, table, {
          ...options,
          ...(listTables.includes(table) ? { jsonBatch: 5_000 } : {}),
        });
      console.log(`  copied in ${Math.round((Date.now() - started) / 1000)} s; indexes…`);
      for (const index of indexes) await sql.raw(index.definition).execute(conn);
      for (const table of listTables)
        await sql`alter table ${sql.table(table)} enable trigger user`.execute(conn);
      console.log(`  text side tables and counters…`);
      for (const resource of lists) {
        await keepListTextIndex(conn, 'postgres', resource);
        await fillCounters(conn, resource);
      }
      // The side tables' triggers made again as the migrations leave them (0233: split).
      await updateTriggersWhenChangedPostgres('postgres').up?.(conn);
    });
    for (const { table } of copied) {
      const { n } = sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
      const inPg = await countOf(db, table);
      if (inPg !== n) throw new Error(`${table}: ${inPg} rows on PostgreSQL, ${n} in the file`);
    }
    // Statistics for the planner, and the visibility map for index-only scans.
    await sql`vacuum analyze`.execute(db);
    console.log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    sqlite.close();
    await handle.db.destroy();
  }
};

if (process.argv[1]?.endsWith('seed-registry-lists-postgres.ts')) {
  const url = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a PostgreSQL URL');
  await loadRegistryListsIntoPostgres(url, await ensureRegistryBenchDb(numberOption('rows', 1e6)));
}
