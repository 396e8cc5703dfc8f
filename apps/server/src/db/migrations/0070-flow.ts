import type { Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import { type AnyDb, createIndexes } from './columns';
import { ownedTable } from './0009-goods';

/**
 * Approvals (issue 19, docs/approvals.md). The registry's records: categories, task forms,
 * expressions, listeners and definitions (one row per deployed version, unique per tenant, key
 * and version; the BPMN XML kept apart in `flow_definition_xml` so lists never read it). The
 * running side, owned by the starter's organisation: instances with the engine's serialised
 * state (written after every step, so a restarted server resumes them), their tasks with the
 * candidates who may claim them, and the append-only history.
 */
export const flow = (dialect: SqlDialect): Migration => ({
  async up(db: AnyDb) {
    await ownedTable(db, dialect, 'flow_category', (t) =>
      t
        .addColumn('code', 'varchar(64)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'flow_category', [['tenant_id', 'code']], { unique: true });
    await createIndexes(db, 'flow_category', [['status']]);

    await ownedTable(db, dialect, 'flow_form', (t) =>
      t
        .addColumn('form_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('form_content', 'text', (col) => col.notNull())
        .addColumn('remark', 'varchar(500)'),
    );

    await ownedTable(db, dialect, 'flow_expression', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('expression', 'varchar(255)', (col) => col.notNull())
        .addColumn('data_type', 'varchar(16)', (col) => col.notNull().defaultTo('fixed'))
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'flow_expression', [['status']]);

    await ownedTable(db, dialect, 'flow_listener', (t) =>
      t
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('type', 'varchar(16)', (col) => col.notNull().defaultTo('execution'))
        .addColumn('event_type', 'varchar(16)', (col) => col.notNull().defaultTo('end'))
        .addColumn('value_type', 'varchar(16)', (col) => col.notNull().defaultTo('serverAction'))
        .addColumn('value', 'varchar(255)', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remark', 'varchar(500)'),
    );
    await createIndexes(db, 'flow_listener', [['status']]);

    await ownedTable(db, dialect, 'flow_definition', (t) =>
      t
        .addColumn('key', 'varchar(64)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('category_id', 'integer', (col) => col.references('flow_category.id'))
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('state', 'integer', (col) => col.notNull().defaultTo(10))
        .addColumn('form_id', 'integer', (col) => col.references('flow_form.id'))
        .addColumn('deploy_time', 'varchar(19)')
        .addColumn('business_type', 'varchar(16)', (col) => col.notNull().defaultTo('general'))
        // The listeners the process names (',3,5,'), so that a named one is not removed.
        .addColumn('listener_ids', 'varchar(255)'),
    );
    await createIndexes(db, 'flow_definition', [['tenant_id', 'key', 'version']], {
      unique: true,
    });
    await createIndexes(db, 'flow_definition', [
      ['category_id'],
      ['form_id'],
      ['state'],
      ['business_type', 'state'],
    ]);
    await db.schema
      .createTable('flow_definition_xml')
      .addColumn('definition_id', 'integer', (col) =>
        col.primaryKey().references('flow_definition.id').onDelete('cascade'),
      )
      .addColumn('xml', 'text', (col) => col.notNull())
      .execute();

    await ownedTable(db, dialect, 'flow_instance', (t) =>
      t
        .addColumn('definition_id', 'integer', (col) =>
          col.notNull().references('flow_definition.id'),
        )
        .addColumn('business_type', 'varchar(16)', (col) => col.notNull())
        .addColumn('business_key', 'varchar(64)')
        .addColumn('start_user_id', 'integer', (col) => col.notNull())
        .addColumn('start_user_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('start_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(19)')
        .addColumn('start_ms', 'bigint', (col) => col.notNull())
        .addColumn('end_ms', 'bigint')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('variables', 'text', (col) => col.notNull())
        // The engine's getState(), recovered and resumed for the next step.
        .addColumn('engine_state', 'text')
        .addColumn('active_elements', 'text', (col) => col.notNull())
        .addColumn('completed_elements', 'text', (col) => col.notNull())
        .addColumn('current_nodes', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('current_assignees', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        // Bumped by every step: two steps at once cannot both write the engine's state.
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0)),
    );
    await createIndexes(db, 'flow_instance', [
      ['start_user_id', 'id'],
      ['business_type', 'business_key', 'status'],
      ['definition_id'],
      ['status'],
    ]);

    await ownedTable(db, dialect, 'flow_task', (t) =>
      t
        .addColumn('instance_id', 'integer', (col) => col.notNull().references('flow_instance.id'))
        .addColumn('element_id', 'varchar(255)', (col) => col.notNull())
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('assignee_id', 'integer')
        .addColumn('owner_id', 'integer')
        .addColumn('candidates', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('form_id', 'integer')
        .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('create_time', 'varchar(19)', (col) => col.notNull())
        .addColumn('end_time', 'varchar(19)')
        .addColumn('completed_by_id', 'integer')
        .addColumn('comment', 'varchar(500)'),
    );
    await createIndexes(db, 'flow_task', [
      ['assignee_id', 'status', 'id'],
      ['completed_by_id', 'id'],
      ['instance_id', 'status'],
    ]);
    // Who may claim an unassigned task: a user, the holders of a role, an organisation's head.
    await db.schema
      .createTable('flow_task_candidate')
      .addColumn('task_id', 'integer', (col) =>
        col.notNull().references('flow_task.id').onDelete('cascade'),
      )
      .addColumn('kind', 'varchar(8)', (col) => col.notNull())
      .addColumn('value', 'varchar(64)', (col) => col.notNull())
      .addPrimaryKeyConstraint('flow_task_candidate_pkey', ['task_id', 'kind', 'value'])
      .execute();
    await createIndexes(db, 'flow_task_candidate', [['kind', 'value', 'task_id']]);

    await ownedTable(db, dialect, 'flow_history', (t) =>
      t
        .addColumn('instance_id', 'integer', (col) => col.notNull().references('flow_instance.id'))
        .addColumn('task_id', 'integer')
        .addColumn('element_id', 'varchar(255)')
        .addColumn('node_name', 'varchar(255)')
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('user_name', 'varchar(64)')
        .addColumn('target_user_name', 'varchar(64)')
        .addColumn('comment', 'varchar(500)')
        .addColumn('form_data', 'text')
        .addColumn('create_time', 'varchar(19)', (col) => col.notNull()),
    );
    await createIndexes(db, 'flow_history', [['instance_id', 'id']]);
  },
});
