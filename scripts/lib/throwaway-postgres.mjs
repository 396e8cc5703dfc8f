// A throwaway PostgreSQL cluster kept while a caller needs it (the browser tests on PostgreSQL):
// scripts/with-postgres.mjs started around a command that only prints its DATABASE_URL and
// waits. `stop()` ends that command, and with-postgres.mjs then stops the cluster and deletes
// its folder (as it does after any command). `database(name)` makes a database of its own for
// one server (the role `retail` may create databases) and answers its URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './server-process.mjs';

const WAIT_FOR_URL_MS = 120_000;

/** What the kept command runs: prints the URL the cluster gave it, then waits to be stopped. */
const KEEPER = `process.stdout.write(process.env.DATABASE_URL + '\\n');
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1 << 30);`;

/**
 * @returns {Promise<{ url: string, database: (name: string) => Promise<string>, stop: () => Promise<void> }>}
 */
export const startThrowawayPostgres = async () => {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'with-postgres.mjs'), process.execPath, '-e', KEEPER],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('PostgreSQL did not start in time')),
      WAIT_FOR_URL_MS,
    );
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const line = out.split('\n').find((each) => each.startsWith('postgres://'));
      if (line) {
        clearTimeout(timer);
        resolve(line.trim());
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL could not be started (with-postgres.mjs ended with ${code})`));
    });
  });
  const database = async (name) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    const named = new URL(url);
    named.pathname = `/${name}`;
    return named.toString();
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, database, stop };
};
