import { type Migration, sql } from 'kysely';
import type { AnyDb } from './columns';

const INDEX = 'user_lower_user_name_key';

/**
 * User names are unique without regard to case (`ADMIN` cannot stand beside `admin`). Refuses to
 * run, naming them, while two names differ only in case: an operator renames one first.
 */
export const userNameCase = (): Migration => ({
  async up(db: AnyDb) {
    const clashes = await db
      .selectFrom('user')
      .select(sql<string>`lower(user_name)`.as('name'))
      .groupBy(sql`lower(user_name)`)
      .having(sql`count(*)`, '>', 1)
      .execute();
    if (clashes.length > 0)
      throw new Error(
        `User names that differ only in case must be renamed first: ${clashes.map((row) => row.name).join(', ')}`,
      );
    await db.schema
      .createIndex(INDEX)
      .on('user')
      .unique()
      .expression(sql`lower(user_name)`)
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex(INDEX).execute();
  },
});
