import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TableVersion } from '../../db/dialect';
import { createBoundedCache } from '../../lib/bounded-cache';
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
  /** Moves on every write to IDENTITY_TABLES. */
  identityVersion: TableVersion;
};

type CachedIdentity = {
  identity: Identity;
  sessionExpiresAt: number;
  /** identityVersion() before the identity was read. */
  version: number;
  /** performance.now() when it was read (real time: the clock may be a test's). */
  readAt: number;
};

/** Sessions: a signed token names a session row, which logout revokes. */
export const createSessionService = ({
  db,
  clock,
  secret,
  ttlSeconds,
  identityVersion,
}: SessionServiceDeps) => {
  const repository = createAuthRepository(db);
  const tokens = createTokenSigner(secret);
  // Four statements per call (session, user, roles, authorities) were most of the cost of a
  // short authenticated call; the identity they give is the same until one of their tables
  // is written.
  const identities = createBoundedCache<string, CachedIdentity>(IDENTITY_CACHE_SIZE);

  const read = async (jti: string, userId: number, now: number) => {
    const version = identityVersion();
    const session = await repository.findSession(jti);
    if (
      !session ||
      session.revokedAt !== null ||
      session.expiresAt <= now ||
      session.userId !== userId
    ) {
      return undefined;
    }
    const user = await repository.findUserById(session.userId);
    if (!user || user.enabled !== 1) return undefined;
    const [roles, codes] = await Promise.all([
      repository.roleCodesOfUser(user.id),
      repository.authorityCodesOfUser(user.id),
    ]);
    const identity: Identity = {
      userId: user.id,
      userName: user.userName,
      tenantId: user.tenantId,
      organId: user.organId,
      organPath: user.organPath,
      roles: Object.freeze(roles) as string[],
      authorityCodes: new Set(codes),
      jti: session.jti,
    };
    // Shared by every call of the session while cached: nobody may change it.
    Object.freeze(identity);
    identities.set(jti, {
      identity,
      sessionExpiresAt: session.expiresAt,
      version,
      readAt: performance.now(),
    });
    return identity;
  };

  return {
    /** Opens a session for the user and returns its token. */
    open: async (userId: number): Promise<string> => {
      const now = clock.now();
      const jti = randomUUID();
      const expiresAt = now + ttlSeconds * 1000;
      await repository.deleteSessionsExpiredBefore(now);
      await repository.insertSession({ jti, userId, expiresAt, revokedAt: null, createdAt: now });
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
      const cached = identities.get(claims.jti);
      if (
        cached &&
        cached.version === identityVersion() &&
        cached.identity.userId === claims.userId &&
        cached.sessionExpiresAt > now &&
        performance.now() - cached.readAt < IDENTITY_CACHE_MS
      ) {
        return cached.identity;
      }
      return read(claims.jti, claims.userId, now);
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
