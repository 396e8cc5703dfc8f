import { randomUUID } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Organ } from '../../src/db/schema';
import { flattenAuthorityTree } from '../../src/db/seed/authority-tree';
import { ensureOrgan, ensureRole, ensureUser, grantExactly } from '../../src/db/seed/seed-helpers';
import { isOwnerCopy } from '../../src/scope/scoped-db';
import type { TestApp } from '../support/test-app';
import { ownedRows, type Row } from './fixtures';

// The isolation world: two tenants under the platform, A (with siblings A1 and A2) and B
// (with B1). Every organisation holds one row of every owned table, marked with its name
// (`iso-A2` ...) so that a leak shows in any answer. Attackers hold every authority there is,
// platform keys included: authorities never widen a data scope.

export const ORGAN_KEYS = ['A', 'A1', 'A2', 'B', 'B1'] as const;
export type OrganKey = (typeof ORGAN_KEYS)[number];

export const markerOf = (key: OrganKey): string => `iso-${key}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are found at run time
export type AnyKysely = Kysely<any>;

export type World = {
  organs: Record<OrganKey, Organ>;
  /** Per organisation, its row of every owned table (the organisation itself under `organ`). */
  rows: Record<OrganKey, Record<string, Row>>;
  users: { tenantAdmin: Row; subUser: Row; lacking: Row };
  /** Owned tables without a row recipe in fixtures.ts (the suites fail on them). */
  missingRecipes: string[];
  /** The role of the `lacking` user: every authority but the one under test. */
  lackingRoleId: number;
  allCodes: string[];
};

const SYSTEM_TABLES = new Set(['session', 'captcha', 'login_failure']);

/** Tables of the database (snake_case), and which of them are owned (carry organ_path). */
export const tablesOf = async (db: Db) => {
  const tables = (await db.withoutPlugins().introspection.getTables()).filter(
    (table) => !table.name.startsWith('kysely_'),
  );
  return {
    all: tables.map((table) => table.name).filter((name) => !SYSTEM_TABLES.has(name)),
    owned: tables
      .filter((table) => table.columns.some((column) => column.name === 'organ_path'))
      .map((table) => table.name)
      .filter((name) => !isOwnerCopy(name)),
  };
};

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// A table held in parts gets its triggers once (PostgreSQL puts them on its parts itself).
const POSTGRES_TABLES = sql<{ name: string }>`
  SELECT relname AS name FROM pg_class
  WHERE relkind IN ('r', 'p') AND NOT relispartition
    AND relnamespace = current_schema()::regnamespace`;
const SQLITE_TABLES = sql<{ name: string }>`
  SELECT name FROM sqlite_master AS t
  WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' AND sql NOT LIKE 'CREATE VIRTUAL%'
    AND NOT EXISTS (SELECT 1 FROM sqlite_master AS v
      WHERE v.sql LIKE 'CREATE VIRTUAL%' AND substr(t.name, 1, length(v.name) + 1) = v.name || '_')`;

/** Where the triggers below note every write (not a table of the product). */
const JOURNAL = 'zz_write_journal';

const watchedTables = async (db: Db): Promise<string[]> => {
  const query = isPostgres(db) ? POSTGRES_TABLES : SQLITE_TABLES;
  const { rows } = await query.execute(db.withoutPlugins());
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !SYSTEM_TABLES.has(name) && name !== JOURNAL);
};

const postgresJournal = async (raw: AnyKysely, tables: string[]): Promise<void> => {
  await sql`CREATE TABLE ${sql.table(JOURNAL)} (id bigserial PRIMARY KEY, entry text NOT NULL)`.execute(
    raw,
  );
  await sql`CREATE FUNCTION zz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO zz_write_journal (entry) VALUES (TG_OP || ' ' || TG_TABLE_NAME || ' ' ||
        CASE WHEN TG_OP = 'DELETE' THEN row_to_json(OLD)::text ELSE row_to_json(NEW)::text END);
      RETURN NULL;
    END $$`.execute(raw);
  const statements = tables.flatMap((table) => [
    sql`CREATE TRIGGER zz_note_insert_delete AFTER INSERT OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION zz_note_write()`,
    sql`CREATE TRIGGER zz_note_update AFTER UPDATE ON ${sql.table(table)}
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION zz_note_write()`,
  ]);
  await sql`${sql.join(statements, sql`; `)}`.execute(raw);
};

const sqliteJournal = async (raw: AnyKysely, tables: string[]): Promise<void> => {
  await sql`CREATE TABLE ${sql.table(JOURNAL)} (id INTEGER PRIMARY KEY, entry TEXT NOT NULL)`.execute(
    raw,
  );
  for (const table of tables) {
    const { rows } = await sql<{
      name: string;
    }>`SELECT name FROM pragma_table_info(${table})`.execute(raw);
    const columns = rows.map((row) => row.name);
    const json = (row: 'NEW' | 'OLD') =>
      sql.raw(`json_object(${columns.map((c) => `'${c}', ${row}."${c}"`).join(', ')})`);
    const changed = sql.raw(columns.map((c) => `OLD."${c}" IS NOT NEW."${c}"`).join(' OR '));
    const note = (op: string, row: 'NEW' | 'OLD') =>
      sql`INSERT INTO ${sql.table(JOURNAL)} (entry) VALUES (${sql.lit(`${op} ${table} `)} || ${json(row)})`;
    const name = (op: string) => sql.id(`zz_note_${op}_${table}`);
    await sql`CREATE TRIGGER ${name('insert')} AFTER INSERT ON ${sql.table(table)}
      BEGIN ${note('INSERT', 'NEW')}; END`.execute(raw);
    await sql`CREATE TRIGGER ${name('delete')} AFTER DELETE ON ${sql.table(table)}
      BEGIN ${note('DELETE', 'OLD')}; END`.execute(raw);
    await sql`CREATE TRIGGER ${name('update')} AFTER UPDATE ON ${sql.table(table)}
      WHEN ${changed} BEGIN ${note('UPDATE', 'NEW')}; END`.execute(raw);
  }
};

const journalled = new WeakMap<Db, Promise<void>>();

/**
 * Every write the database has taken since the first call for it, as `OP table {row}` in
 * order: `expect(await snapshot(db)).toEqual(before)` proves a call changed nothing. The first
 * call puts a trigger on every table (but sessions, captchas and login failures) that notes
 * each insert, delete and update that changes a value, in the writing transaction (a rolled-back
 * write leaves no note). One small read per call, where reading every row of every table cost
 * 150 ms a call on PostgreSQL.
 */
export const snapshot = async (db: Db): Promise<{ writes: string[] }> => {
  const raw = db.withoutPlugins() as AnyKysely;
  let ready = journalled.get(db);
  if (!ready) {
    ready = watchedTables(db).then((tables) =>
      isPostgres(db) ? postgresJournal(raw, tables) : sqliteJournal(raw, tables),
    );
    journalled.set(db, ready);
  }
  await ready;
  const rows = await raw.selectFrom(JOURNAL).select('entry').orderBy('id').execute();
  return { writes: rows.map((row) => row.entry as string) };
};

/** How many writes the journal holds (cheaper than `snapshot` when only "none since" matters). */
export const journalLength = async (db: Db): Promise<number> => {
  await snapshot(db);
  const raw = db.withoutPlugins() as AnyKysely;
  const row = await raw
    .selectFrom(JOURNAL)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertRow = async (
  db: Db,
  table: string,
  values: Record<string, unknown>,
): Promise<Row> =>
  (await (db as unknown as AnyKysely)
    .insertInto(table)
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;

/** Builds the world: organisations, one row of every owned table per organisation, attackers. */
export const buildWorld = async (t: TestApp): Promise<World> => {
  const db = t.app.db;
  const now = t.clock.now();
  const platform = await db
    .selectFrom('organ')
    .selectAll()
    .where('parentId', 'is', null)
    .executeTakeFirstOrThrow();
  const A = await ensureOrgan(db, platform, markerOf('A'), 1, now);
  const B = await ensureOrgan(db, platform, markerOf('B'), 1, now);
  const organs: Record<OrganKey, Organ> = {
    A,
    A1: await ensureOrgan(db, A, markerOf('A1'), 2, now),
    A2: await ensureOrgan(db, A, markerOf('A2'), 2, now),
    B,
    B1: await ensureOrgan(db, B, markerOf('B1'), 2, now),
  };

  const { owned } = await tablesOf(db);
  const rows = {} as World['rows'];
  for (const key of ORGAN_KEYS) {
    const organ = organs[key];
    const marker = markerOf(key);
    const own: Record<string, Row> = { organ: organ as unknown as Row };
    for (const [table, recipe] of Object.entries(ownedRows)) {
      if (!owned.includes(table)) continue; // a recipe for a table another branch adds
      own[table] = await insertRow(db, table, {
        ...recipe({ marker, organ, rows: own, unique: randomUUID().slice(0, 8) }),
        tenantId: organ.tenantId,
        organId: organ.id,
        organPath: organ.organPath,
        createBy: marker,
        createDate: '2026-01-01 00:00:00',
        updateBy: marker,
        updateDate: '2026-01-01 00:00:00',
      });
    }
    rows[key] = own;
  }

  const allCodes = flattenAuthorityTree().map((node) => node.code);
  const allRoleId = await ensureRole(db, A, 'iso-all', 'iso-A all', now);
  await grantExactly(db, allRoleId, allCodes);
  const lackingRoleId = await ensureRole(db, A, 'iso-lacking', 'iso-A lacking', now);
  const user = async (userName: string, organ: Organ, roleId: number): Promise<Row> => {
    await ensureUser(db, { userName, name: userName, organ, roleId }, async () => 'no-login', now);
    return (await db
      .selectFrom('user')
      .selectAll()
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow()) as unknown as Row;
  };
  return {
    organs,
    rows,
    users: {
      tenantAdmin: await user('iso-A-admin', A, allRoleId),
      subUser: await user('iso-A1-user', organs.A1, allRoleId),
      lacking: await user('iso-A-lacking', A, lackingRoleId),
    },
    lackingRoleId,
    allCodes,
    missingRecipes: owned.filter((table) => table !== 'organ' && !(table in ownedRows)),
  };
};

/** A fresh token for the user (no password or captcha: the suites call hundreds of times). */
export const tokenOf = (t: TestApp, user: Row): Promise<string> =>
  t.app.services.sessions.open(user.id);

/**
 * Owned tables the scope layer cannot serve well: no (tenant_id, organ_path) index, or on
 * PostgreSQL an organ_path column that does not compare byte-wise.
 */
export const unpreparedOwnedTables = async (t: TestApp): Promise<string[]> => {
  const db = t.app.db.withoutPlugins();
  const problems: string[] = [];
  for (const table of (await tablesOf(t.app.db)).owned) {
    const index = `${table}_tenant_id_organ_path_idx`;
    const found =
      t.app.dialect === 'postgres'
        ? await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = ${table} and indexname = ${index}`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and name = ${index}`.execute(db);
    if (found.rows.length === 0) problems.push(`${table}: no index ${index}`);
    if (t.app.dialect === 'postgres') {
      const column = await sql<{
        collation: string | null;
      }>`select collation_name as collation from information_schema.columns where table_name = ${table} and column_name = 'organ_path'`.execute(
        db,
      );
      if (column.rows[0]?.collation !== 'C')
        problems.push(`${table}: organ_path is not COLLATE "C"`);
    }
  }
  return problems;
};
