import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Logistics (express) companies, the registry's `logistics` resource: a carrier code unique per
 * tenant, name, logo, service phone, website, order and enabled. Also indexes the brand's
 * enabled filter, which the registry's table check asks for.
 */
export const logisticsCompanies = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'logistics_company', (t) =>
      t
        .addColumn('code', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('logo', 'varchar(500)')
        .addColumn('phone', 'varchar(32)')
        .addColumn('website', 'varchar(255)')
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'logistics_company', [['tenant_id', 'code']], { unique: true });
    await createIndexes(db, 'logistics_company', [['enable']]);
    await createIndexes(db, 'brand', [['enable']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('brand_enable_idx').execute();
    await db.schema.dropTable('logistics_company').execute();
  },
});
