import type { FlowVariables } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import { canSee, type Owner, type Scope } from '../../scope/scope';
import { untyped, withinTenant } from '../../scope/scoped-db';
import type { Assignees } from './flow-assignees';
import type { ProcessModel } from './flow-bpmn';
import { type EngineStep, runStep } from './flow-engine';
import { checkFormValues, formFieldsOf } from './flow-form-check';
import { BUSINESS_ACTION, type FlowHooks, type FlowOutcome } from './flow-hooks';
import type { DefinitionRow, FlowRepository, InstanceRow } from './flow.repository';

// Running processes (docs/approvals.md): every step reads the instance row, runs the engine
// outside any transaction (recover, resume, signal), then writes the engine's new state, the
// tasks and the history in one transaction guarded by the row's revision, so two decisions at
// once cannot both move it and a restarted server carries on from the last step written.

export type FlowRuntimeDeps = {
  db: Db;
  repository: FlowRepository;
  assignees: Assignees;
  hooks: FlowHooks;
  model: (definition: DefinitionRow, via?: Db) => Promise<ProcessModel>;
};

const json = <T>(text: string | null, fallback: T): T =>
  text ? (JSON.parse(text) as T) : fallback;
const ownerOfRow = (row: Owner): Owner => ({
  tenantId: row.tenantId,
  organId: row.organId,
  organPath: row.organPath,
});

