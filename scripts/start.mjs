#!/usr/bin/env node
// `npm start`: builds the console and the server bundle, then runs the bundle on plain Node
// (`node --enable-source-maps apps/server/dist/main.mjs`) on the embedded defaults (SQLite file and
// local files under ./data, demo data) unless the environment says otherwise.
// `npm start -- --no-build` reuses an existing apps/web/dist and apps/server/dist/main.mjs
// (building whichever is missing). `npm run dev` runs the TypeScript sources through tsx instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverBundle, serverDir, webDist } from './lib/server-process.mjs';

const npmCli =
  process.env.npm_execpath && existsSync(process.env.npm_execpath)
    ? process.env.npm_execpath
    : undefined;
const skipBuild = process.argv.includes('--no-build');

const builds = [
  {
    what: 'the console',
    from: 'apps/web → apps/web/dist',
    workspace: '@retail/web',
    output: path.join(webDist, 'index.html'),
  },
  {
    what: 'the server bundle',
    from: 'apps/server → apps/server/dist/main.mjs',
    workspace: '@retail/server',
    output: serverBundle,
  },
];
for (const { what, from, workspace, output } of builds) {
  if (skipBuild && existsSync(output)) continue;
  console.log(`Building ${what} (${from})…`);
  const args = ['run', 'build', '-w', workspace];
  const build = npmCli
    ? spawnSync(process.execPath, [npmCli, ...args], { cwd: repoRoot, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`The build of ${what} failed; the server was not started.`);
    process.exit(build.status ?? 1);
  }
}

// Relative paths the user gives are read from where they ran `npm start`.
const userCwd = process.env.INIT_CWD ?? process.cwd();
const env = {
  ...process.env,
  SEED: process.env.SEED || 'demo',
  // One server process per core (docs/operations.md, "Processes per core").
  WORKERS: process.env.WORKERS || 'auto',
  DATA_DIR: path.resolve(userCwd, process.env.DATA_DIR || path.join(repoRoot, 'data')),
  WEB_DIST: path.resolve(userCwd, process.env.WEB_DIST || webDist),
};
// A SQLite file path in DATABASE_URL is relative to the user too, not to apps/server.
const dbUrl = env.DATABASE_URL?.trim();
if (dbUrl && !/^[a-z][a-z0-9+.-]*:\/\//i.test(dbUrl) && dbUrl !== ':memory:')
  env.DATABASE_URL = path.resolve(userCwd, dbUrl);
// The server itself prints the URL, how to log in and the demo accounts once it listens.
console.log(`\nStarting the server (data in ${env.DATA_DIR}, SEED=${env.SEED})…`);

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: serverDir,
  env,
  stdio: 'inherit',
});
// Ctrl-C reaches the server through the terminal's process group; SIGTERM from a supervisor
// may not, so pass it on and let the server shut down gracefully. It is passed on as SIGINT: when
// the whole group was signalled the server gets the SIGTERM itself too, and it shuts down on the
// first of SIGINT and SIGTERM and ignores the other, while a second SIGTERM would end it at once.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill('SIGINT'));
process.on('SIGINT', () => undefined);
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
