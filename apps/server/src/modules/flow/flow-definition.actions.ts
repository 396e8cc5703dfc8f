import { type Resource, resources } from '@retail/contract';
import type { Db } from '../../db/database';
import type { ResourceRow } from '../../resources/resource.service';
import { transitionHandler } from '../../resources/transition';
import { findOwnedOr404, type OwnedTable, scopedUpdate } from '../../scope/scoped-db';

const definitions = resources.flowableDefinition as unknown as Resource;

/**
 * The definitions' registry actions: activate ↔ suspend (transitions with their log) and
 * binding a task form and a category, both of which the caller must see (else 404).
 */
export const flowDefinitionActions = (db: Db) => ({
  flowableDefinition: {
    activate: transitionHandler(db, definitions, 'activate'),
    suspend: transitionHandler(db, definitions, 'suspend'),
    bind: async ({
      scope,
      body,
    }: {
      scope: Parameters<typeof findOwnedOr404>[1];
      body: unknown;
    }) => {
      const { id, formId, categoryId } = body as {
        id: number;
        formId?: number | null;
        categoryId?: number | null;
      };
      return db.transaction().execute(async (trx) => {
        await findOwnedOr404(trx, scope, 'flowDefinition' as OwnedTable, id);
        if (formId) await findOwnedOr404(trx, scope, 'flowForm' as OwnedTable, formId);
        if (categoryId) await findOwnedOr404(trx, scope, 'flowCategory' as OwnedTable, categoryId);
        const row = await scopedUpdate(trx, scope, 'flowDefinition' as OwnedTable, id, {
          formId: formId ?? null,
          categoryId: categoryId ?? null,
        } as never);
        return [row as unknown as ResourceRow];
      });
    },
  },
});
