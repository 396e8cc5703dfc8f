import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built console from WEB_DIST at / when it exists. Navigations to unknown paths
 * (GET, outside /api, accepting HTML) get index.html so that the console's router decides.
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
      // index.html must be re-read on each visit; hashed assets may be cached.
      setHeaders: (reply, path) => {
        if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
    app.consoleFallback = (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
  },
  { name: 'web', dependencies: ['errors'] },
);
