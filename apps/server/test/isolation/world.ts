import { randomUUID } from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Organ } from '../../src/db/schema';
import { flattenAuthorityTree } from '../../src/db/seed/authority-tree';
import { ensureOrgan, ensureRole, ensureUser, grantExactly } from '../../src/db/seed/seed-helpers';
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
      .map((table) => table.name),
  };
};

const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

const POSTGRES_TABLES = sql<{ name: string }>`
  SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`;
const SQLITE_TABLES = sql<{ name: string }>`
  SELECT name FROM sqlite_master
  WHERE type IN ('table', 'view') AND substr(name, 1, 7) <> 'sqlite_'`;

/**
 * The tables a snapshot reads, from the catalogue on each call (a table made by a call would
 * show): far cheaper than the whole introspection tablesOf makes.
 */
const snapshotTables = async (db: Db): Promise<string[]> => {
  const query = isPostgres(db) ? POSTGRES_TABLES : SQLITE_TABLES;
  const { rows } = await query.execute(db.withoutPlugins());
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !SYSTEM_TABLES.has(name));
};

/**
 * Every row of every table but sessions, captchas and login failures, in a stable order. On
 * PostgreSQL in one round trip (each row as its JSON); on SQLite table by table (in process).
 */
export const snapshot = async (db: Db): Promise<Record<string, string[]>> => {
  const raw = db.withoutPlugins() as AnyKysely;
  const tables = await snapshotTables(db);
  const result: Record<string, string[]> = {};
  if (isPostgres(db)) {
    const perTable = tables.map(
      (table) =>
        sql`SELECT ${sql.lit(table)} AS name,
          (SELECT array_agg(row_to_json(r)::text) FROM ${sql.table(table)} AS r) AS rows`,
    );
    const { rows } = await sql<{ name: string; rows: string[] | null }>`${sql.join(
      perTable,
      sql` UNION ALL `,
    )}`.execute(raw);
    for (const row of rows) result[row.name] = (row.rows ?? []).sort();
    return result;
  }
  for (const table of tables) {
    const rows = await raw.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
};

const insertRow = async (db: Db, table: string, values: Record<string, unknown>): Promise<Row> =>
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
