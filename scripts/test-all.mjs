#!/usr/bin/env node
// Every test of the product, in order: unit → API on SQLite (again with every cache off, and the
// goods lists' with reading threads) → API on PostgreSQL → the isolation
// suite on PostgreSQL's row-level security alone → console and server builds → browser tests
// against the real server, run from its bundle (dist/main.mjs), on SQLite with the caches on and
// on PostgreSQL with them off.
// Prints a summary and ends with the line "N passed, N failed" (totals over all stages); exits
// non-zero on any failure.
// Usage: npm test [-- --only=unit,api-sqlite,api-cache-off,api-read-threads,api-postgres,api-postgres-wall,build,e2e,e2e-postgres]
//   [--files=e2e/store.e2e.ts,...]
// (--files narrows every vitest stage to those test files: for a quick run while working.)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { runBrowserShards } from './lib/browser-shards.mjs';
import { repoRoot, serverBundle, webDist } from './lib/server-process.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const resultsDir = path.join(repoRoot, '.tmp', 'test-results');
const vitestCli = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
const npmCli =
  process.env.npm_execpath && existsSync(process.env.npm_execpath)
    ? process.env.npm_execpath
    : undefined;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((name) => name.trim());

const files = (
  process.argv.find((arg) => arg.startsWith('--files='))?.slice('--files='.length) ?? ''
)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** Runs a command with inherited output; resolves with its exit code. */
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const merged = { ...process.env, ...env };
    for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: merged,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const npm = (args, env) =>
  npmCli ? run(process.execPath, [npmCli, ...args], env) : run('npm', args, env);

/** Runs one vitest project and reads its counts from the JSON report. */
const vitest = async (project, env = {}, wrapper = [], extra = [], only = files) => {
  // api runs more than once, e2e in shards at the same time: each report has its own name.
  const report = path.join(
    resultsDir,
    `${project}-${Date.now()}-${randomBytes(3).toString('hex')}.json`,
  );
  const args = [
    vitestCli,
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/lib/run-errors-reporter.mjs',
    `--outputFile.json=${report}`,
    ...extra,
    ...only,
  ];
  const withErrors = { ...env, RUN_ERRORS_FILE: `${report}.errors` };
  const code = wrapper.length
    ? await run(process.execPath, [...wrapper, process.execPath, ...args], withErrors)
    : await run(process.execPath, args, withErrors);
  return { code, ...countsFrom(report) };
};

/** Errors outside any test (unhandled ones), which the JSON report does not hold. */
const runErrorsOf = (report) => {
  const file = `${report}.errors`;
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).errors;
};

const countsFrom = (report) => {
  if (!existsSync(report)) return { passed: 0, failed: 0, note: 'no test report was written' };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A file that fails to load has no failed test of its own: count it once.
  const brokenFiles = json.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const skipped = json.numPendingTests + json.numTodoTests;
  const runErrors = runErrorsOf(report);
  // Each failed test by file and name with the first line of its message, so the end of
  // the output (all a CI log may keep) says which test failed and why.
  const failures = json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const where = path.relative(process.cwd(), file.name);
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        return `${where} > ${test.fullName}: ${why}`;
      }),
  );
  return {
    failures,
    passed: json.numPassedTests,
    // Tests are never skipped in this product: a skipped test counts as a failure.
    failed: json.numFailedTests + brokenFiles + skipped,
    note: [
      brokenFiles && `${brokenFiles} test file(s) failed to run`,
      skipped && `${skipped} skipped test(s) (not allowed)`,
      runErrors.length && `${runErrors.length} error(s) outside any test, first: ${runErrors[0]}`,
    ]
      .filter(Boolean)
      .join('; '),
  };
};

/** A stage's verdict: tests counted from the report; a failure without a failed test counts as one. */
const verdict = ({ code, passed, failed, note, failures = [] }) => ({
  failures,
  ok: code === 0 && failed === 0 && passed > 0,
  passed,
  failed: code !== 0 || passed === 0 ? Math.max(failed, 1) : failed,
  note:
    note ||
    (passed === 0 && code === 0 ? 'no tests ran' : '') ||
    (code !== 0 && failed === 0 ? `vitest ended with exit code ${code}, no test failed` : ''),
});

