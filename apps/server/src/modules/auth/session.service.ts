import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Identity } from '../../lib/identity';
import { createTokenSigner } from '../../lib/token';
import { createAuthRepository } from './auth.repository';

type SessionServiceDeps = { db: Db; clock: Clock; secret: string; ttlSeconds: number };

/** Sessions: a signed token names a session row, which logout revokes. */
export const createSessionService = ({ db, clock, secret, ttlSeconds }: SessionServiceDeps) => {
  const repository = createAuthRepository(db);
  const tokens = createTokenSigner(secret);

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
      const session = await repository.findSession(claims.jti);
      if (
        !session ||
        session.revokedAt !== null ||
        session.expiresAt <= now ||
        session.userId !== claims.userId
      ) {
        return undefined;
      }
      const user = await repository.findUserById(session.userId);
      if (!user || user.enabled !== 1) return undefined;
      const [roles, codes] = await Promise.all([
        repository.roleCodesOfUser(user.id),
        repository.authorityCodesOfUser(user.id),
      ]);
      return {
        userId: user.id,
        userName: user.userName,
        tenantId: user.tenantId,
        organId: user.organId,
        organPath: user.organPath,
        roles,
        authorityCodes: new Set(codes),
        jti: session.jti,
      };
    },

    revoke: (jti: string): Promise<void> => repository.revokeSession(jti, clock.now()),

    /** Ends every session of the user (disabled, removed, password reset), but `exceptJti`. */
    revokeAllOf: (userId: number, exceptJti?: string): Promise<void> =>
      repository.revokeSessionsOfUser(userId, clock.now(), exceptJti),
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
