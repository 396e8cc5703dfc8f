#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of the built
// console, made once here at the highest levels so that the server only picks the copy the
// browser accepts (@fastify/static preCompressed, apps/server/src/plugins/web.ts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = resolve(
  process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist'),
);
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.xml',
  '.wasm',
]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

const walk = async (dir) => {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (TEXT.has(extname(entry.name))) found.push(path);
  }
  return found;
};

const files = await walk(dist);
let raw = 0;
let br = 0;
let gzipped = 0;
let made = 0;
await Promise.all(
  files.map(async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const bytes = await readFile(file);
    const [brotliBytes, gzipBytes] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is not made: the file goes out as it is.
    if (brotliBytes.length < bytes.length) await writeFile(`${file}.br`, brotliBytes);
    if (gzipBytes.length < bytes.length) await writeFile(`${file}.gz`, gzipBytes);
    raw += bytes.length;
    br += Math.min(brotliBytes.length, bytes.length);
    gzipped += Math.min(gzipBytes.length, bytes.length);
    made += 1;
  }),
);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `compress-console: ${made} files of ${dist}: ${kB(raw)} → brotli ${kB(br)}, gzip ${kB(gzipped)}`,
);
