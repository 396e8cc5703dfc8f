#!/usr/bin/env node
// Storefront weight (issue 16, "Measured"): the JavaScript a shopper's phone fetches before a
// published page shows, gzip-compressed, React included: the storefront entry and the closure
// of its imports, read from the Vite manifest of its own build (apps/web/dist/m/.vite/manifest.json,
// apps/web/vite.storefront.config.ts). Also checks that nothing of the console reached it.
//
//   node bench/storefront-weight.mjs            prints the figure and its files
//   node bench/storefront-weight.mjs --check    exits 1 above the limit or when a console-only
//                                               library is in the bundle (the web build runs it)
//   node bench/storefront-weight.mjs --json     the figures as JSON
//   --dist <dir>                                another storefront build folder
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(
  distArg >= 0 ? args[distArg + 1] : join(here, '..', 'apps', 'web', 'dist', 'm'),
);
const check = args.includes('--check');
const asJson = args.includes('--json');

/**
 * kB (1,000 bytes) of gzip (-9), React included. `goal` is issue 16's aim; `limit` is what the
 * build enforces: the weight reached plus a little room for a widget or two. Lower it when a
 * change makes room; never raise it without a line in bench/README.md (Storefront weight).
 */
export const STOREFRONT_BUDGET = { goal: 100, limit: 105 };

/**
 * Markers of what must never ship to phones: the console's UI library and zod (the contract's
 * schemas). A bundled module keeps these names in its code.
 */
const FORBIDDEN = [
  { name: 'antd', marker: /data-ant-cssinjs|anticon|ant-design/ },
  { name: 'zod', marker: /ZodError|\$ZodType/ },
  { name: 'React Router', marker: /react-router/ },
  { name: 'i18next', marker: /i18next:/ },
];

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `storefront-weight: no ${manifestPath}; build the web app first (npm run build -w @retail/web)`,
  );
  process.exit(2);
}
/** @type {Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const ENTRY = 'index.html';

const closure = (key, files = new Set(), css = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`storefront-weight: "${key}" is not in the manifest`);
  if (files.has(chunk.file)) return { files, css };
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) css.add(sheet);
  for (const imported of chunk.imports ?? []) closure(imported, files, css);
  return { files, css };
};

const sizeOf = (file) => {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    text: bytes.toString('utf8'),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const { files, css } = closure(ENTRY);
const scripts = [...files].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
const sheets = [...css].map(sizeOf);
const total = (list) =>
  list.reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
const js = total(scripts);
const styles = total(sheets);
const found = FORBIDDEN.filter(({ marker }) => scripts.some((f) => marker.test(f.text))).map(
  (f) => f.name,
);
const over = js.gzip > STOREFRONT_BUDGET.limit * 1000;

// The markers must still recognise what they look for: each one is found in the console's own
// build beside it (dist/assets), else the check could never fail.
const consoleAssets = join(dist, '..', 'assets');
const blind = existsSync(consoleAssets)
  ? FORBIDDEN.filter(
      ({ marker }) =>
        !readdirSync(consoleAssets)
          .filter((name) => name.endsWith('.js'))
          .some((name) => marker.test(readFileSync(join(consoleAssets, name), 'utf8'))),
    ).map((f) => f.name)
  : [];
const kB = (bytes) => (bytes / 1000).toFixed(1);

if (asJson) {
  console.log(
    JSON.stringify(
      {
        dist,
        ...STOREFRONT_BUDGET,
        js,
        css: styles,
        files: scripts.map(({ file, raw, gzip, brotli }) => ({ file, raw, gzip, brotli })),
        forbidden: found,
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `\nstorefront: a published page's JavaScript, React included (/m/<tenantId>)\n` +
      `  ${kB(js.gzip)} kB gzip (${kB(js.brotli)} kB brotli, ${kB(js.raw)} kB raw) in ${scripts.length} files; ` +
      `limit ${STOREFRONT_BUDGET.limit} kB, goal ${STOREFRONT_BUDGET.goal} kB ` +
      `${js.gzip <= STOREFRONT_BUDGET.goal * 1000 ? '(met)' : '(not met)'}; CSS ${kB(styles.gzip)} kB gzip`,
  );
  if (!check) for (const f of scripts) console.log(`    ${kB(f.gzip).padStart(7)} kB  ${f.file}`);
}

if (check) {
  if (over)
    console.error(
      `storefront-weight: ${kB(js.gzip)} kB gzip, over its limit of ${STOREFRONT_BUDGET.limit} kB (bench/README.md)`,
    );
  if (found.length > 0)
    console.error(`storefront-weight: the storefront bundle contains ${found.join(', ')}`);
  if (blind.length > 0)
    console.error(
      `storefront-weight: no console chunk matches the marker of ${blind.join(', ')}; fix FORBIDDEN`,
    );
  if (over || found.length > 0 || blind.length > 0) process.exit(1);
  console.log(
    `storefront-weight: within budget (≤ ${STOREFRONT_BUDGET.limit} kB), nothing of the console`,
  );
}
