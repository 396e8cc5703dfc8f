import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * The organisation screens (issue 19, docs/organisations.md): organisation types, one profile per
 * organisation, its settings (one row per organisation and key), the authorities organisations
 * of a type may grant and the role templates of a type. Unique indexes are the last wall behind
 * the checks; a type named by a profile, a ceiling row or a template cannot be removed.
 */
export const organProfiles = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'organ_type', (t) =>
      t
        .addColumn('code', 'varchar(32)', (col) => col.notNull())
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('level', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)')
        .addColumn('enable', 'integer', (col) => col.notNull().defaultTo(1)),
    );
    await createIndexes(
      db,
      'organ_type',
      [
        ['tenant_id', 'code'],
        ['tenant_id', 'name'],
      ],
      {
        unique: true,
      },
    );
    await createIndexes(db, 'organ_type', [['enable']]);

    await ownedTable(db, dialect, 'organ_info', (t) =>
      t
        .addColumn('logo', 'varchar(500)')
        .addColumn('organ_type_id', 'integer', (col) => col.notNull().references('organ_type.id'))
        .addColumn('full_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('short_name', 'varchar(64)')
        .addColumn('credit_code', 'varchar(18)', (col) => col.notNull())
        .addColumn('legal_person', 'varchar(64)')
        .addColumn('contact_name', 'varchar(64)')
        .addColumn('contact_phone', 'varchar(32)')
        .addColumn('address', 'varchar(255)')
        .addColumn('description', 'varchar(1000)'),
    );
    await createIndexes(db, 'organ_info', [['organ_id']], { unique: true });
    await createIndexes(db, 'organ_info', [['organ_type_id']]);

    await ownedTable(db, dialect, 'organ_conf', (t) =>
      t
        .addColumn('setting', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('value', 'integer', (col) => col.notNull())
        .addColumn('remark', 'varchar(200)'),
    );
    await createIndexes(db, 'organ_conf', [['organ_id', 'setting']], { unique: true });
    await createIndexes(db, 'organ_conf', [['setting']]);

    await ownedTable(db, dialect, 'organ_authority', (t) =>
      t
        .addColumn('organ_type_id', 'integer', (col) => col.notNull().references('organ_type.id'))
        .addColumn('authority_code', 'varchar(64)', (col) => col.notNull())
        .addColumn('remark', 'varchar(200)'),
    );
    await createIndexes(db, 'organ_authority', [['organ_type_id', 'authority_code']], {
      unique: true,
    });

    await ownedTable(db, dialect, 'organ_role', (t) =>
      t
        .addColumn('organ_type_id', 'integer', (col) => col.notNull().references('organ_type.id'))
        .addColumn('code', 'varchar(48)', (col) => col.notNull())
        .addColumn('name', 'varchar(128)', (col) => col.notNull())
        .addColumn('authority_codes', 'varchar(4000)'),
    );
    await createIndexes(db, 'organ_role', [['organ_type_id', 'code']], { unique: true });
  },
  async down(db: AnyDb) {
    for (const table of ['organ_role', 'organ_authority', 'organ_conf', 'organ_info', 'organ_type'])
      await db.schema.dropTable(table).execute();
  },
});
