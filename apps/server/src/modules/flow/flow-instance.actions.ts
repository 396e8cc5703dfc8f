import type { Db } from '../../db/database';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import { findOwnedOr404, notFound, type OwnedTable } from '../../scope/scoped-db';
import type { Flow } from './flow.service';

// The process instances' registry action (`/flow/index`, docs/approvals.md): an administrator
// terminates a running instance with a reason. The registry's action table is made before the
// flow service exists (the service reads the definitions' records), so the handler is put in
// place by `wireInstanceActions` in the composition root, as the receipt approval's is.

const TABLE = 'flowInstance' as OwnedTable;

/** Refuses until the composition root wires the flow service in (never seen by a caller). */
const notWired: ActionHandler = () => {
  throw new Error('flow.terminate runs once services.ts has wired the flow service in');
};

export const flowInstanceActions = () => ({ flow: { terminate: notWired } });

export const wireInstanceActions = (deps: {
  db: Db;
  flow: Flow;
  actions: { flow: { terminate: ActionHandler } };
}) => {
  const { db, flow } = deps;
  deps.actions.flow.terminate = async ({ scope, body }) => {
    const { id, reason } = body as { id: number; reason: string };
    // In the caller's organisations, else 404 (the scope layer), whoever started it.
    await findOwnedOr404(db, scope, TABLE, id);
    const instance = await flow.repository.instance(id);
    if (!instance) throw notFound();
    await flow.tasks.terminate(scope, instance, reason);
    return [(await findOwnedOr404(db, scope, TABLE, id)) as unknown as ResourceRow];
  };
};
