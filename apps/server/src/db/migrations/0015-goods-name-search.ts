import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';

// A trigram index on goods names, so that "name contains …" (and its exact count) reads the
// goods whose names hold the text's three-letter pieces instead of every goods: 0.36 s → a few
// ms at a million goods. The list still applies its own `lower(goods_name) like …` to what the
// index finds, so the answer is the same with or without it.

/** SQLite: an FTS5 table over `goods.goods_name` (external content), kept by triggers. */
export const GOODS_NAME_SEARCH = 'goods_name_search';

const SQLITE_TRIGGERS = {
  insert: [`insert into ${GOODS_NAME_SEARCH} (rowid, goods_name) values (NEW.id, NEW.goods_name)`],
  delete: [
    `insert into ${GOODS_NAME_SEARCH} (${GOODS_NAME_SEARCH}, rowid, goods_name) values ('delete', OLD.id, OLD.goods_name)`,
  ],
  'update of goods_name': [
    `insert into ${GOODS_NAME_SEARCH} (${GOODS_NAME_SEARCH}, rowid, goods_name) values ('delete', OLD.id, OLD.goods_name)`,
    `insert into ${GOODS_NAME_SEARCH} (rowid, goods_name) values (NEW.id, NEW.goods_name)`,
  ],
} as const;

const triggerName = (table: string, event: string) => `${table}_${event.split(' ')[0]}`;

/**
 * Creates (or drops) a name search index's triggers on goods, one per event, each named after
 * the index (GOODS_NAME_SEARCH unless told) and its event's first word.
 */
export const nameSearchTriggers = async (
  db: AnyDb,
  triggers: Readonly<Record<string, readonly string[]>>,
  action: 'create' | 'drop',
  table = GOODS_NAME_SEARCH,
): Promise<void> => {
  for (const [event, statements] of Object.entries(triggers))
    await sql
      .raw(
        action === 'drop'
          ? `drop trigger if exists ${triggerName(table, event)}`
          : `create trigger ${triggerName(table, event)} after ${event} on goods begin ${statements.join('; ')}; end`,
      )
      .execute(db);
};

export const goodsNameSearch = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') {
      // pg_trgm ships with PostgreSQL and is trusted (any owner of the database may add it);
      // where it is refused the list still works, by scanning, so a refusal must not stop
      // the migration (a savepoint keeps the transaction usable).
      await sql`savepoint goods_name_search`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index goods_name_trgm_idx on goods using gin (lower(goods_name) gin_trgm_ops)`.execute(
          db,
        );
        await sql`release savepoint goods_name_search`.execute(db);
      } catch {
        await sql`rollback to savepoint goods_name_search`.execute(db);
      }
      return;
    }
    await sql
      .raw(
        `create virtual table ${GOODS_NAME_SEARCH} using fts5(goods_name, content='goods', content_rowid='id', tokenize='trigram')`,
      )
      .execute(db);
    await nameSearchTriggers(db, SQLITE_TRIGGERS, 'create');
    // Goods that exist already.
    await sql
      .raw(`insert into ${GOODS_NAME_SEARCH} (${GOODS_NAME_SEARCH}) values ('rebuild')`)
      .execute(db);
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') {
      await sql`drop index if exists goods_name_trgm_idx`.execute(db);
      return;
    }
    await nameSearchTriggers(db, SQLITE_TRIGGERS, 'drop');
    await sql.raw(`drop table if exists ${GOODS_NAME_SEARCH}`).execute(db);
  },
});
