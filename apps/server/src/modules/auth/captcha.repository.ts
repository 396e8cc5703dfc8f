import type { Db } from '../../db/database';
import type { CaptchaTable } from '../../db/schema';

export const createCaptchaRepository = (db: Db) => ({
  insert: async (captcha: CaptchaTable): Promise<void> => {
    await db.insertInto('captcha').values(captcha).execute();
  },

  /** Deletes the captcha and returns it: each one can be tried once. */
  take: (uuid: string): Promise<CaptchaTable | undefined> =>
    db.deleteFrom('captcha').where('uuid', '=', uuid).returningAll().executeTakeFirst(),

  deleteExpiredBefore: async (atMs: number): Promise<void> => {
    await db.deleteFrom('captcha').where('expiresAt', '<=', atMs).execute();
  },
});
