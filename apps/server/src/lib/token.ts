import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/** HS256 is pinned: a token naming any other algorithm (or `none`) is refused. */
const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'retail-server';
export const TOKEN_AUDIENCE = 'retail-console';

export type TokenClaims = { userId: number; jti: string };

export type TokenSigner = {
  sign: (claims: TokenClaims, issuedAtMs: number, expiresAtMs: number) => Promise<string>;
  /** The claims of a valid token, or undefined for a malformed, expired or foreign-signed one. */
  verify: (token: string, nowMs: number) => Promise<TokenClaims | undefined>;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A part's JSON object, or undefined (not base64url, not JSON, not an object). */
const jsonOf = (part: string): Record<string, unknown> | undefined => {
  if (!BASE64URL.test(part)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The claims of a token this server signed, checked as RFC 7519 says for the tokens it issues
 * (jose signs them): the header names HS256 and nothing critical, the signature is the HMAC of
 * the first two parts (compared in constant time), the issuer and audience are ours, it has not
 * expired (`exp` is in seconds; a token is valid before that second, not at it), is not used
 * before `nbf`, and names a subject and an id. Anything else is refused, stricter than a
 * general verifier. Synchronous on purpose: WebCrypto's verify is a job for another thread,
 * and its hand-off cost a fifth of a millisecond of CPU on every call (bench/README.md).
 */
export const verifyToken = (
  token: string,
  key: Uint8Array,
  nowMs: number,
): TokenClaims | undefined => {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head = '', body = '', signature = ''] = parts;
  const header = jsonOf(head);
  if (!header || header.alg !== ALGORITHM || 'crit' in header || 'b64' in header) return undefined;
  if (!BASE64URL.test(signature)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = jsonOf(body);
  if (!claims) return undefined;
  const nowSeconds = Math.floor(nowMs / 1000);
  const { iss, aud, exp, nbf, iat, sub, jti } = claims;
  if (iss !== TOKEN_ISSUER) return undefined;
  if (!(aud === TOKEN_AUDIENCE || (Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE))))
    return undefined;
  if (!isNumber(exp) || exp <= nowSeconds) return undefined;
  if (nbf !== undefined && (!isNumber(nbf) || nbf > nowSeconds)) return undefined;
  if (iat !== undefined && !isNumber(iat)) return undefined;
  if (typeof sub !== 'string' || typeof jti !== 'string' || jti === '') return undefined;
  const userId = Number(sub);
  if (!/^\d+$/.test(sub) || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
  return { userId, jti };
};

export const createTokenSigner = (secret: string): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  // Verified on every call: keeping verified claims showed no gain (cache/README.md).
  return {
    sign: (claims, issuedAtMs, expiresAtMs) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setJti(claims.jti)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(Math.floor(issuedAtMs / 1000))
        .setExpirationTime(Math.floor(expiresAtMs / 1000))
        .sign(key),
    verify: async (token, nowMs) => verifyToken(token, key, nowMs),
  };
};
