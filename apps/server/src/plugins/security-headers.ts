import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DOCS_PREFIX } from './openapi';

/**
 * Browser security headers on every answer (docs/security.md explains each choice).
 *
 * - Every answer: no MIME sniffing, only the origin as referrer to other sites, never framed
 *   (X-Frame-Options for old browsers, CSP frame-ancestors for the rest), its own browsing
 *   context group.
 * - HTML: a Content-Security-Policy with scripts from our origin only (no inline script, no
 *   eval); the console's and the OpenAPI UI's each fit what that page loads.
 * - Anything else (JSON, assets, stored files served under /api/file): a policy that allows
 *   nothing, so that a file opened as a document (an SVG or HTML upload, say) runs nothing.
 *
 * Set in onSend, so that error answers, 404s and the static files carry them too (a 304 keeps
 * the policy of the answer it revalidates). HSTS is not
 * set here: it belongs on the TLS proxy (docs/operations.md).
 */

const policy = (directives: Record<string, string>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The console (apps/web). antd's CSS-in-JS writes <style> elements at run time, and React and
 * antd set style attributes: styles may be inline, scripts may not (docs/security.md).
 * Pictures (goods, store logos, the file bank) are on our origin, an S3 bucket or any
 * http(s) URL a user typed; the captcha is a data: URL.
 */
const PAGE_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https: http:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};
export const CONSOLE_CSP = policy(PAGE_DIRECTIVES);

/**
 * The OpenAPI UI (@fastify/swagger-ui at /api/docs): its own scripts and style sheets from
 * /api/docs/static, its icons as data: URLs, "try it out" calls to our API. Swagger UI sets
 * style attributes, so inline styles are allowed there too; no validator badge (validatorUrl
 * is off), so no other image host.
 */
export const DOCS_CSP = policy({ ...PAGE_DIRECTIVES, 'img-src': "'self' data:" });

/** Everything that is not a page: nothing may load or run, nobody may frame it. */
export const RESOURCE_CSP = policy({
  'default-src': "'none'",
  'frame-ancestors': "'none'",
});

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

const DOCS_PATH = new RegExp(`^${DOCS_PREFIX}(/|\\?|$)`);

const isHtml = (reply: FastifyReply): boolean => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^\s*text\/html\b/i.test(type);
};

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * The console's policy only for its own pages (HTML outside /api), the OpenAPI UI's for it;
 * anything else, even HTML (a stored file served under /api/file, say), may run nothing.
 */
const contentSecurityPolicy = (request: FastifyRequest, reply: FastifyReply): string => {
  if (!isHtml(reply)) return RESOURCE_CSP;
  if (DOCS_PATH.test(request.url)) return DOCS_CSP;
  return API_PATH.test(request.url) ? RESOURCE_CSP : CONSOLE_CSP;
};

export const securityHeadersPlugin = fp(
  async (app) => {
    // A callback hook: nothing to wait for, so no promise on every answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(SECURITY_HEADERS);
      // A 304 has no content type to choose a policy by, and the browser would replace the
      // stored page's policy with the one sent here (a revalidated index.html once lost its
      // scripts to the "nothing" policy): it keeps the policy it was first served with.
      if (reply.statusCode !== 304)
        reply.header('content-security-policy', contentSecurityPolicy(request, reply));
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
