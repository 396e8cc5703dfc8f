import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite's hashed output (`assets/<name>-<hash>.<ext>`): its content never changes under a name. */
const HASHED_ASSET = /-[\w-]{8}\.[a-z0-9]+$/i;
/** The copies the console build makes beside each file (scripts/compress-console.mjs). */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** A year, the most a cache keeps anything; immutable: browsers do not even revalidate on reload. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The storefront (issue 16): shoppers' pages at /m/*, a build of its own in WEB_DIST/m
 * (apps/web/vite.storefront.config.ts) with its index.html and hashed assets in m/assets.
 */
export const STOREFRONT_PREFIX = '/m';
const STOREFRONT_DIR = STOREFRONT_PREFIX.slice(1);
const STOREFRONT_NAVIGATION = new RegExp(`^${STOREFRONT_PREFIX}(/|\\?|$)`);

/**
 * The caching of a console or storefront file: hashed assets for a year, immutable; everything
 * else (each index.html above all, which names the current assets) is revalidated on every use.
 */
export const consoleCacheControl = (root: string, path: string): string => {
  const file = path.replace(COMPRESSED_COPY, '');
  const folder = dirname(file);
  const assets = folder === join(root, 'assets') || folder === join(root, STOREFRONT_DIR, 'assets');
  return assets && HASHED_ASSET.test(basename(file)) ? IMMUTABLE_CACHE : 'no-cache';
};

/**
 * Serves the built console from WEB_DIST at / when it exists. Navigations to unknown paths
 * (GET, outside /api, accepting HTML) get index.html so that the console's router decides;
 * under /m/ they get the storefront's m/index.html (when built) so that its router decides.
 * Files go out as the brotli or gzip copy the build made when the request accepts it
 * (Content-Encoding, Vary: Accept-Encoding), else as they are.
 */
export const webPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.info({ webDist: root }, 'console not built: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      // Nothing under a dot name: dist/.vite holds the build manifest, for the build only.
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        reply.header('cache-control', consoleCacheControl(root, path));
      },
    });
    const storefront = existsSync(join(root, STOREFRONT_DIR, 'index.html'));
    if (!storefront) app.log.info({ webDist: root }, 'storefront not built: /m/ is the console');
    app.consoleFallback = (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .sendFile(
          storefront && STOREFRONT_NAVIGATION.test(request.url)
            ? join(STOREFRONT_DIR, 'index.html')
            : 'index.html',
        );
  },
  { name: 'web', dependencies: ['errors'] },
);
