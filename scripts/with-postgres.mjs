#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs <command> [args...]
// Starts a cluster on 127.0.0.1 (free port, trust auth on loopback only, fsync off), runs the
// command with DATABASE_URL and TEST_DATABASE_URL set (role `retail`, not a superuser, so that
// row-level security holds for it), then stops the cluster and deletes its data folder, also
// when the command fails or the script is interrupted.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const findBinaries = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
};

const bin = findBinaries();
if (!bin) {
  console.error('PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin.');
  console.error('Install them with:  sudo apt-get update && sudo apt-get install -y postgresql');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// PostgreSQL refuses to run as root: as root, run it as the `postgres` user (created if missing).
const isRoot = process.getuid?.() === 0;
const PG_USER = 'postgres';
const userExists = (name) => spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
if (isRoot && !userExists(PG_USER)) {
  execFileSync(
    'useradd',
    ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER],
    { stdio: 'inherit' },
  );
}
const idOf = (flag) => Number(execFileSync('id', [flag, PG_USER], { encoding: 'utf8' }).trim());

const dataRoot = mkdtempSync(join(tmpdir(), 'with-postgres-'));
const dataDir = join(dataRoot, 'data');
if (isRoot) chownSync(dataRoot, idOf('-u'), idOf('-g'));

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
const pg = (tool, toolArgs, options = {}) => {
  const file = join(bin, tool);
  const [cmd, cmdArgs] = isRoot
    ? ['runuser', ['-u', PG_USER, '--', file, ...toolArgs]]
    : [file, toolArgs];
  return execFileSync(cmd, cmdArgs, {
    cwd: dataRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
};

let started = false;
let cleaned = false;
const cleanup = () => {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`with-postgres: stopping the cluster failed: ${error.stderr ?? error.message}`);
    }
  }
  rmSync(dataRoot, { recursive: true, force: true });
};

const fail = (message, error) => {
  console.error(`with-postgres: ${message}`);
  if (error) console.error(error.stderr || error.stdout || error.message);
  cleanup();
  process.exit(1);
};

const port = await freePort();
try {
  pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
} catch (error) {
  fail('initdb failed', error);
}
try {
  const options = [
    `-p ${port}`,
    `-k ${dataRoot}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  started = true;
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dataRoot, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
} catch (error) {
  fail('the cluster did not start', error);
}

// The command connects as a role that is neither superuser nor BYPASSRLS, as the server should
// in production: it owns what it creates, and the row-level security wall holds for it.
try {
  const psql = (statement) =>
    pg('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-q',
      '-c',
      statement,
    ]);
  psql('CREATE ROLE retail LOGIN CREATEDB');
  psql('CREATE DATABASE retail OWNER retail');
} catch (error) {
  fail('the role could not be made', error);
}
const url = `postgres://retail@127.0.0.1:${port}/retail`;
console.error(`with-postgres: PostgreSQL (${bin}) on 127.0.0.1:${port}`);

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url, TEST_DATABASE_URL: url },
});

const forward = (signal) => {
  if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('SIGHUP', () => forward('SIGHUP'));
process.on('exit', cleanup);

child.on('error', (error) => fail(`cannot run ${command}: ${error.message}`));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
