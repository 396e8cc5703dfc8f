import cluster, { type Worker } from 'node:cluster';
import type { WriteTracking } from './cache/write-tracking';

// Several server processes on one machine (WORKERS; docs/operations.md, "Processes per core"):
// the primary process starts them one after the other and only relays messages; the workers
// share the port (node:cluster hands out connections in turn) and the database. The first
// worker migrates, seeds and runs the scheduled jobs; the next ones start once it listens and
// run no jobs. What one worker writes to a table it keeps values of (the identity of sessions:
// users, roles, authorities, sessions) is told to the others at once, so a logout or a removed
// authority applies to the next call whichever process serves it.

const WRITTEN = 'retail:written';
type Written = { type: typeof WRITTEN; keys: readonly string[] };

const isWritten = (message: unknown): message is Written =>
  typeof message === 'object' &&
  message !== null &&
  (message as Written).type === WRITTEN &&
  Array.isArray((message as Written).keys);

/** In a worker: tells the other workers what this one wrote, and hears what they wrote. */
export const joinWorkers = (writes: WriteTracking): void => {
  if (!cluster.isWorker) return;
  writes.onWritten((keys) => process.send?.({ type: WRITTEN, keys } satisfies Written));
  process.on('message', (message) => {
    if (isWritten(message)) writes.writtenElsewhere(message.keys);
  });
};

/** The worker's number (1 for the first), or undefined in a process that is not a worker. */
export const workerNumber = (): number | undefined =>
  cluster.isWorker ? Number(process.env.RETAIL_WORKER ?? '1') : undefined;

/**
 * The primary: starts `count` workers in turn (each once the one before listens), relays their
 * writes, starts a worker again when one dies, and on SIGINT / SIGTERM stops them all and exits.
 * Rejects when a worker stops before it listens (the first one's error is in its own output).
 */
export const runPrimary = async (count: number, say: (line: string) => void): Promise<void> => {
  const workers = new Map<Worker, number>();
  let stopping = false;

  const fork = (number: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({
        RETAIL_WORKER: String(number),
        // Only the first worker runs the scheduled jobs (and only if the environment lets it).
        ...(number === 1 ? {} : { JOBS: 'off' }),
      });
      workers.set(worker, number);
      let listening = false;
      worker.on('message', (message: unknown) => {
        if (!isWritten(message)) return;
        for (const other of workers.keys()) if (other !== worker) other.send(message);
      });
      worker.once('listening', () => {
        listening = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        if (!listening) {
          reject(
            new Error(`server process ${number} stopped before it listened (${code ?? signal})`),
          );
          return;
        }
        if (stopping) return;
        say(`Server process ${number} stopped (${code ?? signal}); starting it again.`);
        fork(number).catch((error: unknown) => {
          say(error instanceof Error ? error.message : String(error));
          stop(1);
        });
      });
    });

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const left = [...workers.keys()];
    if (left.length === 0) process.exit(exitCode);
    let running = left.length;
    for (const worker of left) {
      worker.once('exit', () => {
        running -= 1;
        if (running === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  try {
    for (let number = 1; number <= count; number += 1) await fork(number);
  } catch (error) {
    stop(1);
    throw error;
  }
  say(`${count} server processes share the port; the first runs the scheduled jobs.`);
};
