import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { ListedObject, ObjectStorage } from '../../storage/object-storage';
import { createFileRepository } from './file.repository';

/**
 * How old a leftover must be before the sweep takes it. An upload stores its bytes, then
 * writes its record within the same request (seconds); anything younger may still be an upload
 * in flight, on this node or another, and is left alone.
 */
export const FILE_SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How often each node sweeps (besides once at start). */
export const FILE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Keys checked against the records per query. */
const BATCH = 500;

export type FileSweepResult = { temporary: number; orphans: number };

type Dependencies = {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  graceMs?: number;
  intervalMs?: number;
};

/**
 * Sweeps what crashes leave in the object store: temporary files of writes cut short, and
 * objects no file record owns (stored, then the process died before the record was written;
 * or a record removed and the process died before its bytes were). Only leftovers older than
 * the grace period go. Safe to run twice, at once, and on several nodes sharing one store:
 * removing what is already gone is not an error, and a record's objects are never touched.
 */
export const createFileSweeper = ({
  db,
  storage,
  clock,
  log,
  graceMs = FILE_SWEEP_GRACE_MS,
  intervalMs = FILE_SWEEP_INTERVAL_MS,
}: Dependencies) => {
  const files = createFileRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<FileSweepResult> | undefined;
  let closing = false;

  const removeOrphans = async (batch: ListedObject[]): Promise<number> => {
    const owned = await files.ownedObjectKeys(batch.map((object) => object.key));
    const orphans = batch.filter((object) => !owned.has(object.key));
    await Promise.all(orphans.map((object) => storage.remove(object.key)));
    return orphans.length;
  };

  const run = async (): Promise<FileSweepResult> => {
    const before = clock.now() - graceMs;
    const temporary = await storage.removeTemporary(before);
    let orphans = 0;
    let batch: ListedObject[] = [];
    for await (const object of storage.list()) {
      if (closing) break;
      if (object.writtenAt >= before) continue;
      batch.push(object);
      if (batch.length >= BATCH) {
        orphans += await removeOrphans(batch);
        batch = [];
      }
    }
    if (batch.length > 0 && !closing) orphans += await removeOrphans(batch);
    if (temporary > 0 || orphans > 0)
      log.info({ temporary, orphans }, 'file sweep removed leftovers of interrupted writes');
    return { temporary, orphans };
  };

  const sweeper = {
    /** One sweep; a sweep asked for while one runs joins it. */
    sweep: (): Promise<FileSweepResult> => {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** At start: one sweep in the background (start-up does not wait), then one per interval. */
    start: (): void => {
      const sweep = () => {
        sweeper.sweep().catch((error: unknown) => log.error({ err: error }, 'file sweep failed'));
      };
      sweep();
      timer = setInterval(sweep, intervalMs);
      timer.unref();
    },

    /** Resolves once no sweep runs (tests wait for the one of start-up). */
    idle: async (): Promise<void> => {
      await running?.catch(() => undefined);
    },

    /** On shutdown: no more sweeps; a running one stops at its next object and is awaited. */
    close: async (): Promise<void> => {
      closing = true;
      if (timer) clearInterval(timer);
      await sweeper.idle();
    },
  };
  return sweeper;
};

export type FileSweeper = ReturnType<typeof createFileSweeper>;
