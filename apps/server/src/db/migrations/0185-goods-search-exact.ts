import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { GOODS_NAME_SEARCH, goodsNameSearch, nameSearchTriggers } from './0015-goods-name-search';
import { type AnyDb, createIndexes } from './columns';

// The goods list's searches and filters each answer from an index (issue 15).
//
// SQLite: the trigram index of 0015 folded case its own way (Unicode-wide), so it only found
// candidates and the list's `lower(goods_name) like …` read every candidate's row to decide:
// 80 ms for "lemon" at a million goods. It now indexes `lower(goods_name)` itself, case
// sensitive, without a copy of the text (contentless). A phrase of three characters or more is
// then exactly "the lowered name contains the lowered text" (consecutive trigrams are a
// substring), which is what the `like` answers — SQLite's lower() and LIKE fold ASCII letters
// only, and so does this index now — so the index alone decides and counts (goods-search.ts).
//
// Both databases: the goods code filter is an equality that across tenants (the platform's
// list) had no index without a tenant (the unique index leads with tenant_id): 190 ms; and the
// status filter across tenants walked every goods.

/** The indexed text of a goods name: what `containsText` compares. */
const INDEXED_NAME = (row: 'NEW' | 'OLD') => `lower(${row}.goods_name)`;

const SQLITE_TRIGGERS = {
  insert: [
    `insert into ${GOODS_NAME_SEARCH} (rowid, goods_name) values (NEW.id, ${INDEXED_NAME('NEW')})`,
  ],
  delete: [`delete from ${GOODS_NAME_SEARCH} where rowid = OLD.id`],
  'update of goods_name': [
    `delete from ${GOODS_NAME_SEARCH} where rowid = OLD.id`,
    `insert into ${GOODS_NAME_SEARCH} (rowid, goods_name) values (NEW.id, ${INDEXED_NAME('NEW')})`,
  ],
} as const;

/** The index and its triggers go (either version: the triggers have the same names). */
const dropSearch = async (db: AnyDb) => {
  await nameSearchTriggers(db, SQLITE_TRIGGERS, 'drop');
  await sql.raw(`drop table if exists ${GOODS_NAME_SEARCH}`).execute(db);
};

/** Fills this version of the name search index from the goods. */
const FILL_SEARCH = `insert into ${GOODS_NAME_SEARCH} (rowid, goods_name)
  select id, lower(goods_name) from goods`;

/**
 * What a bulk loader runs after its load to fill every name search index (this one and, since
 * 0203, the one keyed by tenant); several statements, for better-sqlite3's `exec`.
 */
export { FILL_NAME_SEARCHES as FILL_GOODS_NAME_SEARCH } from './goods-search-by-tenant';

const INDEXES = [['goods_code'], ['status']];

export const goodsSearchExact = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await createIndexes(db, 'goods', INDEXES);
    if (dialect === 'postgres') return;
    await dropSearch(db);
    await sql
      .raw(
        `create virtual table ${GOODS_NAME_SEARCH} using fts5(goods_name, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    await nameSearchTriggers(db, SQLITE_TRIGGERS, 'create');
    await sql.raw(FILL_SEARCH).execute(db);
  },

  async down(db: AnyDb) {
    for (const columns of INDEXES)
      await db.schema
        .dropIndex(`goods_${columns.join('_')}_idx`)
        .ifExists()
        .execute();
    if (dialect === 'postgres') return;
    await dropSearch(db);
    await goodsNameSearch(dialect).up(db);
  },
});
