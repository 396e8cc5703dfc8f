import { createHash } from 'node:crypto';
import type { UserSession } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

// A user's open sessions (issue 14, docs/security.md "Sessions"): listed for whoever may manage
// the user, each ended at once or all together. A session is named by a digest of its id, so
// the list gives out nothing a token is made of.

/** The name of a session in the list: the first 32 hex digits of SHA-256 over its id. */
export const sessionKeyOf = (jti: string): string =>
  createHash('sha256').update(jti).digest('hex').slice(0, 32);

export const createUserSessions = (db: Db) => {
  const openOf = (userId: number, now: number) =>
    db
      .selectFrom('session')
      .select(['jti', 'createdAt', 'expiresAt', 'ip', 'userAgent'])
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt', 'desc')
      .execute();

  const revoke = (userId: number, now: number, jtis: readonly string[]) =>
    jtis.length === 0
      ? Promise.resolve()
      : db
          .updateTable('session')
          .set({ revokedAt: now })
          .where('userId', '=', userId)
          .where('jti', 'in', jtis)
          .where('revokedAt', 'is', null)
          .execute();

  return {
    /** Newest first; `current` marks the caller's own session. */
    list: async (userId: number, callerJti: string, now: number): Promise<UserSession[]> =>
      (await openOf(userId, now)).map((session) => ({
        key: sessionKeyOf(session.jti),
        createdAt: Number(session.createdAt),
        expiresAt: Number(session.expiresAt),
        ip: session.ip,
        userAgent: session.userAgent,
        current: session.jti === callerJti,
      })),

    /** One open session ended; an unknown key (or one already ended) is a 404. */
    end: async (userId: number, key: string, now: number): Promise<void> => {
      const session = (await openOf(userId, now)).find((row) => sessionKeyOf(row.jti) === key);
      if (!session) throw new AppError(404, 'record.notFound', { field: 'key' });
      await revoke(userId, now, [session.jti]);
    },

    /** Every open session ended but the caller's own. */
    endAll: async (userId: number, callerJti: string, now: number): Promise<void> => {
      const open = await openOf(userId, now);
      await revoke(
        userId,
        now,
        open.map((row) => row.jti).filter((jti) => jti !== callerJti),
      );
    },
  };
};
