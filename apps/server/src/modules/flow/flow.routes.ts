import { endpoints, type FlowInstance, type FlowTask } from '@retail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { Scope } from '../../scope/scope';

/** The approvals' calls (docs/approvals.md); the registry serves the definitions' own list. */
export const flowRoutes: FastifyPluginAsync = async (app) => {
  const flow = app.services.flow;
  const api = endpoints.flowProcess;
  const { queries, tasks, runtime, definitions, assignees, repository } = flow;
  // Tasks cross the tenant's organisations by design (a store's request decided by a candidate
  // of another organisation): the task and instance calls check themselves who may see what,
  // and their row-level wall is the tenant's. Definitions and user options keep the caller's
  // subtree (definitions above it are read there); a start reaches the tenant for its assignees.
  const acrossTenant: typeof registerEndpoint = (target, def, handler, options = {}) =>
    registerEndpoint(target, def, handler, { ...options, rowReach: 'tenant' });

  const instanceView = async (scope: Scope, id: number): Promise<FlowInstance> => {
    const [view] = await queries.instanceViews(scope, [
      (await repository.instance(id)) as NonNullable<
        Awaited<ReturnType<typeof repository.instance>>
      >,
    ]);
    return view as FlowInstance;
  };
  const taskView = async (scope: Scope, id: number): Promise<FlowTask> => {
    const [view] = await queries.taskViews(scope, [
      (await repository.task(id)) as NonNullable<Awaited<ReturnType<typeof repository.task>>>,
    ]);
    return view as FlowTask;
  };
  const decision = async (scope: Scope, taskId: number) => {
    const task = await taskView(scope, taskId);
    return { task, instance: await instanceView(scope, task.instanceId) };
  };

  registerEndpoint(app, api.deploy, ({ scope, body }) => definitions.deploy(scope, body) as never);
  registerEndpoint(app, api.definitionXml, ({ scope, body }) => definitions.xml(scope, body.id));
  registerEndpoint(app, api.startable, ({ scope, body }) =>
    definitions.startable(scope, body.name),
  );
  registerEndpoint(app, api.start, async ({ scope, body }) => {
    const definition = await runtime.startableDefinition(scope, body.definitionKey, app.db);
    const id = await runtime.start(scope, {
      definition,
      businessKey: body.businessKey ?? null,
      variables: body.variables ?? {},
      comment: body.comment ?? null,
    });
    return instanceView(scope, id);
  });
  acrossTenant(app, api.mine, ({ scope, body, query }) => queries.mine(scope, body, query));
  acrossTenant(app, api.todo, ({ scope, body, query }) => queries.todo(scope, body, query));
  acrossTenant(app, api.finished, ({ scope, body, query }) => queries.finished(scope, body, query));
  acrossTenant(app, api.detail, async ({ scope, body }) => {
    const instance = await queries.visibleInstance(scope, body.id);
    return queries.detail(scope, instance, async (task) =>
      assignees.isCandidate(scope, await repository.candidatesOf([task.id])),
    );
  });
  acrossTenant(app, api.stop, async ({ scope, body }) => {
    const instance = await queries.visibleInstance(scope, body.id);
    await tasks.stop(scope, instance, body.comment ?? null);
    return instanceView(scope, instance.id);
  });
  acrossTenant(app, api.approve, async ({ scope, body }) =>
    decision(
      scope,
      await tasks.approve(scope, body.taskId, body.comment ?? null, body.variables ?? {}),
    ),
  );
  acrossTenant(app, api.reject, async ({ scope, body }) =>
    decision(scope, await tasks.reject(scope, body.taskId, body.reason)),
  );
  acrossTenant(app, api.handOver, async ({ scope, body }) =>
    taskView(scope, await tasks.handOver(scope, body.taskId, body)),
  );
  acrossTenant(app, api.claim, async ({ scope, body }) =>
    taskView(scope, await tasks.claim(scope, body.taskId)),
  );
  registerEndpoint(app, api.userOptions, ({ scope, body }) =>
    definitions.userOptions(scope, body.name),
  );
};
