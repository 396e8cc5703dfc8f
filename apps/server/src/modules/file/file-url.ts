import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/** Where stored bytes are served, by key (private keys need the signed query too). */
export const OBJECT_URL_PREFIX = '/api/file/object/';
export const objectUrl = (key: string): string => `${OBJECT_URL_PREFIX}${key}`;

/**
 * A signed URL lives between one and two of these: its expiry is rounded up to a whole period,
 * so that the URL of a file stays the same for a while and the browser can cache what it shows.
 */
export const SIGNED_URL_PERIOD_S = 3600;

export type SignatureCheck = 'valid' | 'missing' | 'invalid' | 'expired';

/**
 * Signed URLs of private files: `…/object/{key}?expires={unix seconds}&signature={HMAC}`, the
 * HMAC-SHA256 of key and expiry under a key derived from the server secret (JWT_SECRET; every
 * node shares it, so a URL one node signs is good on all). Changing the secret voids them all.
 */
export const createFileUrlSigner = ({ secret, clock }: { secret: string; clock: Clock }) => {
  // Its own key, not the token key itself: a signature of one kind can never pass for the other.
  const key = createHmac('sha256', secret).update('retail/file-url/v1').digest();
  const mac = (objectKey: string, expires: number): Buffer =>
    createHmac('sha256', key).update(`${objectKey}\n${expires}`).digest();
  const nowS = () => Math.floor(clock.now() / 1000);

  return {
    /** A URL to read the object for the next one to two hours. */
    sign: (objectKey: string): string => {
      const expires = (Math.floor(nowS() / SIGNED_URL_PERIOD_S) + 2) * SIGNED_URL_PERIOD_S;
      const signature = mac(objectKey, expires).toString('base64url');
      return `${objectUrl(objectKey)}?expires=${expires}&signature=${signature}`;
    },

    /**
     * A URL to read the object for the next `seconds` only (a device's download link), and
     * when it stops working (epoch ms).
     */
    signFor: (objectKey: string, seconds: number): { url: string; expiresAt: number } => {
      const expires = nowS() + seconds;
      const signature = mac(objectKey, expires).toString('base64url');
      return {
        url: `${objectUrl(objectKey)}?expires=${expires}&signature=${signature}`,
        expiresAt: expires * 1000,
      };
    },

    /** Whether the query of a URL signs this key and is not past its expiry. */
    check: (
      objectKey: string,
      query: { expires?: string | undefined; signature?: string | undefined },
    ): SignatureCheck => {
      if (query.expires === undefined || query.signature === undefined) return 'missing';
      if (!/^\d{1,12}$/.test(query.expires)) return 'invalid';
      const expires = Number(query.expires);
      const expected = Buffer.from(mac(objectKey, expires).toString('base64url'));
      const given = Buffer.from(query.signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expires > nowS() ? 'valid' : 'expired';
    },

    /** Seconds a signed URL is still good for (0 when past). */
    secondsLeft: (expires: string): number => Math.max(0, Number(expires) - nowS()),
  };
};

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;
