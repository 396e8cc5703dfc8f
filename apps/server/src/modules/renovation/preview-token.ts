import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LINK_MINUTES } from '@retail/contract';

// Signed preview links (docs/renovation.md): `<payload>.<signature>`, the payload
// `p<pageId>.t<tenantId>.e<expiry, epoch seconds>` in base64url and the signature its
// HMAC-SHA256 under a key derived from the server secret (JWT_SECRET) for this purpose only.
// Anything that does not verify, or is past its expiry, is no token at all.

export type PreviewClaims = { pageId: number; tenantId: number; expiresMs: number };

const CLAIMS = /^p(\d{1,12})\.t(\d{1,12})\.e(\d{1,13})$/;

export const createPreviewTokens = ({ secret, now }: { secret: string; now: () => number }) => {
  const key = createHmac('sha256', secret).update('retail/renovation-preview/v1').digest();
  const mac = (payload: string): Buffer => createHmac('sha256', key).update(payload).digest();

  return {
    /** A token for this page, good for PREVIEW_LINK_MINUTES from now. */
    issue: (pageId: number, tenantId: number): { token: string; expiresMs: number } => {
      const expiresS = Math.floor(now() / 1000) + PREVIEW_LINK_MINUTES * 60;
      const payload = Buffer.from(`p${pageId}.t${tenantId}.e${expiresS}`).toString('base64url');
      return {
        token: `${payload}.${mac(payload).toString('base64url')}`,
        expiresMs: expiresS * 1000,
      };
    },

    /** The claims of a token signed here and not expired, else undefined. */
    verify: (token: string): PreviewClaims | undefined => {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      // Compared as text: a decoder ignores stray characters, so bytes could match a changed token.
      const expected = Buffer.from(mac(payload).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = CLAIMS.exec(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!claims) return undefined;
      const expiresMs = Number(claims[3]) * 1000;
      if (expiresMs <= now()) return undefined;
      return { pageId: Number(claims[1]), tenantId: Number(claims[2]), expiresMs };
    },
  };
};

export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
