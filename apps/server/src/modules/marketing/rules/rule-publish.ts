import { droolsRuleResource, type Resource, RULE_STATUS } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import type { ActionHandler } from '../../../resources/resource-actions';
import type { ResourceRow } from '../../../resources/resource.service';
import { transitionHandler } from '../../../resources/transition';
import { updatedStamp } from '../../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../../scope/scoped-db';
import { parseRuleContent } from './rule-engine';
import { keepPublishedVersion } from './rule-versions';

// Publishing a promotion rule (docs/marketing.md): its content is checked again; an error is
// kept on the rule (lastCompileError, written on its own so that it outlives the refusal) and
// refuses it, leaving the rule as it was. Published, it records who and when, its error cleared,
// and its version is kept as published (rule-versions.ts).
// Disabling is a plain step; the rule can then be edited (a new version) and published again.

const TABLE = 'promotionRule' as OwnedTable;
const resource = droolsRuleResource as unknown as Resource;

const invalid = (error: string) =>
  new AppError(400, 'rule.invalidContent', { field: 'content', values: { error } });

export const rulePublishActions = (db: Db) => {
  const step = transitionHandler(db, resource, 'publish', async ({ trx, scope, row }) => {
    // The content as it is in this transaction (an edit may have come after the check below).
    const parsed = parseRuleContent(String(row.content));
    if (!parsed.ok) throw invalid(parsed.error);
    const published = { publishedBy: scope.userName, publishedAt: formatDateTime(scope.nowMs) };
    await untyped(trx)
      .updateTable(TABLE)
      .set({ ...published, lastCompileError: null })
      .where('id', '=', row.id)
      .execute();
    // Its version kept as published, in the same transaction.
    await keepPublishedVersion(trx, scope, row, published);
  });

  const publish: ActionHandler = async (context) => {
    const { scope } = context;
    const { id } = context.body as { id: number };
    const before = (await findOwnedOr404(db, scope, TABLE, id)) as unknown as ResourceRow;
    const from: readonly number[] = [RULE_STATUS.draft, RULE_STATUS.disabled];
    if (from.includes(Number(before.status))) {
      const parsed = parseRuleContent(String(before.content));
      if (!parsed.ok) {
        await untyped(db)
          .updateTable(TABLE)
          .set({ lastCompileError: parsed.error.slice(0, 500), ...updatedStamp(scope) })
          .where('id', '=', id)
          .where('status', 'in', from)
          .execute();
        throw invalid(parsed.error);
      }
    }
    await step(context);
    return [(await findOwnedOr404(db, scope, TABLE, id)) as unknown as ResourceRow];
  };

  return {
    publish,
    disable: transitionHandler(db, resource, 'disable'),
  };
};
