import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { AnyDb } from './columns';
import { remakeTextSums } from './0237-list-text-sums-by-filter';

// The header totals of a search within some days (issue 15, goal 3; bench/README.md "Header
// totals of a search within some days"): 0235 and 0237 read a search's totals beside the text
// index's matches for the texts alone or with the state or an app; with a day range beside them
// (the pay orders' list is searched by the days it was made in, `createdBetween`), each matching
// order was read whole again. The sums index (SQLite) and the side table (PostgreSQL, layout
// `dated-sums`) now also keep each row's creation time (list-text-index.ts `textSumDaysOf`), so
// such a search reads them too. SQLite's index keeps its day (`createdDayOf`, an expression):
// the whole time made each entry half again as wide, and a search's totals without days read
// 10 % slower for it.

export const listTextSumsByDay = (dialect: SqlDialect): Migration => ({
  up: (db: AnyDb) => remakeTextSums(db, dialect, 'dated-sums'),
  down: (db: AnyDb) => remakeTextSums(db, dialect, 'filtered-sums'),
});
