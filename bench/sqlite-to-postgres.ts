// Copying a bench's cached SQLite file into PostgreSQL (seed-goods-postgres.ts,
// seed-registry-lists-postgres.ts): both databases are made by the same migrations and the same
// start-up seed, so the organisations are the same rows (checked) and the rows copied keep
// their ids, which other rows point at.
import type SqliteDatabase from 'better-sqlite3';
import { type RawBuilder, sql } from 'kysely';
import type { createDatabase } from '../apps/server/src/db/database';

export type PgDb = ReturnType<typeof createDatabase>['db'];
type Row = Record<string, unknown>;

/** PostgreSQL takes at most 65,535 parameters a statement: a batch stays well under. */
const PARAMETERS_EACH = 30_000;

export const countOf = async (db: PgDb, table: string): Promise<number> => {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
};

/** The organisations of both databases must be the same rows: copied rows point at them by id. */
export const checkSameOrgans = async (db: PgDb, sqlite: SqliteDatabase.Database) => {
  const fromSqlite = sqlite
    .prepare('select id, organ_path as organPath from organ order by id')
    .all() as { id: number; organPath: string }[];
  const { rows } = await sql<{
    id: number;
    organPath: string;
  }>`select id, organ_path as "organPath" from organ order by id`.execute(db);
  if (JSON.stringify(rows) !== JSON.stringify(fromSqlite))
    throw new Error('The PostgreSQL organisations differ from the SQLite bench file');
};

const insertRows = (db: PgDb, table: string, rows: readonly Row[], skipTaken: boolean) => {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map(
    (row) => sql`(${sql.join(columns.map((column) => row[column] as RawBuilder<unknown>))})`,
  );
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)} ${sql.raw(skipTaken ? 'on conflict do nothing' : '')}`.execute(
    db,
  );
};

/**
 * A batch as one JSON parameter read by `json_populate_recordset` (the table's own column
 * types convert each value): far cheaper to send and plan than a parameter per value.
 */
const insertJson = (db: PgDb, table: string, rows: readonly Row[]) => {
  const columns = sql.join(Object.keys(rows[0] ?? {}).map((column) => sql.ref(column)));
  return sql`insert into ${sql.table(table)} (${columns}) select ${columns}
    from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
    db,
  );
};

export type CopyOptions = {
  /** Only the rows with a larger id (those the PostgreSQL seed has not made). */
  afterId?: number;
  /** Only these columns (those both databases have); all by default. */
  columns?: readonly string[];
  /** A table without ids: rows PostgreSQL has already are skipped. */
  withoutIds?: boolean;
  /** Batches of this many rows sent as JSON (insertJson); parameters of 1,000 rows otherwise. */
  jsonBatch?: number;
};

/** Copies a table's rows in id order, in multi-row inserts, and moves its id sequence on. */
export const copyTable = async (
  db: PgDb,
  sqlite: SqliteDatabase.Database,
  table: string,
  options: CopyOptions = {},
) => {
  const columns = options.columns?.map((column) => `"${column}"`).join(', ') ?? '*';
  const rows = options.withoutIds
    ? sqlite.prepare(`select ${columns} from "${table}"`).iterate()
    : sqlite
        .prepare(`select ${columns} from "${table}" where id > ? order by id`)
        .iterate(options.afterId ?? 0);
  const batchSize =
    options.jsonBatch ??
    Math.max(1, Math.min(1_000, Math.floor(PARAMETERS_EACH / (options.columns?.length ?? 30))));
  const insert = (rows: readonly Row[]) =>
    options.jsonBatch
      ? insertJson(db, table, rows)
      : insertRows(db, table, rows, options.withoutIds ?? false);
  let batch: Row[] = [];
  let done = 0;
  for (const row of rows as Iterable<Row>) {
    batch.push(row);
    if (batch.length < batchSize) continue;
    await insert(batch);
    done += batch.length;
    batch = [];
    if (done % 50_000 < batchSize)
      process.stdout.write(`\r  ${table} ${done.toLocaleString('en')}`);
  }
  if (batch.length > 0) await insert(batch);
  if (!options.withoutIds)
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  process.stdout.write(`\r  ${table} ${(done + batch.length).toLocaleString('en')} rows\n`);
};
