import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Promotion rules' versions and organisations (issue 21, docs/marketing.md): a snapshot of the
 * rule as each version was published (one per rule and version), and the organisations a rule
 * applies to besides its own organisation's subtree (one row per rule and organisation; pricing
 * finds them by the organisations above a store). Both follow their rule (and an organisation
 * removed leaves the lists it was in).
 */
export const ruleVersions = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'promotion_rule_version', (t) =>
      t
        .addColumn('rule_id', 'integer', (col) =>
          col.notNull().references('promotion_rule.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('name', 'varchar(64)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('salience', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('activation_group', 'varchar(64)')
        .addColumn('date_effective', 'varchar(19)')
        .addColumn('date_expires', 'varchar(19)')
        .addColumn('published_by', 'varchar(64)')
        .addColumn('published_at', 'varchar(19)'),
    );
    await createIndexes(db, 'promotion_rule_version', [['rule_id', 'version']], { unique: true });

    await ownedTable(db, dialect, 'promotion_rule_organ', (t) =>
      t
        .addColumn('rule_id', 'integer', (col) =>
          col.notNull().references('promotion_rule.id').onDelete('cascade'),
        )
        .addColumn('apply_organ_id', 'integer', (col) =>
          col.notNull().references('organ.id').onDelete('cascade'),
        ),
    );
    await createIndexes(db, 'promotion_rule_organ', [['rule_id', 'apply_organ_id']], {
      unique: true,
    });
    // Pricing: the rules listing one of the organisations above a store.
    await createIndexes(db, 'promotion_rule_organ', [['apply_organ_id', 'rule_id']]);
  },
});
