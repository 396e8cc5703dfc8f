import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  createTokenSigner,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type TokenClaims,
  verifyToken,
} from '../src/lib/token';

// The session token's check (lib/token.ts) is made with node:crypto, synchronously. Every case
// below is also checked with jose's general verifier, as the server did before: both must
// accept and refuse the same tokens, with the same claims.

const SECRET = 'token-test-secret-of-some-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const NOW_MS = Date.UTC(2026, 10, 29, 10, 0, 0);
const NOW = NOW_MS / 1000;

/** What jose (with the server's former options and checks) says of a token. */
const byJose = async (token: string, nowMs = NOW_MS): Promise<TokenClaims | undefined> => {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !payload.jti) return undefined;
    return { userId, jti: payload.jti };
  } catch {
    return undefined;
  }
};

type Claims = Record<string, unknown>;
const base: Claims = {
  sub: '42',
  jti: 'session-1',
  iss: TOKEN_ISSUER,
  aud: TOKEN_AUDIENCE,
  iat: NOW - 60,
  exp: NOW + 3600,
};

const signed = (claims: Claims, header: Record<string, unknown> = {}, secret = key) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header } as { alg: string })
    .sign(secret);

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token made by hand: any header, signed with the secret. */
const hmacSigned = (header: Record<string, unknown>, body: string) => {
  const head = part(header);
  return `${head}.${body}.${createHmac('sha256', key).update(`${head}.${body}`).digest('base64url')}`;
};
const without = (name: string): Claims =>
  Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));

describe('session tokens', () => {
  it('accepts the tokens the server signs, with their claims', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign({ userId: 7, jti: 'abc' }, NOW_MS, NOW_MS + 60_000);
    expect(await signer.verify(token, NOW_MS)).toEqual({ userId: 7, jti: 'abc' });
    expect(await signer.verify(token, NOW_MS + 60_000)).toBeUndefined();
    expect(await createTokenSigner(`${SECRET}x`).verify(token, NOW_MS)).toBeUndefined();
  });

  it('accepts and refuses exactly the tokens jose does', async () => {
    const good = await signed(base);
    const [head = '', body = '', signature = ''] = good.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}${signature.slice(-1)}`;
    const cases: Record<string, string> = {
      valid: good,
      'audience in a list': await signed({ ...base, aud: ['other', TOKEN_AUDIENCE] }),
      'expires this second': await signed({ ...base, exp: NOW }),
      'expired a second ago': await signed({ ...base, exp: NOW - 1 }),
      'expires next second': await signed({ ...base, exp: NOW + 1 }),
      'not before now': await signed({ ...base, nbf: NOW }),
      'not before later': await signed({ ...base, nbf: NOW + 10 }),
      'issued in the future': await signed({ ...base, iat: NOW + 10 }),
      'another issuer': await signed({ ...base, iss: 'someone' }),
      'another audience': await signed({ ...base, aud: 'someone' }),
      'no audience': await signed(without('aud')),
      'no expiry': await signed(without('exp')),
      'no subject': await signed(without('sub')),
      'no id': await signed(without('jti')),
      'empty id': await signed({ ...base, jti: '' }),
      'subject zero': await signed({ ...base, sub: '0' }),
      'subject not a number': await signed({ ...base, sub: 'admin' }),
      'expiry as text': await signed({ ...base, exp: String(NOW + 3600) }),
      'another secret': await signed(base, {}, new TextEncoder().encode('another')),
      'HS512 with the secret': await new SignJWT(base)
        .setProtectedHeader({ alg: 'HS512' })
        .sign(key),
      'alg none': `${part({ alg: 'none', typ: 'JWT' })}.${body}.`,
      'a critical header': hmacSigned({ alg: 'HS256', crit: ['x'], x: 1 }, body),
      'the right HMAC': hmacSigned({ alg: 'HS256', typ: 'JWT' }, body),
      'payload changed': `${head}.${part({ ...base, sub: '1' })}.${signature}`,
      'signature changed': `${head}.${body}.${flipped}`,
      'signature cut': `${head}.${body}.${signature.slice(0, 20)}`,
      'two parts': `${head}.${body}`,
      'four parts': `${good}.x`,
      'not base64url': `${head}.${body}!.${signature}`,
      'header not JSON': `${Buffer.from('{alg').toString('base64url')}.${body}.${signature}`,
      empty: '',
    };
    for (const [name, token] of Object.entries(cases))
      expect(verifyToken(token, key, NOW_MS), name).toEqual(await byJose(token));
    // The cases reach both answers.
    expect(verifyToken(cases.valid ?? '', key, NOW_MS)).toEqual({ userId: 42, jti: 'session-1' });
    expect(verifyToken(cases['expires this second'] ?? '', key, NOW_MS)).toBeUndefined();
    expect(verifyToken(cases['the right HMAC'] ?? '', key, NOW_MS)).toBeDefined();
    expect(verifyToken(cases['a critical header'] ?? '', key, NOW_MS)).toBeUndefined();
  });
});
