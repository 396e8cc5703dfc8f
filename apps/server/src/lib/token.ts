import { jwtVerify, SignJWT } from 'jose';
import type { Caches } from '../cache/caches';

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

/** Tokens whose verified claims are kept (a token's claims never change; its validity ends). */
const VERIFIED_TOKENS = 10_000;

type Verified = { claims: TokenClaims; fromMs: number; untilMs: number };

export const createTokenSigner = (secret: string, caches: Pick<Caches, 'map'>): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  // Checking the signature again on every call is wasted work (a tenth of a short request): a
  // token that verified once stays valid, with the same claims, from its nbf until its exp.
  const verified = caches.map<string, Verified>('verified-tokens', VERIFIED_TOKENS);
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
    verify: async (token, nowMs) => {
      const known = verified.get(token);
      // jose's own test: valid while exp > now and nbf <= now, in whole seconds.
      const nowWholeMs = Math.floor(nowMs / 1000) * 1000;
      if (known && known.fromMs <= nowWholeMs && nowWholeMs < known.untilMs) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: new Date(nowMs),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || !payload.jti) return undefined;
        const claims = { userId, jti: payload.jti };
        verified.set(token, {
          claims,
          fromMs: (payload.nbf ?? 0) * 1000,
          untilMs: (payload.exp ?? 0) * 1000,
        });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
};
