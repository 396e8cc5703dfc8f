import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildTimeData } from './build-time-data';

/**
 * Vendor groups: small libraries that every route needs whole, as stable, separately cached
 * chunks. antd (and its rc-components, icons, dayjs) has no group on purpose: the bundler splits
 * it by component along the screens that use them, so /login loads none of it and a screen only
 * the parts it shows. bench/console-weight.mjs checks the result against budgets on each build.
 */
const vendorGroups: { name: string; test: RegExp | ((id: string) => boolean) }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

/**
 * antd's rc-components and its style helpers say nothing of side effects in their package.json,
 * so the bundler must keep every module they import even when nothing of it is used: antd's
 * form context pulled the whole of rc-form (fields, lists, the validator) into the shell through
 * rc-form's index, Button's and Tag's style tokens the colour picker and Collapse. None of their
 * modules does anything on import beyond defining what it exports (no bare imports, no globals
 * set), so they are declared free of side effects: a module of theirs comes only when something
 * it exports is used (bench/README.md, Console weight).
 */
const sideEffectFree = [
  {
    test: /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/].*\.js$/,
    sideEffects: false,
  },
];

/** A file beside this config, wherever the build is started from. */
const here = (path: string): string => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig({
  // The shell's view of the registry (titles, screen paths) and of the endpoints it calls are
  // computed at build time, so that the shell does not load the resource declarations and the
  // zod schemas they are derived from (build-time-data.ts).
  plugins: [
    react(),
    buildTimeData([
      here('./src/lib/registry-outline.ts'),
      here('./src/lib/shell-endpoints.ts'),
      ...['en', 'zh', 'es'].map((locale) => here(`./src/lib/route-titles/${locale}.ts`)),
    ]),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: read by bench/console-weight.mjs; the server never serves it.
    manifest: true,
    // ECharts (~550 kB, chart screens only) is the one chunk above Vite's default of 500 kB.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectFree },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
