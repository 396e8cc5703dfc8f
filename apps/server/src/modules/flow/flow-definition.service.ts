import type { FlowBusinessType } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import {
  findOwnedOr404,
  type OwnedTable,
  ownedInsert,
  resolveOwner,
  scopeCondition,
  untyped,
  viewOf,
  withinTenant,
} from '../../scope/scoped-db';
import { namesSomeone } from './flow-assignees';
import { checkWithEngine, parseProcess } from './flow-bpmn';
import { formFieldsOf } from './flow-form-check';
import type { DefinitionRow, FlowRepository } from './flow.repository';

// Deploying a BPMN file (docs/approvals.md): parsed and checked, then stored as the next version
// of its process key in the owner's tenant, active, with its XML kept apart.

export type DeployInput = {
  xml: string;
  name?: string | null | undefined;
  categoryId?: number | null | undefined;
  formId?: number | null | undefined;
  businessType?: FlowBusinessType | undefined;
  organId?: number | undefined;
};

export const createFlowDefinitions = (deps: {
  db: Db;
  repository: FlowRepository;
  records: (scope: Scope, rows: ResourceRow[]) => Promise<ResourceRow[]>;
}) => {
  const { db, repository } = deps;
  const q = (via: Db = db) => untyped(via);

  return {
    deploy: async (scope: Scope, input: DeployInput) => {
      const model = await parseProcess(input.xml);
      await checkWithEngine(input.xml);
      for (const rule of model.userTasks.values())
        if (!namesSomeone(rule))
          throw new AppError(400, 'flow.badAssignee', {
            field: 'xml',
            values: { task: rule.name, value: '—' },
          });
      const row = await db.transaction().execute(async (trx) => {
        const owner = await resolveOwner(trx, scope, { organId: input.organId });
        if (input.formId) await findOwnedOr404(trx, scope, 'flowForm' as OwnedTable, input.formId);
        if (input.categoryId)
          await findOwnedOr404(trx, scope, 'flowCategory' as OwnedTable, input.categoryId);
        for (const rule of model.userTasks.values())
          if (rule.formId !== null)
            await findOwnedOr404(trx, scope, 'flowForm' as OwnedTable, rule.formId);
        if (model.listenerIds.length > 0) {
          const found = (await q(trx)
            .selectFrom('flowListener')
            .select('id')
            .where('id', 'in', model.listenerIds)
            .where('status', '=', 1)
            .where(scopeCondition(viewOf(scope)))
            .execute()) as { id: number }[];
          const missing = model.listenerIds.find((id) => !found.some((row) => row.id === id));
          if (missing !== undefined)
            throw new AppError(400, 'flow.badListener', {
              field: 'xml',
              values: { id: String(missing) },
            });
        }
        const latest = (await q(trx)
          .selectFrom('flowDefinition')
          .select(({ fn }) => fn.max('version').as('version'))
          .where('tenantId', '=', owner.tenantId)
          .where('key', '=', model.processId)
          .executeTakeFirst()) as { version: number | null } | undefined;
        const inserted = (await ownedInsert(
          trx,
          scope,
          'flowDefinition' as OwnedTable,
          {
            key: model.processId,
            name: (input.name ?? model.processName ?? model.processId).slice(0, 100),
            categoryId: input.categoryId ?? null,
            version: Number(latest?.version ?? 0) + 1,
            state: 10,
            formId: input.formId ?? null,
            deployTime: formatDateTime(scope.nowMs),
            businessType: input.businessType ?? 'general',
            listenerIds: model.listenerIds.length ? `,${model.listenerIds.join(',')},` : null,
            organId: owner.organId,
          } as never,
        )) as unknown as ResourceRow;
        await q(trx)
          .insertInto('flowDefinitionXml')
          .values({ definitionId: inserted.id, xml: input.xml })
          .execute();
        return inserted;
      });
      const [record] = await deps.records(scope, [row]);
      return record as ResourceRow;
    },

    xml: async (scope: Scope, id: number) => {
      const row = (await findOwnedOr404(
        db,
        scope,
        'flowDefinition' as OwnedTable,
        id,
      )) as unknown as DefinitionRow;
      return {
        id: row.id,
        key: row.key,
        name: row.name,
        version: row.version,
        businessType: row.businessType as FlowBusinessType,
        xml: await repository.xmlOf(row.id),
      };
    },

    /** The latest version of each key the caller's organisation (or one above) defined, if active. */
    startable: async (scope: Scope, name: string | null | undefined) => {
      const rows = (await withinTenant(db, scope, () =>
        q()
          .selectFrom('flowDefinition as d')
          .leftJoin('flowCategory as c', 'c.id', 'd.categoryId')
          .leftJoin('flowForm as f', 'f.id', 'd.formId')
          .select([
            'd.id',
            'd.key',
            'd.name',
            'd.version',
            'd.state',
            'd.organPath',
            'd.businessType',
            'c.name as categoryName',
            'f.formName',
            'f.formContent',
          ])
          .where('d.tenantId', '=', scope.tenantId)
          .orderBy('d.key')
          .orderBy('d.version', 'desc')
          .execute(),
      )) as (DefinitionRow & {
        categoryName: string | null;
        formName: string | null;
        formContent: string | null;
      })[];
      const latest = new Map<string, (typeof rows)[number]>();
      for (const row of rows)
        if (scope.organPath.startsWith(row.organPath) && !latest.has(row.key))
          latest.set(row.key, row);
      return [...latest.values()]
        .filter((row) => row.state === 10)
        .filter((row) => !name || row.name.toLowerCase().includes(name.toLowerCase()))
        .map((row) => ({
          id: row.id,
          key: row.key,
          name: row.name,
          version: row.version,
          categoryName: row.categoryName,
          businessType: row.businessType as FlowBusinessType,
          formName: row.formName,
          formContent: row.formName === null ? null : (formFieldsOf(row.formContent) ?? []),
        }));
    },

    /** Users of the caller's scope to hand a task to. */
    userOptions: async (scope: Scope, name: string | null | undefined) => {
      let query = q()
        .selectFrom('user')
        .select(['id', 'userName', 'name'])
        .where('enabled', '=', 1)
        .where(scopeCondition(viewOf(scope)));
      if (name)
        query = query.where((eb) =>
          eb.or([eb('userName', 'like', `%${name}%`), eb('name', 'like', `%${name}%`)]),
        );
      return (await query.orderBy('userName').limit(50).execute()) as {
        id: number;
        userName: string;
        name: string;
      }[];
    },
  };
};

export type FlowDefinitions = ReturnType<typeof createFlowDefinitions>;
