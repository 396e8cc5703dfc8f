// The gzip size of `@retail/widgets/render` with every registered widget: what a storefront
// page adds to a shopper's phone. Bundled and minified like a host would ship it, React left
// out (the host has it; its own size is shown beside, for scale).
//   npx tsx bench/widgets-render-size.ts     (also part of `npm run bench`)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { WIDGET_TYPES } from '@retail/widgets/schemas';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const renderEntry = path.join(repoRoot, 'packages', 'widgets', 'src', 'render.ts');

/** Keep in step with the guard of packages/widgets/test/entry-boundaries.test.ts. */
export const WIDGETS_RENDER_BUDGET_GZIP = 40_000;

export type WidgetsRenderSize = {
  widgets: number;
  bytes: number;
  gzip: number;
  reactGzip: number;
  budgetGzip: number;
};

const bundle = async (stdin: string, external: string[]) => {
  const result = await build({
    stdin: { contents: stdin, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    external,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

export const measureWidgetsRender = async (): Promise<WidgetsRenderSize> => {
  const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*'];
  const render = await bundle(`export * from ${JSON.stringify(renderEntry)};`, REACT);
  const react = await bundle(
    `export * from 'react'; export { createRoot } from 'react-dom/client';`,
    [],
  );
  return {
    widgets: WIDGET_TYPES.length,
    bytes: render.bytes,
    gzip: render.gzip,
    reactGzip: react.gzip,
    budgetGzip: WIDGETS_RENDER_BUDGET_GZIP,
  };
};

export const printWidgetsRender = (size: WidgetsRenderSize): void => {
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\nStorefront widgets, render entry (${size.widgets} widgets, React excluded):`);
  console.log(
    `  @retail/widgets/render  ${kib(size.bytes).padStart(10)}  gzip ${kib(size.gzip).padStart(9)}` +
      `  (budget ${kib(size.budgetGzip)}; react + react-dom gzip ${kib(size.reactGzip)})`,
  );
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const size = await measureWidgetsRender();
  printWidgetsRender(size);
  if (size.gzip > size.budgetGzip) {
    console.error('The render entry is over its budget.');
    process.exitCode = 1;
  }
}
