import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the same zod schemas the routes validate with, served at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Retail back-office API',
          description:
            'Every answer is an envelope `{ successful, status, description?, message?, data? }`; ' +
            'HTTP status mirrors `status`. Log in with POST /api/admin/user/login and send the token ' +
            'as `Authorization: Bearer <token>`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({
        skipList: [
          DOCS_PREFIX,
          `${DOCS_PREFIX}/`,
          `${DOCS_PREFIX}/json`,
          `${DOCS_PREFIX}/yaml`,
          `${DOCS_PREFIX}/*`,
          `${DOCS_PREFIX}/static/*`,
          `${DOCS_PREFIX}/initOAuth`,
          `${DOCS_PREFIX}/uiConfig`,
        ],
      }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
