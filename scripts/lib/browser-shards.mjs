// The browser tests' runs (scripts/test-all.mjs, stages e2e and e2e-postgres): the test files in
// shards, each run by its own server on the bundle (its own data directory, database and log)
// and its own vitest process, at the same time. A browser test mostly waits (screens loading,
// animations, polls), so two shards on two cores take a little over half the time of one.
// `E2E_SHARDS=1` runs them all on one server; with --files, the files named run on one server.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { repoRoot, serverBundle, startServer } from './server-process.mjs';

const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);

/**
 * The shards' files: the sorted files dealt out in turn, or the files named, on one server. The
 * screen sweep's parts (`accessibility-screens-1`, `-2`, sorted first) thus land in different
 * shards: e2e/support/screen-sweep.ts.
 */
const shardsOf = (files) => {
  if (files.length) return [files];
  const all = readdirSync(path.join(repoRoot, 'e2e'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => `e2e/${name}`);
  const shards = Array.from({ length: Math.min(E2E_SHARDS, all.length) }, () => []);
  all.forEach((file, index) => shards[index % shards.length].push(file));
  return shards;
};

/**
 * Runs the browser tests in shards; answers the counts as test-all's vitest() does.
 *
 * @param {{
 *   files: string[],
 *   vitest: (project: string, env: Record<string, string | undefined>, wrapper: string[], extra: string[], only: string[]) => Promise<{ code: number, passed: number, failed: number, note?: string, failures?: string[] }>,
 *   resultsDir: string,
 *   chromiumPath: string,
 *   postgres?: { database: (name: string) => Promise<string> },
 * }} options With `postgres`, each shard's server has a database of its own there and runs
 *   with every cache off (`CACHE=off`); else a SQLite file in its data directory, caches on.
 */
export const runBrowserShards = async ({ files, vitest, resultsDir, chromiumPath, postgres }) => {
  const logPrefix = postgres ? 'e2e-postgres-server' : 'e2e-server';
  const shard = async (shardFiles, index) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'retail-e2e-'));
    const adminPassword = `E2e-${randomBytes(9).toString('base64url')}`;
    const logFile = path.join(resultsDir, `${logPrefix}${index === 0 ? '' : `-${index}`}.log`);
    let server;
    try {
      const database = postgres
        ? { DATABASE_URL: await postgres.database(`retail_e2e_${index}`), CACHE: 'off' }
        : { DATABASE_URL: undefined };
      server = await startServer({
        entry: serverBundle,
        env: {
          DATA_DIR: dataDir,
          ...database,
          CAPTCHA: 'off',
          SEED: 'demo',
          ADMIN_PASSWORD: adminPassword,
          JWT_SECRET: randomBytes(32).toString('hex'),
        },
        logFile,
      });
      console.log(
        `Shard ${index + 1}: server ready at ${server.url} (${postgres ? 'PostgreSQL, CACHE=off; ' : ''}data in ${dataDir}; log in ${path.relative(repoRoot, logFile)}), ${shardFiles.length} file(s)`,
      );
      return await vitest(
        'e2e',
        {
          E2E_BASE_URL: server.url,
          // The server's log: where, with no SMS gateway, shoppers' sign-in codes are written.
          E2E_SERVER_LOG: logFile,
          E2E_ADMIN_PASSWORD: adminPassword,
          CHROMIUM_PATH: chromiumPath,
          // Screenshots of failures: .tmp/e2e/, the PostgreSQL run's in .tmp/e2e/postgres/.
          E2E_ARTIFACTS: postgres ? 'postgres' : undefined,
        },
        [],
        [],
        shardFiles,
      );
    } catch (error) {
      return {
        code: 1,
        passed: 0,
        failed: 1,
        note: error instanceof Error ? error.message : String(error),
      };
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const results = await Promise.all(shardsOf(files).map(shard));
  return {
    code: results.every((result) => result.code === 0) ? 0 : 1,
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    failures: results
      .flatMap((result) => result.failures ?? [])
      .map((failure) => (postgres ? `[PostgreSQL, CACHE=off] ${failure}` : failure)),
    note: results
      .map((result) => result.note)
      .filter(Boolean)
      .join('; '),
  };
};
