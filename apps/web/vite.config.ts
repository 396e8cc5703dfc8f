import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const ANTD =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|dayjs|classnames|clsx|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|stylis|@emotion)[\\/]/;
/** Language packs of antd, its parts and dayjs: loaded only for the language in use. */
const LANGUAGE_PACK = /[\\/]locale[\\/]/;

/** Vendor groups: stable, separately cached chunks; each is only loaded when a chunk needs it. */
const vendorGroups: { name: string; test: RegExp | ((id: string) => boolean) }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'antd', test: (id) => ANTD.test(id) && !LANGUAGE_PACK.test(id) },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one vendor chunk (~180 kB gzip) that every screen shares and the browser caches.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
