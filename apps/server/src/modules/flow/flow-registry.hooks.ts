import { FLOW_SERVER_ACTIONS, flowFormContentSchema } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';

// The approvals' registry records' own rules: a task form's content is a form JSON, a listener
// names one of the server's actions, and neither is removed while a definition uses it.

const usedBy = async (db: Db, column: 'formId' | 'listenerIds', value: number | string) => {
  const rows = (await untyped(db)
    .selectFrom('flowDefinition')
    .select(['key', 'version'])
    .where(column, column === 'listenerIds' ? 'like' : '=', value)
    .orderBy('id')
    .limit(5)
    .execute()) as { key: string; version: number }[];
  if (rows.length > 0)
    throw new AppError(400, 'flow.inUse', {
      values: { names: rows.map((row) => `${row.key} v${row.version}`).join(', ') },
    });
};

export const flowFormHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    if (typeof body.formContent !== 'string') return;
    let reason: string | null = null;
    try {
      const parsed = flowFormContentSchema.safeParse(JSON.parse(body.formContent));
      if (!parsed.success)
        reason = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '/'}: ${issue.message}`)
          .slice(0, 3)
          .join('; ');
    } catch (error) {
      reason = (error as Error).message;
    }
    if (reason !== null)
      throw new AppError(400, 'flow.formContent', { field: 'formContent', values: { reason } });
  },
  beforeRemove: async (_scope, row: ResourceRow) => usedBy(db, 'formId', row.id),
});

export const flowListenerHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    if (body.value === undefined) return;
    if (!(FLOW_SERVER_ACTIONS as readonly unknown[]).includes(body.value))
      throw new AppError(400, 'flow.listenerAction', {
        field: 'value',
        values: { value: String(body.value), actions: FLOW_SERVER_ACTIONS.join(', ') },
      });
  },
  beforeRemove: async (_scope, row: ResourceRow) => usedBy(db, 'listenerIds', `%,${row.id},%`),
});
