import { randomUUID } from 'node:crypto';
import type { Caches } from '../../cache/caches';
import type { TableVersion } from '../../cache/write-tracking';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Identity } from '../../lib/identity';
import { createTokenSigner } from '../../lib/token';
import { createAuthRepository } from './auth.repository';

/** Every table an identity is read from: a write to any of them drops the cached identities. */
export const IDENTITY_TABLES = [
  'session',
  'user',
  'user_role',
  'role',
  'role_authority',
  'authority',
];

/**
 * How long a resolved identity is trusted without looking at the database again. Writes of
 * this process drop it at once (see `identityVersion`); this only bounds how long a change
 * made by ANOTHER server process (a logout, a disabled user, a role change) goes unseen
 * there. docs/operations.md, "Several nodes".
 */
export const IDENTITY_CACHE_MS = 2000;
/** Sessions whose identity is kept (the least recently used go first). */
const IDENTITY_CACHE_SIZE = 10_000;

type SessionServiceDeps = {
  db: Db;
  clock: Clock;
  secret: string;
  ttlSeconds: number;
  /** The identity cache is made here. */
  caches: Pick<Caches, 'values' | 'watch'>;
};

type CachedIdentity = { identity: Identity; sessionExpiresAt: number };

/** Sessions: a signed token names a session row, which logout revokes. */
export const createSessionService = ({
  db,
  clock,
  secret,
  ttlSeconds,
  caches,
}: SessionServiceDeps) => {
  const repository = createAuthRepository(db);
  const tokens = createTokenSigner(secret);
  const identityVersion: TableVersion = caches.watch(IDENTITY_TABLES);
  // The identity (one statement: session, user, roles, authorities) is the same until one of
  // its tables is written.
  const identities = caches.values<string, CachedIdentity>('identity', {
    version: identityVersion,
    maxAgeMs: IDENTITY_CACHE_MS,
    maxSize: IDENTITY_CACHE_SIZE,
  });

  const read = async (jti: string, userId: number, now: number) => {
    const found = await repository.identityOfSession(jti);
    if (!found) return undefined;
    const { session, user, roles, authorityCodes } = found;
    if (session.revokedAt !== null || session.expiresAt <= now || session.userId !== userId)
      return undefined;
    if (user.enabled !== 1) return undefined;
    const identity: Identity = {
      userId: user.id,
      userName: user.userName,
      tenantId: user.tenantId,
      organId: user.organId,
      organPath: user.organPath,
      roles: Object.freeze(roles) as string[],
      authorityCodes: new Set(authorityCodes),
      jti: session.jti,
    };
    // Shared by every call of the session while cached: nobody may change it.
    return { identity: Object.freeze(identity), sessionExpiresAt: session.expiresAt };
  };

  return {
    /** Moves on every write to IDENTITY_TABLES (for other caches of what they hold). */
    identityVersion,

    /** Opens a session for the user and returns its token. */
    open: async (
      userId: number,
      client: { ip?: string | undefined; userAgent?: string | undefined } = {},
    ): Promise<string> => {
      const now = clock.now();
      const jti = randomUUID();
      const expiresAt = now + ttlSeconds * 1000;
      await repository.deleteSessionsExpiredBefore(now);
      await repository.insertSession({
        jti,
        userId,
        expiresAt,
        revokedAt: null,
        createdAt: now,
        ip: client.ip?.slice(0, 64) ?? null,
        userAgent: client.userAgent?.replace(/\p{Cc}/gu, ' ').slice(0, 256) ?? null,
      });
      return tokens.sign({ userId, jti }, now, expiresAt);
    },

    /**
     * The identity behind a token, or undefined when the token is malformed, foreign-signed
     * or expired, its session revoked, or its user gone or disabled.
     */
    resolve: async (token: string): Promise<Identity | undefined> => {
      const now = clock.now();
      const claims = await tokens.verify(token, now);
      if (!claims) return undefined;
      const kept = identities.get(claims.jti);
      if (kept && kept.identity.userId === claims.userId && kept.sessionExpiresAt > now)
        return kept.identity;
      if (kept) identities.delete(claims.jti);
      return (await identities.read(claims.jti, () => read(claims.jti, claims.userId, now)))
        ?.identity;
    },

    revoke: async (jti: string): Promise<void> => {
      identities.delete(jti);
      await repository.revokeSession(jti, clock.now());
    },

    /** Ends every session of the user (disabled, removed, password reset), but `exceptJti`. */
    revokeAllOf: (userId: number, exceptJti?: string): Promise<void> =>
      repository.revokeSessionsOfUser(userId, clock.now(), exceptJti),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
