import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { ReadPool } from './read-pool';

/** Whether a statement only reads and answers rows, as SQLite itself says when preparing it. */
export type IsPlainRead = (query: CompiledQuery) => boolean;

/** Rows of a plain read on the main connection now, or undefined while a transaction is open. */
export type ReadHere = <R>(query: CompiledQuery<R>) => R[] | undefined;

/**
 * The SQLite driver with the reads made outside a transaction sent to the read pool. A
 * connection Kysely takes is taken from the one SQLite connection only when it needs it: for
 * a transaction (every statement of it, reads included, stays there: they must see its
 * uncommitted rows) or for a statement that writes. A plain read on its own goes to a reading
 * thread, and waits neither for the event loop nor for another request's transaction. It reads
 * what was committed when it began, so a caller's read after its own write (awaited, hence
 * committed) sees it. A statement known to be very quick is read on the main connection at
 * once instead (ReadPool.here), unless a transaction is open there.
 */
const pooledDriver = (
  driver: Driver,
  pool: () => ReadPool | undefined,
  isPlainRead: IsPlainRead,
  readHere: ReadHere,
): Driver => {
  type Lazy = DatabaseConnection & { main: () => Promise<DatabaseConnection> };
  const taken = new WeakMap<DatabaseConnection, Promise<DatabaseConnection>>();
  const lazy = (): Lazy => {
    const connection: Lazy = {
      main: () => {
        let main = taken.get(connection);
        if (!main) {
          main = driver.acquireConnection();
          taken.set(connection, main);
        }
        return main;
      },
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const reads = !taken.has(connection) && pool();
        if (reads && isPlainRead(query)) {
          const rows = reads.here(query.sql, () => readHere(query as CompiledQuery<R>));
          return rows ? { rows } : reads.read<R>(query as CompiledQuery<R>);
        }
        return (await connection.main()).executeQuery<R>(query);
      },
      async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
        yield* (await connection.main()).streamQuery<R>(query, chunkSize);
      },
    };
    return connection;
  };
  const main = (connection: DatabaseConnection) => (connection as Lazy).main();
  const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
  return {
    init: () => driver.init(),
    acquireConnection: async () => lazy(),
    // A transaction takes the write lock when it begins (BEGIN IMMEDIATE), not at its first
    // write: in WAL, a transaction that read first and then writes after another process
    // committed fails with SQLITE_BUSY_SNAPSHOT, which waiting cannot cure; begun immediate,
    // the other process's writer waits for it instead (busy_timeout).
    beginTransaction: async (connection) => {
      await (await main(connection)).executeQuery(CompiledQuery.raw('begin immediate'));
    },
    commitTransaction: async (connection) => driver.commitTransaction(await main(connection)),
    rollbackTransaction: async (connection) => driver.rollbackTransaction(await main(connection)),
    ...(savepoint && {
      savepoint: async (connection, name, compile) =>
        savepoint.call(driver, await main(connection), name, compile),
    }),
    ...(rollbackToSavepoint && {
      rollbackToSavepoint: async (connection, name, compile) =>
        rollbackToSavepoint.call(driver, await main(connection), name, compile),
    }),
    ...(releaseSavepoint && {
      releaseSavepoint: async (connection, name, compile) =>
        releaseSavepoint.call(driver, await main(connection), name, compile),
    }),
    releaseConnection: async (connection) => {
      const held = taken.get(connection);
      if (!held) return;
      taken.delete(connection);
      await driver.releaseConnection(await held);
    },
    destroy: async () => {
      await pool()?.close();
      await driver.destroy();
    },
  };
};

/** The SQLite dialect with plain reads sent to `pool()` whenever it gives a pool. */
export const withReadPool = (
  dialect: Dialect,
  pool: () => ReadPool | undefined,
  isPlainRead: IsPlainRead,
  readHere: ReadHere,
): Dialect => ({
  createDriver: () => pooledDriver(dialect.createDriver(), pool, isPlainRead, readHere),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createAdapter: () => dialect.createAdapter(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
