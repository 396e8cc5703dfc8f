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
const port = env.PORT || '8080';
console.log(
  [
    '',
    `Starting the server: console at http://localhost:${port}`,
    `  data:   ${env.DATA_DIR} (${env.DATABASE_URL ? 'DATABASE_URL' : 'SQLite file retail.db'}, uploaded files)`,
    `  seed:   ${env.SEED}`,
    '  log in: user admin, with ADMIN_PASSWORD, or on the first start the random password printed below',
    env.SEED === 'demo' ? '          demo accounts: see "Logging in" in README.md' : '',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n'),
);

const tsxCli = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const server = spawn(process.execPath, [tsxCli, path.join('src', 'main.ts')], { cwd: serverDir, env, stdio: 'inherit' });
// Ctrl-C reaches the server through the terminal's process group; SIGTERM from a supervisor
// does not, so pass it on and let the server shut down gracefully.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => undefined);
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
