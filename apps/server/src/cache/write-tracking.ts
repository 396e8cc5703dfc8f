import type {
  AliasNode,
  CompiledQuery,
  DatabaseConnection,
  DeleteQueryNode,
  Dialect,
  Driver,
  InsertQueryNode,
  KyselyPlugin,
  ListNode,
  MergeQueryNode,
  OperationNode,
  QueryId,
  TableNode,
  UpdateQueryNode,
  WithNode,
} from 'kysely';
import { alsoWritten } from './dependent-writes';

/**
 * A counter that moves whenever a statement writes one of the watched tables: a value kept
 * together with the counter read BEFORE the value was read is current as long as the counter
 * has not moved since.
 */
export type TableVersion = () => number;

/** What this process writes, known from each statement's query tree (never from its text). */
export type WriteTracking = {
  /** A version of these tables (named as the SQL names them: snake_case). */
  watch: (tables: readonly string[]) => TableVersion;
  /**
   * Tells `listener` which watches this process wrote (their keys: the tables joined by `|`),
   * once the writing transaction ended: the other processes of this server are told (cluster.ts).
   */
  onWritten: (listener: (keys: readonly string[]) => void) => void;
  /** Another process of this server wrote these watches: their versions move, as for our own. */
  writtenElsewhere: (keys: readonly string[]) => void;
};

/** Every table: a schema change (migrations) may touch anything. */
const EVERY_TABLE = '*';

/** Tables that raw statements (`sql` templates) declared they write, by query (see `declareWrites`). */
const declared = new WeakMap<QueryId, readonly string[]>();

/**
 * A raw statement (an `sql` template) is opaque to the tracking: run one that writes through
 * `declareWrites(db, tables)`, which says which tables it writes. Reads need nothing.
 */
export const declareWrites = <D extends { withPlugin: (plugin: KyselyPlugin) => D }>(
  db: D,
  tables: readonly string[],
): D =>
  db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      declared.set(queryId, tables);
      return node;
    },
    transformResult: async ({ result }) => result,
  });

const SCHEMA_CHANGES = new Set([
  'CreateTableNode',
  'DropTableNode',
  'AlterTableNode',
  'CreateIndexNode',
  'DropIndexNode',
  'CreateViewNode',
  'DropViewNode',
  'CreateSchemaNode',
  'DropSchemaNode',
  'CreateTypeNode',
  'DropTypeNode',
  'RefreshMaterializedViewNode',
]);

/** The tables a table reference names (`goods`, `goods as g`, a list of them, a `from`). */
const namesOf = (node: OperationNode | undefined, into: Set<string>): void => {
  if (!node) return;
  if (node.kind === 'TableNode') into.add((node as TableNode).table.identifier.name);
  else if (node.kind === 'AliasNode') namesOf((node as AliasNode).node, into);
  else if (node.kind === 'ListNode')
    for (const item of (node as ListNode).items) namesOf(item, into);
  else if (node.kind === 'FromNode')
    for (const item of (node as DeleteQueryNode['from']).froms) namesOf(item, into);
};

/** The tables a query node writes itself, and those of the writing `with` clauses it has. */
const writtenBy = (node: OperationNode, into: Set<string>): void => {
  switch (node.kind) {
    case 'InsertQueryNode':
      namesOf((node as InsertQueryNode).into, into);
      break;
    case 'UpdateQueryNode':
      namesOf((node as UpdateQueryNode).table, into);
      break;
    case 'DeleteQueryNode':
      namesOf((node as DeleteQueryNode).from, into);
      break;
    case 'MergeQueryNode':
      namesOf((node as MergeQueryNode).into, into);
      break;
    default:
      break;
  }
  const withNode = (node as { with?: WithNode }).with;
  if (withNode) for (const cte of withNode.expressions) writtenBy(cte.expression, into);
};

/**
 * What a statement writes: the tables of its query tree (and what the database writes with
 * them, see dependent-writes.ts), the declared tables of a raw one, every table for a schema
 * change; undefined for a read (by far the most statements: a plain select is one check).
 */
export const tablesWrittenBy = (query: CompiledQuery): readonly string[] | undefined => {
  const node = query.query;
  if (node.kind === 'SelectQueryNode' && !node.with) return undefined;
  if (node.kind === 'RawNode') {
    const tables = declared.get(query.queryId);
    return tables && alsoWritten(tables);
  }
  if (SCHEMA_CHANGES.has(node.kind)) return [EVERY_TABLE];
  const tables = new Set<string>();
  writtenBy(node, tables);
  return tables.size === 0 ? undefined : alsoWritten([...tables]);
};

type Watch = { key: string; tables: ReadonlySet<string>; version: number };

type WriteTrackingInternals = WriteTracking & {
  noteStatement: (connection: DatabaseConnection, query: CompiledQuery) => void;
  noteRelease: (connection: DatabaseConnection) => void;
};

export const createWriteTracking = (): WriteTrackingInternals => {
  const watches: Watch[] = [];
  const listeners: Array<(keys: readonly string[]) => void> = [];
  // The watches a connection has written since it was acquired: moved again once it is
  // released, i.e. after its transaction committed or rolled back, so that data read by
  // another connection before that commit is not kept under the newer version.
  const pending = new WeakMap<DatabaseConnection, Set<Watch>>();
  return {
    watch: (tables) => {
      const watch: Watch = { key: tables.join('|'), tables: new Set(tables), version: 0 };
      watches.push(watch);
      return () => watch.version;
    },
    noteStatement: (connection, query) => {
      if (watches.length === 0) return;
      const written = tablesWrittenBy(query);
      if (!written) return;
      const every = written.includes(EVERY_TABLE);
      for (const watch of watches) {
        if (!every && !written.some((table) => watch.tables.has(table))) continue;
        watch.version += 1;
        const kept = pending.get(connection);
        if (kept) kept.add(watch);
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

/** The driver with every statement noted (connections are unwrapped for the driver). */
const trackingDriver = (driver: Driver, tracking: WriteTrackingInternals): Driver => {
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    let wrapper = wrappers.get(connection);
    if (!wrapper) {
      wrapper = {
        executeQuery: (query) => {
          tracking.noteStatement(connection, query);
          return connection.executeQuery(query);
        },
        streamQuery: (query, chunkSize) => {
          tracking.noteStatement(connection, query);
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
      tracking.noteRelease(unwrapped);
      return driver.releaseConnection(unwrapped);
    },
    destroy: () => driver.destroy(),
  };
};

/** The dialect with every statement of its connections noted by the write tracking. */
export const withWriteTracking = (dialect: Dialect, tracking: WriteTrackingInternals): Dialect => ({
  createDriver: () => trackingDriver(dialect.createDriver(), tracking),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createAdapter: () => dialect.createAdapter(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});
