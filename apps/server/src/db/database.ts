import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  type CompiledQuery,
  type Dialect,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { createBoundedMap } from '../cache/bounded-map';
import {
  createWriteTracking,
  withWriteTracking,
  type WriteTracking,
} from '../cache/write-tracking';
import { rowWallSettings } from '../scope/row-security';
import type { SqlDialect } from './dialect';
import { connectionSettings } from './connection-settings';
import { prepareStatements } from './prepared-statements';
import { settingsAwarePool } from './settings-pool';
import { migrationProvider } from './migrations';
import { createReadPool, type ReadPool } from './read-pool';
import { withReadPool } from './read-pool-driver';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: SqlDialect;
  /** What this process writes, from each statement's query tree (cache/write-tracking.ts). */
  writes: WriteTracking;
  /** SQLite only (see ReadNow). */
  readNow: ReadNow | undefined;
  /**
   * SQLite file with READ_THREADS: from now on, reads outside a transaction run on reading
   * threads (read-pool.ts). Called once the schema is migrated (the threads open the file).
   */
  startReadThreads: () => void;
  /** The reading threads, when started. */
  readPool: () => ReadPool | undefined;
};

/**
 * Compiled reads run at once on the SQLite connection, outside Kysely (its connection queue,
 * promises and result plugins were most of the cost of the reads made on every call). Each
 * answers undefined while a transaction is open on the connection: its uncommitted rows must
 * not be read, so go through Kysely then, which waits for it.
 */
export type ReadNow = {
  /** Rows as objects, named as the SQL names the columns (no camelCase plugin). */
  rows: <R>(query: CompiledQuery<R>) => R[] | undefined;
  /** Rows as arrays of values in the SQL's column order: wide rows cost a third less so. */
  values: (query: CompiledQuery) => unknown[][] | undefined;
};

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** int8 (ids, epoch ms, counts) as numbers: every value we store fits in 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8 || oid === PG_NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** How much of the SQLite file is read through a memory map (the rest as usual). */
const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

const openSqlite = (file: string): SqliteDatabase.Database => {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Reads straight from the mapped file instead of copying each page into SQLite's cache:
  // a quarter off a 20-row page of wide rows. Only reads use it; writes go through the WAL.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return sqlite;
};

/** Statements kept prepared: the queries of a request come in a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 prepares every statement anew (about a tenth of a short request's time):
 * keep the most recently used by SQL text. Not a cache of data (a prepared statement reads
 * the database when it runs), so CACHE=off leaves it on (cache/README.md). A statement still iterating (a stream) is busy
 * and cannot run twice at once, so another is prepared then.
 */
const withStatementCache = (sqlite: SqliteDatabase.Database, pool: () => ReadPool | undefined) => {
  const statements = createBoundedMap<string, SqliteDatabase.Statement>(STATEMENT_CACHE_SIZE);
  const prepare = (sql: string): SqliteDatabase.Statement => {
    const cached = statements.get(sql);
    if (cached && !cached.busy) return cached;
    const statement = sqlite.prepare(sql);
    statements.set(sql, statement);
    return statement;
  };
  const readNow: ReadNow = {
    rows: <R>(query: CompiledQuery<R>) =>
      sqlite.inTransaction ? undefined : (prepare(query.sql).all(query.parameters) as R[]),
    // With reading threads a page is read there (through Kysely), off the event loop, unless
    // its statement is known to be very quick (ReadPool.here).
    values: (query) => {
      if (sqlite.inTransaction) return undefined;
      const values = () => {
        // The statement is shared with Kysely, which wants objects: raw mode only for this run.
        const statement = prepare(query.sql).raw(true);
        try {
          return statement.all(query.parameters) as unknown[][];
        } finally {
          statement.raw(false);
        }
      };
      const reads = pool();
      return reads ? reads.here(query.sql, values) : values();
    },
  };
  /** A statement that only reads and answers rows (not a pragma: it would set the thread's). */
  const isPlainRead = (query: CompiledQuery) => {
    if (query.query.kind !== 'SelectQueryNode' && query.query.kind !== 'RawNode') return false;
    const statement = prepare(query.sql);
    return statement.reader && statement.readonly && !/^\s*pragma/i.test(query.sql);
  };
  return {
    prepare,
    readNow,
    isPlainRead,
    close: () => {
      statements.clear();
      sqlite.close();
    },
  };
};

