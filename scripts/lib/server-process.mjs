// Runs the product's real server as a child process on loopback: picks a free port, waits
// until it answers, and stops its whole process group whatever happens. Shared by
// scripts/test-all.mjs (browser tests, on the server bundle) and bench/run.ts and
// bench/goods-list.ts (benchmarks, on the TypeScript sources through tsx).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverDir = path.join(repoRoot, 'apps', 'server');
export const webDist = path.join(repoRoot, 'apps', 'web', 'dist');
/** The server bundle built by `npm run build -w @retail/server` (apps/server/scripts/build.mjs). */
export const serverBundle = path.join(serverDir, 'dist', 'main.mjs');
const tsxCli = path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/** A free TCP port on 127.0.0.1 (asks the kernel, then releases it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** Groups still running, so an abrupt exit of the parent still stops them. */
const running = new Set();
let exitHookInstalled = false;
const installExitHook = () => {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of running) killGroup(pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      for (const pid of running) killGroup(pid, 'SIGTERM');
      process.exit(130);
    });
  }
};

const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns a server entry in its own process group on loopback and waits until
 * `GET {url}{readyPath}` answers 200. A TypeScript entry (`.ts`, the default `src/main.ts`) runs
 * through tsx; a JavaScript one (`serverBundle`) runs on plain Node with `--enable-source-maps`.
 *
 * @param {{
 *   entry?: string,
 *   cwd?: string,
 *   env?: Record<string, string | undefined>,
 *   logFile?: string,
 *   readyPath?: string,
 *   nodeArgs?: string[],
 *   timeoutMs?: number,
 * }} [options]
 * @returns {Promise<{ url: string, port: number, pid: number, log: () => string, stop: () => Promise<void> }>}
 */
export const startServer = async (options = {}) => {
  const entry = options.entry ?? path.join(serverDir, 'src', 'main.ts');
  if (!existsSync(entry)) throw new Error(`Server entry not found: ${entry}`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_DIST: webDist,
    ...options.env,
  };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];

  installExitHook();
  const args = [
    ...(options.nodeArgs ?? []),
    ...(/\.[cm]?ts$/.test(entry) ? [tsxCli, entry] : ['--enable-source-maps', entry]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? serverDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not spawn the server');
  running.add(pid);

  // Keep the tail of the output for error reports; everything goes to the log file.
  let tail = '';
  const file = options.logFile ? createWriteStream(options.logFile) : undefined;
  const collect = (chunk) => {
    file?.write(chunk);
    tail = (tail + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let exited = false;
  const exitedPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      running.delete(pid);
      resolve({ code, signal });
    }),
  );

  const stop = async () => {
    if (!exited) {
      killGroup(pid, 'SIGTERM');
      const timedOut = await Promise.race([
        exitedPromise.then(() => false),
        sleep(10_000).then(() => true),
      ]);
      if (timedOut) killGroup(pid, 'SIGKILL');
      await exitedPromise;
    }
    // The server may have left grandchildren in its group.
    killGroup(pid, 'SIGKILL');
    running.delete(pid);
    await new Promise((resolve) => (file ? file.end(resolve) : resolve(undefined)));
  };

  const readyPath = options.readyPath ?? '/api/admin/code';
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (exited) {
      const { code, signal } = await exitedPromise;
      await stop();
      throw new Error(
        `The server exited before it was ready (code ${code}, signal ${signal}). Its output:\n${tail}`,
      );
    }
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${readyPath} within the time limit. Its output:\n${tail}`,
      );
    }
    await sleep(250);
  }
  return { url, port, pid, log: () => tail, stop };
};
