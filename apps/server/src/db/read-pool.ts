import { Worker } from 'node:worker_threads';
import type { CompiledQuery, QueryResult } from 'kysely';
import { createStatementTimes, currentReader, type Reader } from './read-lanes';

/**
 * Threads that read the SQLite file, each on its own read-only connection (WAL lets readers
 * run beside each other and beside the writer): a slow read keeps one thread busy instead of
 * the event loop, so the other requests are served meanwhile. Statements wait in one queue, in
 * the order they came, and a thread runs one at a time. With two threads or more, the first is
 * the quick lane: it takes only quick reads (read-lanes.ts), so a slow read never holds every
 * thread while a cheap one waits. A statement seldom slow lately is read on the event loop
 * instead (`here`, read-lanes.ts): the trip to a thread would cost more than the read.
 */
export type ReadPool = {
  read: <R>(query: CompiledQuery<R>) => Promise<QueryResult<R>>;
  /**
   * A statement known to be quick (read-lanes.ts, HERE_STATEMENT_MS) is read by `run` on the
   * event loop, timed; otherwise, or when `run` cannot (undefined: a transaction is open on
   * the main connection), this answers undefined and the statement goes to `read`.
   */
  here: <T>(sql: string, run: () => T | undefined) => T | undefined;
  /** Statements read so far on the threads and on the event loop. */
  counts: () => { threads: number; here: number };
  close: () => Promise<void>;
};

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };
type Job = Pending & { sql: string; parameters: readonly unknown[]; reader: Reader };
type Reply = {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
  /** How long the statement ran on the thread. */
  ms: number;
};
type Thread = { worker: Worker; job: (Job & { id: number }) | undefined };

/** Next to this module: in the sources (src/db) and in the bundle (dist, copied by the build). */
const WORKER_URL = new URL('./sqlite-read-worker.mjs', import.meta.url);

/** The error a thread reported, as better-sqlite3 would have thrown it (message and code). */
const errorOf = ({ message, code }: { message: string; code?: string }): Error =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

export const createReadPool = ({
  file,
  threads,
  mmapBytes,
}: {
  file: string;
  threads: number;
  mmapBytes: number;
}): ReadPool => {
  const queue: Job[] = [];
  const pool: Thread[] = [];
  let nextId = 0;
  let closed = false;
  const counts = { threads: 0, here: 0 };
  const times = createStatementTimes();

  /** The first job of the queue this thread may take (the quick lane: a quick one). */
  const nextFor = (thread: Thread): Job | undefined => {
    const quickLane = pool.length > 1 && thread === pool[0];
    const index = quickLane
      ? queue.findIndex((job) => times.quick(job.sql, job.reader))
      : queue.length > 0
        ? 0
        : -1;
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };

  const dispatch = () => {
    for (const thread of pool) {
      if (queue.length === 0) return;
      if (thread.job) continue;
      const job = nextFor(thread);
      if (!job) continue;
      nextId += 1;
      counts.threads += 1;
      thread.job = { ...job, id: nextId };
      thread.worker.postMessage({ id: nextId, sql: job.sql, parameters: job.parameters });
    }
  };

  const start = (): Thread => {
    const worker = new Worker(WORKER_URL, { workerData: { file, mmapBytes } });
    worker.unref();
    const thread: Thread = { worker, job: undefined };
    worker.on('message', ({ id, rows, error, ms }: Reply) => {
      const job = thread.job;
      if (!job || job.id !== id) return;
      thread.job = undefined;
      times.ran(job.sql, ms, job.reader);
      if (error) job.reject(errorOf(error));
      else job.resolve(rows ?? []);
      dispatch();
    });
    // A thread that fails (it could not open the file, or died) fails its statement and is
    // replaced, so the pool keeps its size.
    const replace = (error: Error) => {
      const job = thread.job;
      thread.job = undefined;
      job?.reject(error);
      const index = pool.indexOf(thread);
      if (index < 0 || closed) return;
      pool[index] = start();
      dispatch();
    };
    worker.on('error', replace);
    worker.on('exit', (code) => replace(new Error(`SQLite read thread stopped (${code})`)));
    return thread;
  };

  for (let index = 0; index < threads; index += 1) pool.push(start());

  return {
    read: <R>(query: CompiledQuery<R>) =>
      new Promise<QueryResult<R>>((resolve, reject) => {
        if (closed) {
          reject(new Error('The SQLite read pool is closed'));
          return;
        }
        queue.push({
          sql: query.sql,
          parameters: query.parameters,
          reader: currentReader(),
          resolve: (rows) => resolve({ rows: rows as R[] }),
          reject,
        });
        dispatch();
      }),
    here: (sql, run) => {
      if (closed || !times.here(sql)) return undefined;
      const started = performance.now();
      const result = run();
      if (result === undefined) return undefined;
      counts.here += 1;
      times.ran(sql, performance.now() - started, currentReader());
      return result;
    },
    counts: () => ({ ...counts }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The SQLite read pool is closed'));
      await Promise.all(pool.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
};
