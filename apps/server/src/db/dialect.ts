import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/** The two databases the server runs on with the same code and migrations. */
export type SqlDialect = 'sqlite' | 'postgres';

/**
 * A counter that moves whenever a statement may change one of the watched tables: a value
 * cached together with the counter read BEFORE the cached data was read is current as long
 * as the counter has not moved since.
 */
export type TableVersion = () => number;

/** Every statement of this process goes through the log (see `withWriteLog`). */
export type WriteLog = {
  /** A version of these tables (snake_case names, as the SQL names them). */
  watch: (tables: readonly string[]) => TableVersion;
  /**
   * Tells `listener` which watches this process wrote (their keys: the tables joined by `|`),
   * once the writing transaction ended: the other processes of this server are told (cluster.ts).
   */
  onWritten: (listener: (keys: readonly string[]) => void) => void;
  /** Another process of this server wrote these watches: their versions move, as for our own. */
  writtenElsewhere: (keys: readonly string[]) => void;
};

type Watch = { key: string; pattern: RegExp; version: number };

type WriteLogInternals = WriteLog & {
  noteStatement: (connection: DatabaseConnection, sql: string) => void;
  noteRelease: (connection: DatabaseConnection) => void;
};

/** Reads are by far the most statements; anything else that may write is checked further. */
const READ = /^\s*select\b/i;
const WRITE = /\b(?:insert|update|delete|replace|drop|alter|create|truncate)\b/i;

export const createWriteLog = (): WriteLogInternals => {
  const watches: Watch[] = [];
  const listeners: Array<(keys: readonly string[]) => void> = [];
  // The watches a connection has written since it was acquired: moved again once it is
  // released, i.e. after its transaction committed or rolled back, so that data read by
  // another connection before that commit is not kept under the newer version.
  const pending = new WeakMap<DatabaseConnection, Set<Watch>>();
  return {
    watch: (tables) => {
      const watch: Watch = {
        key: tables.join('|'),
        pattern: new RegExp(`\\b(?:${tables.join('|')})\\b`, 'i'),
        version: 0,
      };
      watches.push(watch);
      return () => watch.version;
    },
    noteStatement: (connection, sql) => {
      if (watches.length === 0 || READ.test(sql) || !WRITE.test(sql)) return;
      for (const watch of watches) {
        if (!watch.pattern.test(sql)) continue;
        watch.version += 1;
        const written = pending.get(connection);
        if (written) written.add(watch);
        else pending.set(connection, new Set([watch]));
      }
    },
    noteRelease: (connection) => {
      const written = pending.get(connection);
      if (!written) return;
      pending.delete(connection);
      for (const watch of written) watch.version += 1;
      if (listeners.length === 0) return;
      const keys = [...written].map((watch) => watch.key);
      for (const listener of listeners) listener(keys);
    },
    onWritten: (listener) => {
      listeners.push(listener);
    },
    writtenElsewhere: (keys) => {
      for (const watch of watches) if (keys.includes(watch.key)) watch.version += 1;
    },
  };
};

/** The driver with every statement noted in the log (connections are unwrapped for the driver). */
const loggingDriver = (driver: Driver, log: WriteLogInternals): Driver => {
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    let wrapper = wrappers.get(connection);
    if (!wrapper) {
      wrapper = {
        executeQuery: (query) => {
          log.noteStatement(connection, query.sql);
          return connection.executeQuery(query);
        },
        streamQuery: (query, chunkSize) => {
          log.noteStatement(connection, query.sql);
          return connection.streamQuery(query, chunkSize);
        },
      };
      wrappers.set(connection, wrapper);
      inner.set(wrapper, connection);
    }
    return wrapper;
  };
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
  return {
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    beginTransaction: (connection, settings) =>
      driver.beginTransaction(unwrap(connection), settings),
    commitTransaction: (connection) => driver.commitTransaction(unwrap(connection)),
    rollbackTransaction: (connection) => driver.rollbackTransaction(unwrap(connection)),
    ...(savepoint && {
      savepoint: (connection, name, compile) =>
        savepoint.call(driver, unwrap(connection), name, compile),
    }),
    ...(rollbackToSavepoint && {
      rollbackToSavepoint: (connection, name, compile) =>
        rollbackToSavepoint.call(driver, unwrap(connection), name, compile),
    }),
    ...(releaseSavepoint && {
      releaseSavepoint: (connection, name, compile) =>
        releaseSavepoint.call(driver, unwrap(connection), name, compile),
    }),
    releaseConnection: (connection) => {
      const unwrapped = unwrap(connection);
      log.noteRelease(unwrapped);
      return driver.releaseConnection(unwrapped);
    },
    destroy: () => driver.destroy(),
  };
};

/** The dialect with every statement of its connections noted in the write log. */
export const withWriteLog = (dialect: Dialect, log: WriteLogInternals): Dialect => ({
  createDriver: () => loggingDriver(dialect.createDriver(), log),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createAdapter: () => dialect.createAdapter(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
