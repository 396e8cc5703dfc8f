#!/usr/bin/env node
// `npm start`: builds the console, then runs the server on the embedded defaults (SQLite file and
// local files under ./data, demo data) unless the environment says otherwise.
// `npm start -- --no-build` reuses an existing apps/web/dist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, serverDir, webDist } from './lib/server-process.mjs';

const npmCli = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? process.env.npm_execpath : undefined;
const skipBuild = process.argv.includes('--no-build');

if (!skipBuild || !existsSync(path.join(webDist, 'index.html'))) {
  console.log('Building the console (apps/web → apps/web/dist)…');
  const args = ['run', 'build', '-w', '@retail/web'];
  const build = npmCli
    ? spawnSync(process.execPath, [npmCli, ...args], { cwd: repoRoot, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The console build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

// Relative paths the user gives are read from where they ran `npm start`.
const userCwd = process.env.INIT_CWD ?? process.cwd();
const env = {
  ...process.env,
  SEED: process.env.SEED || 'demo',
  DATA_DIR: path.resolve(userCwd, process.env.DATA_DIR || path.join(repoRoot, 'data')),
  WEB_DIST: path.resolve(userCwd, process.env.WEB_DIST || webDist),
};
// A SQLite file path in DATABASE_URL is relative to the user too, not to apps/server.
const dbUrl = env.DATABASE_URL?.trim();
if (dbUrl && !/^[a-z][a-z0-9+.-]*:\/\//i.test(dbUrl) && dbUrl !== ':memory:') env.DATABASE_URL = path.resolve(userCwd, dbUrl);
// The server itself prints the URL, how to log in and the demo accounts once it listens.
console.log(`\nStarting the server (data in ${env.DATA_DIR}, SEED=${env.SEED})…`);

const tsxCli = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsxCli, path.join('src', 'main.ts')], { cwd: serverDir, env, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal's process group; SIGTERM from a supervisor
// does not, so pass it on and let the server shut down gracefully.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => undefined);
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
