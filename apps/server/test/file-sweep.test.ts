import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FileRecord } from '@retail/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config/config';
import { createFileSweeper, FILE_SWEEP_GRACE_MS } from '../src/modules/file/file-sweep';
import { PARTIAL_SUFFIX } from '../src/storage/local-storage';
import { newObjectKey } from '../src/storage/object-storage';
import { createTestClock, testConfig, type TestClock } from './support/test-app';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database';

const here = dirname(fileURLToPath(import.meta.url));
const CHILD = join(here, 'support', 'upload-crash-child.ts');
const OBJECT_PREFIX = '/api/file/object/';

type CrashEvent =
  | ({ event: 'kept' } & FileRecord)
  | { event: 'stored'; keys: string[] }
  | { event: 'writing'; key: string };

/** Every file under DATA_DIR/files, as paths relative to it with `/`. */
const storedFiles = (config: AppConfig): string[] => {
  const root = join(config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
};

/** Makes every stored file look written `ageMs` ago (the grace period is real time). */
const age = (config: AppConfig, ageMs: number) => {
  const at = new Date(Date.now() - ageMs);
  for (const name of storedFiles(config)) utimesSync(join(config.dataDir, 'files', name), at, at);
};

const waitFor = async (check: () => boolean, what: string) => {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/**
 * Runs the real app in a child process, lets it get three uploads to known points (one done,
 * one with its bytes stored and no record yet, one half written) and kills it with SIGKILL.
 */
const crashDuringUploads = async (config: AppConfig) => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, CRASH_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const events = new Map<string, CrashEvent>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const event = JSON.parse(line) as CrashEvent;
    events.set(event.event, event);
  });
  try {
    await waitFor(
      () => (events.has('stored') && events.has('writing')) || child.exitCode !== null,
      'the child to reach its crash points',
    );
    if (!events.has('writing')) throw new Error(`the child stopped early: ${stderr}`);
    // The half-written original is on disk under its temporary name, not yet renamed.
    const writing = events.get('writing') as { key: string };
    const temporary = () =>
      storedFiles(config).find(
        (name) => name.startsWith(`${writing.key}.`) && name.endsWith(PARTIAL_SUFFIX),
      );
    await waitFor(() => {
      const name = temporary();
      return name !== undefined && statSync(join(config.dataDir, 'files', name)).size > 0;
    }, 'the half-written temporary file');
  } finally {
    child.kill('SIGKILL');
  }
  expect(await exited).toBe('SIGKILL');
  return {
    kept: events.get('kept') as FileRecord,
    stored: (events.get('stored') as { keys: string[] }).keys,
    cut: (events.get('writing') as { key: string }).key,
  };
};

describe('uploads cut by a crash (issue 14, item 7)', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let clock: TestClock;
  let app: FastifyInstance | undefined;
  let crash: Awaited<ReturnType<typeof crashDuringUploads>>;

  beforeAll(async () => {
    database = await createMigratedTestDatabase();
    config = testConfig(database.dataDir, database.database, { captcha: false });
    crash = await crashDuringUploads(config);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  const keyOf = (url: string) => url.slice(OBJECT_PREFIX.length);

  it('leaves a temporary file and objects without a record after kill -9', () => {
    const files = storedFiles(config);
    expect(files).toContain(keyOf(crash.kept.fileUrl));
    expect(files).toContain(keyOf(crash.kept.thumbnailUrl));
    for (const key of crash.stored) expect(files).toContain(key);
    expect(files.some((name) => name.startsWith(crash.cut) && name.endsWith(PARTIAL_SUFFIX))).toBe(
      true,
    );
    expect(files).not.toContain(crash.cut);
  });

  it('sweeps them at the next start once older than the grace period, and keeps files with records', async () => {
    age(config, FILE_SWEEP_GRACE_MS + 60_000);
    clock = createTestClock();
    app = await buildApp(config, { clock });
    // The start-up sweep runs in the background; wait for it.
    await app.services.fileSweeper.idle();
    expect(storedFiles(config)).toEqual(
      [keyOf(crash.kept.fileUrl), keyOf(crash.kept.thumbnailUrl)].sort(),
    );
    // Only the finished upload has a record, and it is still served whole.
    const rows = await app.db.selectFrom('file').select('objectKey').execute();
    expect(rows.map((row) => row.objectKey)).toEqual([keyOf(crash.kept.fileUrl)]);
    const served = await app.inject({ method: 'GET', url: crash.kept.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(Number(served.headers['content-length'])).toBe(crash.kept.fileSize);
  });

  it('leaves young leftovers alone (an upload may be in flight) and is safe to run twice at once', async () => {
    const sweeper = app!.services.fileSweeper;
    const young = newObjectKey(1, new Date(), 'png');
    await app!.storage.put(young, Buffer.from('no record yet'), 'image/png');
    expect(await sweeper.sweep()).toEqual({ temporary: 0, orphans: 0 });
    expect(storedFiles(config)).toContain(young);

    // The grace period is real time (the files' mtime): an hour and a second after now, however
    // long the tests before took since the clock was made.
    clock.advance(Date.now() - clock.now() + FILE_SWEEP_GRACE_MS + 1000);
    // Two nodes sweeping one store at once: both may find the orphan, neither fails.
    const nodes = [0, 1].map(() =>
      createFileSweeper({ db: app!.db, storage: app!.storage, clock, log: app!.log }),
    );
    const results = await Promise.all([...nodes.map((node) => node.sweep()), sweeper.sweep()]);
    expect(results.every((result) => result.temporary === 0)).toBe(true);
    expect(results.some((result) => result.orphans === 1)).toBe(true);
    expect(await sweeper.sweep()).toEqual({ temporary: 0, orphans: 0 });
    expect(storedFiles(config)).toEqual(
      [keyOf(crash.kept.fileUrl), keyOf(crash.kept.thumbnailUrl)].sort(),
    );
  });

  it('sweeps on a timer until it is closed', async () => {
    const sweeper = createFileSweeper({
      db: app!.db,
      storage: app!.storage,
      clock,
      log: app!.log,
      intervalMs: 20,
    });
    const orphan = async () => {
      const key = newObjectKey(1, new Date(), 'png');
      await app!.storage.put(key, Buffer.from('orphan'), 'image/png');
      clock.advance(FILE_SWEEP_GRACE_MS + 1000);
      return key;
    };
    // Written before the timer starts: the test clock is ahead of the files' real times, so a
    // sweep during the write would take its temporary file for a crash's leftover.
    const first = await orphan();
    sweeper.start();
    await waitFor(() => !storedFiles(config).includes(first), 'the timer to sweep');
    await sweeper.close();
    const second = await orphan();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storedFiles(config)).toContain(second);
    await app!.storage.remove(second);
  });
});
