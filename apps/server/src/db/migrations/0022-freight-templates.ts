import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/** Freight templates (charged by piece, weight or volume) and their rules per group of regions. */
export const freightTemplates = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'freight_template', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('charge_type', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('free_over', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'freight_template', [['charge_type'], ['enable']]);
    await ownedTable(db, dialect, 'freight_template_rule', (t) =>
      t
        .addColumn('template_id', 'integer', (col) =>
          col.notNull().references('freight_template.id').onDelete('cascade'),
        )
        .addColumn('regions', 'varchar(1000)', (col) => col.notNull())
        .addColumn('first_unit', 'integer', (col) => col.notNull())
        .addColumn('first_fee', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('extra_unit', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('extra_fee', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('free_over', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'freight_template_rule', [['template_id']]);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('freight_template_rule').execute();
    await db.schema.dropTable('freight_template').execute();
  },
});
