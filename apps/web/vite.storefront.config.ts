import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The storefront (issue 16): shoppers' pages at /m/*, a build of its own so that it shares no
 * chunk with the console (antd, zod, the router) and the console's chunks stay as they are.
 * storefront/index.html → dist/m/index.html, its scripts in dist/m/assets (hashed, immutable).
 * `npm run build -w @retail/web` runs it after the console's build, which empties dist first;
 * bench/storefront-weight.mjs checks its weight against a limit.
 */
/** A folder beside this file, wherever the build is started from. */
const here = (path: string): string => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig({
  root: here('./storefront'),
  base: '/m/',
  publicDir: false,
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: here('./dist/m'),
    emptyOutDir: true,
    // dist/m/.vite/manifest.json: read by bench/storefront-weight.mjs; never served.
    manifest: true,
  },
});
