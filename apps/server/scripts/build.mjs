#!/usr/bin/env node
// Bundles the server (src/main.ts) into dist/main.mjs for `npm start` and production: one ESM file
// for Node 20 with a source map (run it with `node --enable-source-maps`). Our workspace packages
// (@retail/*, TypeScript sources) are bundled in; every other package stays an import resolved
// from node_modules at run time (native addons, pg, fastify, …), so the bundle holds only our code.
// Fails when the bundle imports a package that `npm ci --omit=dev` would not install.
import { build } from 'esbuild';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..', '..');
const outDir = path.join(serverDir, 'dist');
const outFile = path.join(outDir, 'main.mjs');

/** Bare imports (not relative, not absolute) stay external unless they are ours. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@retail/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: [path.join(serverDir, 'src', 'main.ts')],
  outfile: outFile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Functions and classes keep their source names (stack traces, logs, `fastify-plugin` names).
  keepNames: true,
  plugins: [externalPackages],
  metafile: true,
  // Paths in the metafile are relative to the repository.
  absWorkingDir: repoRoot,
  logLevel: 'warning',
});

// What the bundle imports at run time must be a production dependency of the server or of a
// workspace package bundled into it.
const bundledWorkspaces = new Set(
  Object.keys(result.metafile.inputs)
    .map((input) => /^packages\/([^/]+)\//.exec(input)?.[1])
    .filter(Boolean),
);
const manifests = [
  readJson(path.join(serverDir, 'package.json')),
  ...[...bundledWorkspaces].map((dir) =>
    readJson(path.join(repoRoot, 'packages', dir, 'package.json')),
  ),
];
const declared = new Set(
  manifests.flatMap((manifest) =>
    Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }),
  ),
);
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !isBuiltin(entry.path))
    .map((entry) => packageName(entry.path)),
);
const undeclared = [...imported].filter((name) => !declared.has(name)).sort();
if (undeclared.length) {
  console.error(
    `The server bundle imports packages that are not production dependencies: ${undeclared.join(', ')}.\n` +
      'Add them to "dependencies" of apps/server/package.json (npm ci --omit=dev would not install them).',
  );
  process.exit(1);
}

// The SQLite reading threads' script (src/db/read-pool.ts) runs as it is, beside the bundle.
copyFileSync(
  path.join(serverDir, 'src', 'db', 'sqlite-read-worker.mjs'),
  path.join(outDir, 'sqlite-read-worker.mjs'),
);

const bytes = result.metafile.outputs[path.relative(repoRoot, outFile)]?.bytes;
console.log(
  `Server bundle: ${path.relative(repoRoot, outFile)}` +
    (bytes === undefined ? '' : ` (${(bytes / 1024).toFixed(0)} KiB)`) +
    `, ${imported.size} packages external, in ${Date.now() - started} ms`,
);
