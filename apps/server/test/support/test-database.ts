import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig, DatabaseConfig } from '../../src/config/config';
import { createDatabase, migrateToLatest } from '../../src/db/database';
import { migrationProvider } from '../../src/db/migrations';

export type TestDatabase = { database: DatabaseConfig; dataDir: string; drop: () => Promise<void> };

/**
 * A database at the latest schema, made once per test run (see `global-setup.ts`), that test
 * databases are copied from instead of each running every migration. `key` names the list
 * of migrations it holds: a template made for another list is never used.
 */
export type DatabaseTemplate =
  { kind: 'sqlite'; key: string; file: string } | { kind: 'postgres'; key: string; name: string };

/** What a test app's seeding writes: the platform's rows alone, or the demo's as well. */
export type SeedKind = AppConfig['seed'];

/** Templates already seeded as a test app seeds them, by its `seed` (global-setup.ts). */
export type SeededTemplates = Record<SeedKind, DatabaseTemplate>;

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
    seededTemplates: SeededTemplates | undefined;
  }
}

const postgresUrl = (): string | undefined => {
  const url = process.env.TEST_DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
};

export const usesPostgres = (): boolean => postgresUrl() !== undefined;

/** Stands for the migrations of this tree: their names, in order. */
const migrationKey = async (): Promise<string> => {
  const names = Object.keys(await migrationProvider('sqlite').getMigrations());
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12);
};

const SQLITE_FILE = 'retail.db';
/** SQLite's database file and the write-ahead log beside it, if any is left. */
const SQLITE_PARTS = ['', '-wal', '-shm'];

const withAdmin = async <T>(adminUrl: string, use: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

/** Runs a statement that another session may still hold the database for (55006: retried). */
const whenFree = async (run: () => Promise<unknown>): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/**
 * How a database is made from a template: from PostgreSQL 15 on, by copying its files
 * (STRATEGY FILE_COPY) rather than writing every page of it to the write-ahead log (WAL_LOG,
 * the default there, made for large databases copied under load). The template is a few dozen
 * megabytes copied for each test app: bench/README.md, "Test databases copied as files".
 */
const copyClause = async (client: pg.Client, template: string): Promise<string> => {
  const version = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  const fileCopy = Number(version.rows[0]?.server_version_num) >= 150_000;
  return ` TEMPLATE ${template}${fileCopy ? ' STRATEGY FILE_COPY' : ''}`;
};

const dropPostgres = (adminUrl: string, name: string) =>
  // The app's pool has just been ended; its backends may take a moment to exit. Waiting
  // (rather than FORCE) keeps their clients from seeing their connection killed.
  withAdmin(adminUrl, (client) => whenFree(() => client.query(`DROP DATABASE IF EXISTS ${name}`)));

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh database for one test file: a new database on the PostgreSQL server
 * TEST_DATABASE_URL names, else a SQLite file in a temporary folder. Drop it when done.
 * Empty, unless `template` is given: then a copy of it (at the latest schema).
 */
export const createTestDatabase = async (template?: DatabaseTemplate): Promise<TestDatabase> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'retail-api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = postgresUrl();
  if (!adminUrl) {
    const file = join(dataDir, SQLITE_FILE);
    if (template?.kind === 'sqlite')
      for (const part of SQLITE_PARTS)
        if (existsSync(template.file + part)) copyFileSync(template.file + part, file + part);
    return { database: { kind: 'sqlite', file }, dataDir, drop: async () => removeDir() };
  }
  const name = `retail_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    const from = template?.kind === 'postgres' ? await copyClause(client, template.name) : '';
    await whenFree(() => client.query(`CREATE DATABASE ${name}${from}`));
  });
  return {
    database: { kind: 'postgres', url: databaseUrl(adminUrl, name) },
    dataDir,
    drop: async () => {
      try {
        await dropPostgres(adminUrl, name);
      } finally {
        removeDir();
      }
    },
  };
};

/** The template this run's global setup made, when it holds this tree's migrations. */
const runTemplate = async (): Promise<DatabaseTemplate | undefined> => {
  // Imported here: the crash child (upload-crash-child.ts) loads this module outside vitest.
  const { inject } = await import('vitest');
  const template = inject('databaseTemplate');
  return template && template.key === (await migrationKey()) ? template : undefined;
};

/**
 * A fresh database copied from this run's template seeded as `seed` says, when there is one
 * for this tree's migrations; else as createMigratedTestDatabase, the app's start seeding it.
 */
export const createSeededTestDatabase = async (seed?: SeedKind): Promise<TestDatabase> => {
  const { inject } = await import('vitest');
  const template = seed ? inject('seededTemplates')?.[seed] : undefined;
  return template && template.key === (await migrationKey())
    ? createTestDatabase(template)
    : createMigratedTestDatabase();
};

/**
 * Makes a PostgreSQL database a template: a copy needs it without sessions, so none may connect
 * any more (autovacuum either). `drop` makes it an ordinary database again and drops it.
 */
const postgresTemplate = async (
  adminUrl: string,
  key: string,
  name: string,
  dropDatabase: () => Promise<void>,
): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> => {
  await withAdmin(adminUrl, (client) =>
    client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
  );
  return {
    template: { kind: 'postgres', key, name },
    drop: async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`),
      );
      await dropDatabase();
    },
  };
};

/**
 * Makes a template of a test database that nothing uses any more (its app closed): copies
 * are made from it as from the run's template. `drop` removes it.
 */
export const templateOf = async (
  database: TestDatabase,
): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> => {
  const key = await migrationKey();
  if (database.database.kind === 'sqlite')
    return { template: { kind: 'sqlite', key, file: database.database.file }, drop: database.drop };
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('A PostgreSQL test database without TEST_DATABASE_URL');
  const name = new URL(database.database.url).pathname.slice(1);
  return postgresTemplate(adminUrl, key, name, database.drop);
};

/**
 * A fresh database at the latest schema, copied from this run's template (no migration left
 * to run); an empty one when there is no template, which the caller's migration then fills.
 */
export const createMigratedTestDatabase = async (): Promise<TestDatabase> =>
  createTestDatabase(await runTemplate());

/**
 * Makes the run's template: every migration, once, into a database of its own (a SQLite file
 * in a temporary folder, or a database on the PostgreSQL server that no one may connect to).
 */
export const createDatabaseTemplate = async (): Promise<{
  template: DatabaseTemplate;
  drop: () => Promise<void>;
}> => {
  const key = await migrationKey();
  const adminUrl = postgresUrl();
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'retail-api-template-'));
    const file = join(dir, SQLITE_FILE);
    const handle = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(handle);
    } finally {
      // Closing the last connection folds the write-ahead log into the file.
      await handle.db.destroy();
    }
    return {
      template: { kind: 'sqlite', key, file },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `retail_template_${key}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = createDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.db.destroy();
  }
  return postgresTemplate(adminUrl, key, name, () => dropPostgres(adminUrl, name));
};
