// @ts-check
// One reading thread of the SQLite read pool (read-pool.ts): its own read-only connection to
// the server's WAL database, answering one statement at a time, with the time it ran (the pool
// learns from it which statements are quick, read-lanes.ts). Each statement is its own read
// transaction, so it sees every write committed before it began. Plain JavaScript, so that Node
// runs it as it is from the sources (tsx, the tests) and beside the bundle (copied to dist/ by
// scripts/build.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @typedef {{ id: number, sql: string, parameters: unknown[] }} ReadRequest */

/** Statements kept prepared, by SQL text (as on the main connection, database.ts). */
const STATEMENT_CACHE_SIZE = 500;

const { file, mmapBytes } = /** @type {{ file: string, mmapBytes: number }} */ (workerData);
const sqlite = new Database(file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma(`mmap_size = ${mmapBytes}`);

/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();
/** @param {string} sql */
const prepare = (sql) => {
  const kept = statements.get(sql);
  if (kept) return kept;
  const statement = sqlite.prepare(sql);
  if (statements.size >= STATEMENT_CACHE_SIZE) {
    const oldest = statements.keys().next().value;
    if (oldest !== undefined) statements.delete(oldest);
  }
  statements.set(sql, statement);
  return statement;
};

const port = parentPort;
if (!port) throw new Error('sqlite-read-worker.mjs runs as a worker thread only');
port.on('message', (/** @type {ReadRequest} */ { id, sql, parameters }) => {
  let started = performance.now();
  try {
    // The time of the run alone: preparing is once per statement, not what it costs to read.
    const statement = prepare(sql);
    started = performance.now();
    const rows = statement.all(parameters);
    port.postMessage({ id, rows, ms: performance.now() - started });
  } catch (caught) {
    const error = /** @type {Error & { code?: string }} */ (caught);
    const ms = performance.now() - started;
    port.postMessage({ id, error: { message: error.message, code: error.code }, ms });
  }
});
port.on('close', () => sqlite.close());
