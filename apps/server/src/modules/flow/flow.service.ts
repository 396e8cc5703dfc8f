import type { Db } from '../../db/database';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { createAssignees } from './flow-assignees';
import { createModelCache } from './flow-bpmn';
import { createFlowDefinitions } from './flow-definition.service';
import { createFlowHooks } from './flow-hooks';
import { createFlowQueries } from './flow-queries';
import { createFlowRuntime } from './flow-runtime.service';
import { createFlowTasks } from './flow-tasks.service';
import { createFlowRepository, type DefinitionRow } from './flow.repository';

/**
 * Approvals on bpmn-engine (issue 19, docs/approvals.md): definitions, the running side and the
 * reads, built once in the composition root. `hooks` is where the domains register what an
 * instance's end does to their records (the receipt order, the refund).
 */
export const createFlow = (deps: {
  db: Db;
  definitionRecords: (scope: Scope, rows: ResourceRow[]) => Promise<ResourceRow[]>;
}) => {
  const { db } = deps;
  const repository = createFlowRepository(db);
  const assignees = createAssignees(repository);
  const hooks = createFlowHooks();
  const cache = createModelCache();
  const model = (definition: DefinitionRow, via?: Db) =>
    cache(definition.id, () => repository.xmlOf(definition.id, via));
  const runtime = createFlowRuntime({ db, repository, assignees, hooks, model });
  const tasks = createFlowTasks({ db, repository, assignees, runtime, model });
  const queries = createFlowQueries({ db, repository });
  const definitions = createFlowDefinitions({ db, repository, records: deps.definitionRecords });
  return { repository, assignees, hooks, runtime, tasks, queries, definitions };
};

export type Flow = ReturnType<typeof createFlow>;