export const createFlowRuntime = (deps: FlowRuntimeDeps) => {
  const { db, repository, assignees, hooks } = deps;
  const q = (via: Db) => untyped(via);

  /** The instance's owner acting as the user who decided (the business hooks' scope). */
  const actingScope = (instance: InstanceRow, scope: Scope): Scope => ({
    ...scope,
    ...ownerOfRow(instance),
    platform: false,
  });

  const endActions = async (definition: DefinitionRow, via: Db): Promise<string[]> => {
    const ids = (definition.listenerIds ?? '').split(',').filter(Boolean).map(Number);
    const listeners =
      ids.length === 0
        ? []
        : ((await q(via)
            .selectFrom('flowListener')
            .select('value')
            .where('id', 'in', ids)
            .where('status', '=', 1)
            .where('type', '=', 'execution')
            .where('eventType', '=', 'end')
            .execute()) as { value: string }[]);
    const own = BUSINESS_ACTION[definition.businessType];
    return [...(own ? [own] : []), ...listeners.map((listener) => listener.value)];
  };

  /** Ends an instance: its open tasks cancelled, the history's last word, the business hook. */
  const finish = async (
    trx: Db,
    scope: Scope,
    instance: InstanceRow,
    outcome: FlowOutcome,
    reason: string | null,
  ) => {
    const status = outcome === 'approved' ? 2 : outcome === 'rejected' ? 3 : 4;
    await q(trx)
      .updateTable('flowTask')
      .set({ status: 4, endTime: formatDateTime(scope.nowMs) })
      .where('instanceId', '=', instance.id)
      .where('status', '=', 1)
      .execute();
    const ended = { ...instance, status, endTime: formatDateTime(scope.nowMs), endMs: scope.nowMs };
    await q(trx)
      .updateTable('flowInstance')
      .set({
        status,
        endTime: ended.endTime,
        endMs: scope.nowMs,
        activeElements: '[]',
        currentNodes: '',
        currentAssignees: '',
      })
      .where('id', '=', instance.id)
      .execute();
    if (outcome === 'approved')
      await repository.history(
        trx,
        ownerOfRow(instance),
        { instanceId: instance.id, type: 'end', userId: null, userName: null },
        scope.nowMs,
      );
    const definition = await repository.definition(instance.definitionId, trx);
    await hooks.run(await endActions(definition, trx), {
      trx,
      scope: actingScope(instance, scope),
      instance: ended,
      outcome,
      reason,
    });
  };

  /** Writes a step: the engine's state, new tasks for newly waiting user tasks, or the end. */
  const apply = async (
    trx: Db,
    scope: Scope,
    instance: InstanceRow,
    step: EngineStep,
    model: ProcessModel,
  ) => {
    const open = await repository.openTasks(instance.id, trx);
    const starter = {
      userId: instance.startUserId,
      tenantId: instance.tenantId,
      organId: instance.organId,
    };
    const tasks = [...open];
    for (const elementId of step.waiting) {
      if (open.some((task) => task.elementId === elementId)) continue;
      const rule = model.userTasks.get(elementId);
      if (!rule) continue;
      const assignment = await assignees.assign(rule, starter, step.variables, trx);
      tasks.push(
        await repository.insertTask(
          trx,
          ownerOfRow(instance),
          {
            instanceId: instance.id,
            elementId,
            name: rule.name,
            assigneeId: assignment.assigneeId,
            ownerId: null,
            candidates: assignment.text,
            formId: rule.formId,
            status: 1,
            createTime: formatDateTime(scope.nowMs),
          },
          assignment.candidates,
          scope.nowMs,
          scope.userName,
        ),
      );
    }
    const completed = [
      ...new Set([...json<string[]>(instance.completedElements, []), ...step.passed]),
    ];
    const waiting = tasks.filter(
      (task) => task.status === 1 && step.waiting.includes(task.elementId),
    );
    const names = await repository.namesOf(
      waiting.map((task) => task.assigneeId),
      trx,
    );
    const result = await q(trx)
      .updateTable('flowInstance')
      .set({
        engineState: step.state,
        variables: JSON.stringify(step.variables),
        activeElements: JSON.stringify(step.waiting),
        completedElements: JSON.stringify(completed),
        currentNodes: waiting
          .map((task) => task.name)
          .join(', ')
          .slice(0, 500),
        currentAssignees: waiting
          .map((task) => (task.assigneeId === null ? task.candidates : names.get(task.assigneeId)))
          .join(', ')
          .slice(0, 500),
        revision: instance.revision + 1,
      })
      .where('id', '=', instance.id)
      .where('revision', '=', instance.revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError(400, 'state.changed');
    if (step.ended)
      await finish(trx, scope, { ...instance, revision: instance.revision + 1 }, 'approved', null);
  };

  /** The latest version of a key defined by the caller's organisation or one above it. */
  const startableDefinition = async (scope: Scope, key: string, via: Db) => {
    const rows = (await withinTenant(via, scope, () =>
      q(via)
        .selectFrom('flowDefinition')
        .selectAll()
        .where('tenantId', '=', scope.tenantId)
        .where('key', '=', key)
        .orderBy('version', 'desc')
        .execute(),
    )) as DefinitionRow[];
    const latest = rows.find((row) => scope.organPath.startsWith(row.organPath));
    if (!latest || latest.state !== 10)
      throw new AppError(404, 'flow.noDefinition', { field: 'definitionKey' });
    return latest;
  };

  type StartInput = {
    definition: DefinitionRow;
    businessKey: string | null;
    variables: FlowVariables;
    comment?: string | null;
  };

  /**
   * Starts an instance. Its assignees and form may be of any organisation of the tenant, so
   * the row-level wall is the tenant's for the start, also when another module starts it.
   */
  const start = (scope: Scope, input: StartInput, via?: Db): Promise<number> =>
    withinTenant(via ?? db, scope, () => startInTenant(scope, input, via));

  const startInTenant = async (scope: Scope, input: StartInput, via?: Db): Promise<number> => {
    const { definition } = input;
    const form = definition.formId
      ? ((await q(via ?? db)
          .selectFrom('flowForm')
          .select('formContent')
          .where('id', '=', definition.formId)
          .executeTakeFirst()) as { formContent: string } | undefined)
      : undefined;
    checkFormValues(formFieldsOf(form?.formContent), input.variables, { required: true });
    if (input.businessKey !== null) {
      const running = await q(via ?? db)
        .selectFrom('flowInstance')
        .select('id')
        .where('tenantId', '=', scope.tenantId)
        .where('businessType', '=', definition.businessType)
        .where('businessKey', '=', input.businessKey)
        .where('status', '=', 1)
        .executeTakeFirst();
      if (running)
        throw new AppError(409, 'flow.running', {
          field: 'businessKey',
          values: { businessKey: input.businessKey },
        });
    }
    const model = await deps.model(definition, via);
    const variables = { ...input.variables, INITIATOR: scope.userId };
    const step = await runStep({
      xml: await repository.xmlOf(definition.id, via ?? db),
      state: null,
      variables,
    });
    const write = async (trx: Db) => {
      const instance = (await q(trx)
        .insertInto('flowInstance')
        .values({
          definitionId: definition.id,
          businessType: definition.businessType,
          businessKey: input.businessKey,
          startUserId: scope.userId,
          startUserName: scope.userName,
          startTime: formatDateTime(scope.nowMs),
          startMs: scope.nowMs,
          status: 1,
          variables: JSON.stringify(variables),
          engineState: null,
          activeElements: '[]',
          completedElements: '[]',
          tenantId: scope.tenantId,
          organId: scope.organId,
          organPath: scope.organPath,
          createBy: scope.userName,
          createDate: formatDateTime(scope.nowMs),
          updateBy: scope.userName,
          updateDate: formatDateTime(scope.nowMs),
        })
        .returningAll()
        .executeTakeFirstOrThrow()) as InstanceRow;
      await repository.history(
        trx,
        ownerOfRow(instance),
        {
          instanceId: instance.id,
          type: 'start',
          userId: scope.userId,
          userName: scope.userName,
          comment: input.comment ?? null,
          formData: input.variables,
        },
        scope.nowMs,
      );
      await apply(trx, scope, instance, step, model);
      return instance.id;
    };
    return via ? write(via) : db.transaction().execute(write);
  };

  return { start, startableDefinition, apply, finish, actingScope, ownerOfRow, json, canSee };
};

export type FlowRuntime = ReturnType<typeof createFlowRuntime>;
