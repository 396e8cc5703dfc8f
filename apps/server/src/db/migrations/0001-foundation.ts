import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes, withAudit, withId, withOwner } from './columns';

/** Organisations, users, roles, authorities, sessions, captchas and login failures. */
export const foundation = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await withAudit(
      withId(db.schema.createTable('organ'), dialect)
        .addColumn('parent_id', 'integer', (col) => col.references('organ.id'))
        .addColumn('organ_name', 'varchar(128)', (col) => col.notNull())
        .addColumn('organ_path', 'varchar(255)', (col) => col.notNull())
        .addColumn('type', 'integer', (col) => col.notNull())
        .addColumn('tenant_id', 'integer', (col) => col.notNull())
        .addColumn('organ_id', 'integer', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    ).execute();
    await createIndexes(db, 'organ', [['parent_id'], ['organ_path'], ['tenant_id'], ['organ_id']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('user'), dialect)
          .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
          .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
          .addColumn('name', 'varchar(128)', (col) => col.notNull())
          .addColumn('avatar', 'varchar(1024)')
          .addColumn('introduction', 'varchar(1000)')
          .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1)),
      ),
    ).execute();
    await createIndexes(db, 'user', [['user_name']], { unique: true });
    await createIndexes(db, 'user', [['tenant_id'], ['organ_id'], ['organ_path']]);

    await withAudit(
      withOwner(
        withId(db.schema.createTable('role'), dialect)
          .addColumn('name', 'varchar(128)', (col) => col.notNull())
          .addColumn('code', 'varchar(64)', (col) => col.notNull()),
      ),
    ).execute();
    await createIndexes(db, 'role', [['tenant_id', 'code']], { unique: true });
    await createIndexes(db, 'role', [['organ_id'], ['organ_path']]);

    await withAudit(
      withId(db.schema.createTable('authority'), dialect)
        .addColumn('parent_id', 'integer', (col) => col.references('authority.id'))
        .addColumn('name', 'varchar(128)', (col) => col.notNull())
        .addColumn('icon', 'varchar(64)')
        .addColumn('url', 'varchar(255)')
        .addColumn('type', 'integer', (col) => col.notNull())
        .addColumn('code', 'varchar(128)', (col) => col.notNull())
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0)),
    ).execute();
    await createIndexes(db, 'authority', [['code']], { unique: true });
    await createIndexes(db, 'authority', [['parent_id']]);

    await db.schema
      .createTable('user_role')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'integer', (col) =>
        col.notNull().references('role.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('user_role_pkey', ['user_id', 'role_id'])
      .execute();
    await createIndexes(db, 'user_role', [['role_id']]);

    await db.schema
      .createTable('role_authority')
      .addColumn('role_id', 'integer', (col) =>
        col.notNull().references('role.id').onDelete('cascade'),
      )
      .addColumn('authority_id', 'integer', (col) =>
        col.notNull().references('authority.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('role_authority_pkey', ['role_id', 'authority_id'])
      .execute();
    await createIndexes(db, 'role_authority', [['authority_id']]);

    await db.schema
      .createTable('session')
      .addColumn('jti', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('user.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'session', [['user_id'], ['expires_at']]);

    await db.schema
      .createTable('captcha')
      .addColumn('uuid', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('answer_hash', 'varchar(128)', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'captcha', [['expires_at']]);

    await withId(db.schema.createTable('login_failure'), dialect)
      .addColumn('user_name', 'varchar(64)', (col) => col.notNull())
      .addColumn('ip', 'varchar(64)', (col) => col.notNull())
      .addColumn('at', 'bigint', (col) => col.notNull())
      .execute();
    await createIndexes(db, 'login_failure', [['user_name', 'at'], ['ip', 'at'], ['at']]);
  },

  async down(db: AnyDb) {
    for (const table of [
      'login_failure',
      'captcha',
      'session',
      'role_authority',
      'user_role',
      'authority',
      'role',
      'user',
      'organ',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
