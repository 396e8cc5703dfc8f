import { GOODS_NAME_SEARCH } from './0015-goods-name-search';
import { GOODS_NAME_SEARCH_BY_TENANT } from './goods-search-by-tenant';

// The goods name indexes keyed by organisation (0205-goods-search-by-organ): each goods under `organ_id × 2^32 + id`, so that one organisation's
// goods are one rowid range, and a subtree's goods the ranges of its organisations (a few runs
// of consecutive organisation ids). Keyed by organisation id, not path: moving an organisation
// changes no key; moving a goods to another organisation re-keys it (a trigger).

/** Rowids of one organisation's goods start at its id times this (goods ids stay below it). */
export const ORGAN_ROWID_SPAN = 4_294_967_296;

/** Organisation ids stay below this, so that every rowid is a 64-bit integer. */
export const ORGAN_ID_LIMIT = 2_147_483_648;

/** SQLite: the trigram index of lowered goods names keyed by organisation. */
export const GOODS_NAME_SEARCH_BY_ORGAN = 'goods_name_search_by_organ';

/**
 * SQLite: every two consecutive characters of each lowered goods name, as one token each (the
 * hex of the pair: the tokenizer then keeps any pair whole), keyed by organisation: a two-letter
 * search, which no trigram can answer, is one token of this index.
 */
export const GOODS_NAME_PAIRS = 'goods_name_pairs';

/** The rowid of a goods row (`NEW`, `OLD`, or the table) in the indexes keyed by organisation. */
export const organRowidOf = (row: string): string =>
  `${row}.organ_id * ${ORGAN_ROWID_SPAN} + ${row}.id`;

/** The triggers refuse a goods whose key would not fit. */
export const organKeyCheck = (row: 'NEW') =>
  `select raise(abort, 'goods or organisation id too large for the name search index')
   where ${row}.id >= ${ORGAN_ROWID_SPAN} or ${row}.organ_id >= ${ORGAN_ID_LIMIT}`;

/**
 * The pairs of a goods name as the text GOODS_NAME_PAIRS indexes: the hex of each two
 * consecutive characters of `lower(name)` (what `containsText` compares), space-separated;
 * null for a name shorter than two characters.
 */
export const namePairsOf = (name: string): string =>
  `(select group_concat(hex(substr(lower(${name}), n, 2)), ' ') from (
     with recursive position(n) as (
       select 1 union all select n + 1 from position where n < length(${name}) - 1)
     select n from position) where length(${name}) >= 2)`;

const optimize = (table: string) => `insert into ${table} (${table}) values ('optimize')`;

/** Fills the trigram index keyed by organisation from the goods. */
export const FILL_SEARCH_BY_ORGAN = `insert into ${GOODS_NAME_SEARCH_BY_ORGAN} (rowid, goods_name)
  select ${organRowidOf('goods')}, lower(goods_name) from goods`;

/** Fills the pairs index from the goods. */
export const FILL_NAME_PAIRS = `insert into ${GOODS_NAME_PAIRS} (rowid, pairs)
  select ${organRowidOf('goods')}, ${namePairsOf('goods.goods_name')} from goods`;

/**
 * Merges each name index into one segment: after a bulk fill FTS5 leaves the index in many
 * segments, each read by every query (a subtree's "lemon" counted in 90 ms before, 3 ms after).
 */
export const OPTIMIZE_NAME_INDEXES = [
  GOODS_NAME_SEARCH,
  GOODS_NAME_SEARCH_BY_TENANT,
  GOODS_NAME_SEARCH_BY_ORGAN,
  GOODS_NAME_PAIRS,
].map(optimize);

/**
 * What a bulk loader runs after its load, once the other name indexes are filled: fills these
 * two, then merges every name index (several statements, for better-sqlite3's `exec`).
 */
export const FILL_BY_ORGAN = [FILL_SEARCH_BY_ORGAN, FILL_NAME_PAIRS, ...OPTIMIZE_NAME_INDEXES]
  .map((statement) => `${statement};`)
  .join('\n');
