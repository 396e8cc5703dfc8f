import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { nameSearchTriggers } from './0015-goods-name-search';
import type { AnyDb } from './columns';
import {
  FILL_NAME_PAIRS,
  FILL_SEARCH_BY_ORGAN,
  GOODS_NAME_PAIRS,
  GOODS_NAME_SEARCH_BY_ORGAN,
  OPTIMIZE_NAME_INDEXES,
  namePairsOf,
  organKeyCheck,
  organRowidOf,
} from './goods-search-by-organ';

// A name search inside an organisation subtree, with its exact total (issue 15, goal 3).
// The trigram indexes of 0185 and 0203 are keyed by goods id and by tenant: a region
// administrator's or a store operator's count tested every match of the tenant against its
// goods row (30,000 lookups for "lemon", 60–80 ms at a million goods, more under load). This
// index holds the same lowered names under `organ_id × 2^32 + id`: a subtree's matches are the
// ranges of its organisations, which FTS5 counts and lists without reading a goods row.
//
// Two-letter searches: a trigram index cannot find two characters, so they scanned the view
// (0.4–1 s). The second index holds every pair of consecutive characters of each lowered name
// as one token (its hex, so that any pair is one word to the tokenizer), keyed the same way:
// a name holds the pair if and only if it contains the two characters, so the index alone
// counts, and its matches are exact.
//
// PostgreSQL: pg_trgm and the planner serve these; nothing to add.

const PAIRS = namePairsOf('NEW.goods_name');

const TRIGGERS = {
  [GOODS_NAME_SEARCH_BY_ORGAN]: {
    insert: [
      organKeyCheck('NEW'),
      `insert into ${GOODS_NAME_SEARCH_BY_ORGAN} (rowid, goods_name) values (${organRowidOf('NEW')}, lower(NEW.goods_name))`,
    ],
    delete: [`delete from ${GOODS_NAME_SEARCH_BY_ORGAN} where rowid = ${organRowidOf('OLD')}`],
    'update of goods_name, organ_id': [
      `delete from ${GOODS_NAME_SEARCH_BY_ORGAN} where rowid = ${organRowidOf('OLD')}`,
      organKeyCheck('NEW'),
      `insert into ${GOODS_NAME_SEARCH_BY_ORGAN} (rowid, goods_name) values (${organRowidOf('NEW')}, lower(NEW.goods_name))`,
    ],
  },
  [GOODS_NAME_PAIRS]: {
    insert: [
      `insert into ${GOODS_NAME_PAIRS} (rowid, pairs) values (${organRowidOf('NEW')}, ${PAIRS})`,
    ],
    delete: [`delete from ${GOODS_NAME_PAIRS} where rowid = ${organRowidOf('OLD')}`],
    'update of goods_name, organ_id': [
      `delete from ${GOODS_NAME_PAIRS} where rowid = ${organRowidOf('OLD')}`,
      `insert into ${GOODS_NAME_PAIRS} (rowid, pairs) values (${organRowidOf('NEW')}, ${PAIRS})`,
    ],
  },
} as const;

const TABLES = {
  [GOODS_NAME_SEARCH_BY_ORGAN]: `fts5(goods_name, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
  // One token per pair and no positions: a search is one token.
  [GOODS_NAME_PAIRS]: `fts5(pairs, content='', contentless_delete=1, detail=none)`,
} as const;

export const goodsSearchByOrgan = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') return;
    for (const [table, definition] of Object.entries(TABLES)) {
      await sql.raw(`create virtual table ${table} using ${definition}`).execute(db);
      await nameSearchTriggers(db, TRIGGERS[table as keyof typeof TRIGGERS], 'create', table);
    }
    for (const statement of [FILL_SEARCH_BY_ORGAN, FILL_NAME_PAIRS, ...OPTIMIZE_NAME_INDEXES])
      await sql.raw(statement).execute(db);
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') return;
    for (const table of Object.keys(TABLES)) {
      await nameSearchTriggers(db, TRIGGERS[table as keyof typeof TRIGGERS], 'drop', table);
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
});