const postgresBinaries = () => {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    : [];
  if (versions.length) return true;
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  return dirs.some(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
};

const missing = (what, hint) => ({
  ok: false,
  passed: 0,
  failed: 1,
  note: `${what} is missing. ${hint}`,
});

let builtOk = false;
let builtServer = false;
/** Bundles the server (apps/server/scripts/build.mjs, about a second); true when it worked. */
const buildServer = async () => {
  const code = await npm(['run', 'build', '-w', '@retail/server']);
  builtServer = code === 0 && existsSync(serverBundle);
  return builtServer;
};
/** The goods lists' tests again with SQLite's reads on reading threads (stage api-read-threads). */
const READ_THREADS_FILES = [
  'goods-list-pages',
  'goods-list-subtree',
  'goods-name-search',
  'goods-list-answers',
  'cache-seam',
].map((name) => `apps/server/test/${name}.test.ts`);

/** API test files again on SQLite with a switch turned: these, or all of them (`[]`); `--files` narrows them instead. */
const apiAgainOnSqlite = (env, testFiles) => async () =>
  verdict(
    await vitest(
      'api',
      { DATABASE_URL: undefined, TEST_DATABASE_URL: undefined, ...env },
      [],
      files.length ? [] : testFiles,
    ),
  );

/** What the browser tests need (Chromium, the console built, the server bundled): a failed verdict if missing. */
const browserReady = async () => {
  if (!existsSync(chromiumPath))
    return missing(
      `Chromium (${chromiumPath})`,
      'Install it with `sudo apt-get install -y chromium` (Debian; no browser download is used), then run `npm test` again.',
    );
  if (!builtOk && !existsSync(path.join(webDist, 'index.html')))
    return { ok: false, passed: 0, failed: 1, note: 'the console is not built' };
  // Without the build stage the bundle is made here anyway: it is quick, and a bundle left
  // from an earlier build could hold older server code.
  if (!builtServer && !(await buildServer()))
    return { ok: false, passed: 0, failed: 1, note: 'the server bundle build failed' };
  return undefined;
};

const stages = [
  {
    name: 'unit',
    title: 'unit tests',
    run: async () => verdict(await vitest('unit')),
  },
  {
    name: 'api-sqlite',
    title: 'API tests on SQLite',
    run: async () =>
      verdict(await vitest('api', { DATABASE_URL: undefined, TEST_DATABASE_URL: undefined })),
  },
  {
    name: 'api-cache-off',
    title: 'API tests on SQLite with every cache off (CACHE=off)',
    // Every API test again with nothing kept (docs/operations.md "Caching"): the answers must
    // be the same, only computed. With api-postgres (caches on), e2e (SQLite, caches on) and
    // e2e-postgres (caches off), the suites run on both databases with caching on and off.
    run: apiAgainOnSqlite({ CACHE: 'off' }, []),
  },
  {
    name: 'api-read-threads',
    title: 'API tests of the goods lists, on SQLite with reads on reading threads (READ_THREADS)',
    // The same answers with reads off the event loop (docs/operations.md "Reading threads").
    run: apiAgainOnSqlite({ READ_THREADS: 'auto' }, READ_THREADS_FILES),
  },
  {
    name: 'api-postgres',
    title: 'API tests on PostgreSQL',
    run: async () => {
      if (!postgresBinaries())
        return missing(
          'PostgreSQL (initdb, pg_ctl)',
          'Install it with `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run `npm test` again.',
        );
      const helper = path.join(repoRoot, 'scripts', 'with-postgres.mjs');
      if (!existsSync(helper))
        return missing('scripts/with-postgres.mjs', 'It starts the throwaway cluster.');
      // Two files at a time, as on SQLite (vitest.config.ts): here they mostly wait for the
      // database (bench/README.md, Test suite speed).
      return verdict(
        await vitest('api', { DATABASE_URL: undefined, TEST_DATABASE_URL: undefined }, [helper]),
      );
    },
  },
  {
    name: 'api-postgres-wall',
    title: "isolation suite on PostgreSQL's row-level security alone (scope layer off)",
    run: async () => {
      if (!postgresBinaries())
        return missing(
          'PostgreSQL (initdb, pg_ctl)',
          'Install it with `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run `npm test` again.',
        );
      const helper = path.join(repoRoot, 'scripts', 'with-postgres.mjs');
      // docs/security.md, "Row-level security": every endpoint pointed at another tenant's and
      // a sibling organisation's records, with only the database's policies in the way.
      return verdict(
        await vitest(
          'api',
          { DATABASE_URL: undefined, TEST_DATABASE_URL: undefined, ISOLATION_WALL: 'rls' },
          [helper],
          files.length ? [] : ['apps/server/test/isolation/endpoint-isolation.test.ts'],
        ),
      );
    },
  },
  {
    name: 'build',
    title: 'console and server builds',
    counted: false,
    run: async () => {
      const code = await npm(['run', 'build', '-w', '@retail/web']);
      builtOk = code === 0 && existsSync(path.join(webDist, 'index.html'));
      const serverOk = await buildServer();
      const failures = [
        !builtOk && `the console build failed (exit ${code})`,
        !serverOk && 'the server bundle build failed',
      ].filter(Boolean);
      return failures.length
        ? { ok: false, passed: 0, failed: failures.length, note: failures.join('; ') }
        : { ok: true, passed: 0, failed: 0, note: '' };
    },
  },
  {
    name: 'e2e',
    title: 'browser tests (Chromium, real server)',
    run: async () => {
      const ready = await browserReady();
      if (ready) return ready;
      return verdict(await runBrowserShards({ files, vitest, resultsDir, chromiumPath }));
    },
  },
  {
    name: 'e2e-postgres',
    title: 'browser tests on PostgreSQL with every cache off (CACHE=off)',
    // The other database and the other setting of the caches: with the stage above, every
    // browser test runs on both databases and with caching on and off (issue 15's "Tests").
    run: async () => {
      const ready = await browserReady();
      if (ready) return ready;
      if (!postgresBinaries())
        return missing(
          'PostgreSQL (initdb, pg_ctl)',
          'Install it with `sudo apt-get install -y postgresql` (Debian/Ubuntu), then run `npm test` again.',
        );
      const postgres = await startThrowawayPostgres();
      try {
        return verdict(
          await runBrowserShards({ files, vitest, resultsDir, chromiumPath, postgres }),
        );
      } finally {
        await postgres.stop();
      }
    },
  },
];

const format = (ms) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)}s`
    : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;

const main = async () => {
  // Reports and logs of this run only.
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  // Screenshots of failed browser tests: this run's only.
  rmSync(path.join(repoRoot, '.tmp', 'e2e'), { recursive: true, force: true });
  const results = [];
  const started = Date.now();
  for (const stage of stages) {
    if (only && !only.includes(stage.name)) continue;
    console.log(`\n━━━ ${stage.title} ━━━`);
    const t0 = Date.now();
    let result;
    try {
      result = await stage.run();
    } catch (error) {
      result = {
        ok: false,
        passed: 0,
        failed: 1,
        note: error instanceof Error ? error.message : String(error),
      };
    }
    results.push({ stage, ms: Date.now() - t0, ...result });
    if (!result.ok)
      console.error(`\n✗ ${stage.title} failed${result.note ? `: ${result.note}` : ''}`);
  }

  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log('\n━━━ summary ━━━');
  for (const r of results) {
    const counts =
      r.stage.counted === false && r.ok ? 'done' : `${r.passed} passed, ${r.failed} failed`;
    const note = r.note ? `  (${r.note.split('\n')[0]})` : '';
    console.log(
      `${r.ok ? '✓' : '✗'} ${r.stage.title.padEnd(40)} ${counts.padEnd(22)} ${format(r.ms).padStart(7)}${note}`,
    );
  }
  const failures = results.flatMap((r) => r.failures ?? []);
  if (failures.length > 0) {
    console.log('\nfailed tests:');
    for (const failure of failures.slice(0, 20)) console.log(`  ✗ ${failure}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  }
  console.log(`total time ${format(Date.now() - started)}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 || results.some((r) => !r.ok) || results.length === 0 ? 1 : 0;
};

await main();