/** Connections of one server process (docs/operations.md). */
export const POSTGRES_CONNECTIONS = 10;

/**
 * The server's PostgreSQL sessions plan without parallel workers (a start-up setting of each
 * connection; the URL's own `options` replace it). Under the row-level wall the planner cannot
 * see through the policy and guesses a tenant's rows at a hundredth of what they are; with that
 * guess a page's ids far down a list (page 1,000: 20,000 ids passed) were read by two workers
 * whose rows cost about 100 ms to merge where one process reads them in 4–6 ms, and a common
 * value's count took 205 ms parallel against 122 ms serial (bench/README.md, "PostgreSQL,
 * 1,000,000 rows per list"). Many short reads of many users want each one process anyway: a
 * worker is a core taken from another user's request. The goods list's 42 kinds took the same
 * time either way ("Goods list on PostgreSQL at 1,000,000 goods").
 */
export const SERIAL_PLANS = '-c max_parallel_workers_per_gather=0';

/**
 * The PostgreSQL connections of one process, kept open while it runs (issue 15, goal 3). A new
 * connection is a new PostgreSQL process, whose first read of each table or index costs many
 * times its next ones (a tenant's first name count on a new connection took 90–110 ms, its next
 * ones 15–20, the pages all in shared buffers either way). With the pool's default the connections idle for
 * 10 s were closed, and a request after a quiet spell, or beside another one, paid that again.
 * An idle connection the database drops (a restart) is removed by the pool; the next read opens
 * another, so its error is no crash. Which connection a statement gets depends on the row-level
 * wall it carries (db/settings-pool.ts).
 */
const postgresPool = (url: string) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_CONNECTIONS,
    idleTimeoutMillis: 0,
    types: pgTypes,
    options: SERIAL_PLANS,
  });
  prepareStatements(pool);
  pool.on('error', (error) => {
    process.emitWarning(`an idle PostgreSQL connection closed: ${error.message}`);
  });
  // The console caller's row-level security wall (scope/row-security.ts).
  return settingsAwarePool(pool, POSTGRES_CONNECTIONS, connectionSettings(rowWallSettings));
};

type Opened = Pick<DatabaseHandle, 'readNow' | 'startReadThreads' | 'readPool'> & {
  dialect: Dialect;
};

const dialectOf = (config: DatabaseConfig, readThreads: number): Opened => {
  if (config.kind === 'postgres')
    return {
      dialect: new PostgresDialect({ pool: postgresPool(config.url) }),
      readNow: undefined,
      startReadThreads: () => {},
      readPool: () => undefined,
    };
  let pool: ReadPool | undefined;
  const readPool = () => pool;
  const sqlite = withStatementCache(openSqlite(config.file), readPool);
  const threads = config.file === ':memory:' ? 0 : readThreads;
  return {
    dialect: withReadPool(
      new SqliteDialect({ database: sqlite }),
      readPool,
      sqlite.isPlainRead,
      sqlite.readNow.rows,
    ),
    readNow: sqlite.readNow,
    startReadThreads: () => {
      if (threads > 0 && !pool)
        pool = createReadPool({ file: config.file, threads, mmapBytes: SQLITE_MMAP_BYTES });
    },
    readPool,
  };
};

/**
 * Opens the database named by the configuration; TS and the API speak camelCase, tables
 * snake_case. `readThreads` (SQLite file only; 0 for none) is how many reading threads
 * `startReadThreads` starts.
 */
export const createDatabase = (config: DatabaseConfig, readThreads = 0): DatabaseHandle => {
  const { dialect, ...opened } = dialectOf(config, readThreads);
  const writes = createWriteTracking();
  return {
    db: new Kysely<Database>({
      dialect: withWriteTracking(dialect, writes),
      plugins: [new CamelCasePlugin()],
    }),
    dialect: config.kind,
    writes,
    ...opened,
  };
};

/** Brings the schema up to date; throws with the failing migration's error. */
export const migrateToLatest = async ({ db, dialect }: DatabaseHandle): Promise<string[]> => {
  // Migrations name tables and columns in snake_case themselves.
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider(dialect) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
};
