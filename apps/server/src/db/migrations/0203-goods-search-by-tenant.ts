import { type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import { nameSearchTriggers } from './0015-goods-name-search';
import type { AnyDb } from './columns';
import {
  FILL_BY_TENANT,
  GOODS_NAME_SEARCH_BY_TENANT,
  TENANT_ROWID_SPAN,
  tenantRowidOf,
} from './goods-search-by-tenant';

// A tenant's name search with its exact total (issue 15, goal 3). The index of 0185 is keyed by
// goods id, so counting one tenant's matches read every match's goods row for its tenant: 330 ms
// for a tenant's "lemon" (30,000 matches) at a million goods. This second index holds the same
// lowered names under `tenant_id × 2^32 + id`: a tenant's matches are one rowid range, counted
// and paged (newest first) from the index alone. 0185's index stays for searches across tenants,
// which it pages in goods id order. PostgreSQL's pg_trgm index needs no such thing.

const TABLE = GOODS_NAME_SEARCH_BY_TENANT;
const INSERT = `insert into ${TABLE} (rowid, goods_name) values (${tenantRowidOf('NEW')}, lower(NEW.goods_name))`;
const DELETE = `delete from ${TABLE} where rowid = ${tenantRowidOf('OLD')}`;

// The trigger names are the table's and the event's first word (0015's helper).
const SQLITE_TRIGGERS = {
  insert: [
    `select raise(abort, 'goods id too large for the name search index') where NEW.id >= ${TENANT_ROWID_SPAN}`,
    INSERT,
  ],
  delete: [DELETE],
  'update of goods_name, tenant_id': [DELETE, INSERT],
} as const;

/** The same triggers under this index's names (nameSearchTriggers names them by table). */
const triggersOf = (action: 'create' | 'drop') => (db: AnyDb) =>
  nameSearchTriggers(db, SQLITE_TRIGGERS, action, TABLE);

export const goodsSearchByTenant = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    if (dialect === 'postgres') return;
    await sql
      .raw(
        `create virtual table ${TABLE} using fts5(goods_name, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
      )
      .execute(db);
    await triggersOf('create')(db);
    await sql.raw(FILL_BY_TENANT).execute(db);
  },

  async down(db: AnyDb) {
    if (dialect === 'postgres') return;
    await triggersOf('drop')(db);
    await sql.raw(`drop table if exists ${TABLE}`).execute(db);
  },
});
