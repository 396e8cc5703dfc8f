#!/usr/bin/env node
// Console weight (issue 15, goal 1): the JavaScript a browser must fetch, gzip-compressed,
// before the login form is usable and before the dashboard shows (shell + dashboard), read
// from the Vite manifest of the built console (apps/web/dist/.vite/manifest.json).
//
// A route is the chain of modules the console loads on the way to it: the entry (index.html's
// script), then the dynamic imports it makes in turn (main.tsx → app, app → login screen or
// console zone (antd, providers) → shell → dashboard). Each one brings its static imports (the manifest's `imports`),
// and the route's weight is the gzip size of the union of those files.
//
//   node bench/console-weight.mjs            prints the table
//   node bench/console-weight.mjs --check    route totals only; exits 1 when a limit is passed
//                                            (the web build runs this: apps/web/package.json)
//   node bench/console-weight.mjs --json     the figures as JSON
//   --dist <dir>                             another build folder (default apps/web/dist)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(distArg >= 0 ? args[distArg + 1] : join(here, '..', 'apps', 'web', 'dist'));
const check = args.includes('--check');
const asJson = args.includes('--json');

/**
 * Budgets in kB (1,000 bytes) of gzip. `goal` is issue 15's; `limit` is what the build enforces
 * (--check): the goal once reached, until then the weight reached so far, so that it can only
 * shrink. Lower a limit as soon as a change makes room; never raise one without saying why in
 * bench/README.md (Console weight).
 */
export const BUDGETS = {
  login: { goal: 150, limit: 150 },
  dashboard: { goal: 350, limit: 350 },
};

/**
 * The modules each route loads, in order (manifest keys: source paths relative to apps/web).
 * A key missing from the manifest fails the script, so a rename cannot silently shrink a route.
 */
const ROUTES = {
  login: {
    title: 'login form usable (/login)',
    load: ['index.html', 'src/app/app.tsx', 'src/features/auth/login-screen.tsx'],
  },
  dashboard: {
    title: 'shell + dashboard with its charts (/ with a session)',
    load: [
      'index.html',
      'src/app/app.tsx',
      'src/app/console-zone.tsx',
      'src/app/providers.tsx',
      'src/app/shell-root.tsx',
      'src/features/shell/shell-layout.tsx',
      'src/features/dashboard/dashboard-screen.tsx',
    ],
  },
};

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`console-weight: no ${manifestPath}; build the console first (build.manifest)`);
  process.exit(2);
}
/** @type {Record<string, { file: string; src?: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizes = new Map();
/** Raw, gzip (-9) and brotli (q11) sizes of a built file, in bytes. */
const sizeOf = (file) => {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(dist, file));
    size = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
    sizes.set(file, size);
  }
  return size;
};

/** The files a module brings: its own chunk and the closure of its static imports. */
const closure = (key, files = new Set(), css = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`console-weight: "${key}" is not in the manifest`);
  if (files.has(chunk.file)) return { files, css };
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) closure(imported, files, css);
  return { files, css };
};

const sum = (files) =>
  [...files].reduce(
    (total, file) => {
      const size = sizeOf(file);
      return {
        raw: total.raw + size.raw,
        gzip: total.gzip + size.gzip,
        brotli: total.brotli + size.brotli,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const kB = (bytes) => (bytes / 1000).toFixed(1);

const routes = Object.entries(ROUTES).map(([name, route]) => {
  const files = new Set();
  const css = new Set();
  for (const key of route.load) closure(key, files, css);
  const total = sum(files);
  const chunks = [...files]
    .map((file) => ({ file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { name, title: route.title, ...BUDGETS[name], total, css: sum(css), chunks };
});

// Each screen's own chunk, and what it adds beyond shell + dashboard (its vendor parts).
const shellFiles = new Set(
  routes.find((route) => route.name === 'dashboard').chunks.map((c) => c.file),
);
const screens = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/'))
  .map(([key, chunk]) => {
    const { files } = closure(key);
    const extra = [...files].filter((file) => !shellFiles.has(file));
    return {
      screen: key.replace(/^src\/features\//, ''),
      own: sizeOf(chunk.file).gzip,
      extra: sum(extra).gzip,
    };
  })
  .sort((a, b) => a.screen.localeCompare(b.screen));

const failures = routes.filter((route) => route.total.gzip > route.limit * 1000);

if (asJson) {
  console.log(JSON.stringify({ dist, routes, screens }, null, 2));
} else {
  for (const route of routes) {
    console.log(
      `\n${route.name}: ${route.title}\n  ${kB(route.total.gzip)} kB gzip ` +
        `(${kB(route.total.brotli)} kB brotli, ${kB(route.total.raw)} kB raw) in ${route.chunks.length} files; ` +
        `limit ${route.limit} kB, goal ${route.goal} kB ${route.total.gzip <= route.goal * 1000 ? '(met)' : '(not met)'}${route.css.raw ? `; CSS ${kB(route.css.gzip)} kB gzip` : ''}`,
    );
    if (!check)
      for (const chunk of route.chunks)
        console.log(`    ${kB(chunk.gzip).padStart(7)} kB  ${chunk.file}`);
  }
  if (!check) {
    console.log('\nscreens: own chunk / added beyond shell + dashboard (kB gzip)');
    for (const screen of screens)
      console.log(
        `  ${kB(screen.own).padStart(7)} ${kB(screen.extra).padStart(7)}  ${screen.screen}`,
      );
  }
}

if (check) {
  for (const route of failures)
    console.error(
      `console-weight: ${route.name} is ${kB(route.total.gzip)} kB gzip, over its limit of ${route.limit} kB (bench/README.md)`,
    );
  if (failures.length > 0) process.exit(1);
  console.log(
    `\nconsole-weight: within budgets (${routes.map((r) => `${r.name} ≤ ${r.limit} kB`).join(', ')})`,
  );
}
