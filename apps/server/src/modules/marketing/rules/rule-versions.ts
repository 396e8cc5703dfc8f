import { RULE_STATUS } from '@retail/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { ActionHandler } from '../../../resources/resource-actions';
import type { ResourceRow } from '../../../resources/resource.service';
import { createdStamp, type Scope, updatedStamp } from '../../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../../scope/scoped-db';
import { ownerOfRow, stampOf, writeStateLog } from '../../../resources/state-log';

// A promotion rule's versions (docs/marketing.md). Publishing keeps the rule as published, in
// the publish's transaction: one row per version (a rule published again without an edit keeps
// its version, so its row is already there). Roll back copies a version back into its rule as a
// new draft: only from draft or disabled (a published rule is disabled first), the version up
// by one, by a compare-and-set on the rule's state and version, with a row of the rule's state
// log; a repeat (the rule already a draft holding that version) changes nothing.

const RULE = 'promotionRule' as OwnedTable;
const VERSION = 'promotionRuleVersion' as OwnedTable;

/** What a version keeps of its rule, and a rollback puts back. */
const KEPT = [
  'name',
  'content',
  'salience',
  'activationGroup',
  'dateEffective',
  'dateExpires',
] as const;

const keptOf = (row: ResourceRow) =>
  Object.fromEntries(KEPT.map((field) => [field, row[field] ?? null])) as Record<
    (typeof KEPT)[number],
    unknown
  >;

const sameAs = (rule: ResourceRow, version: ResourceRow) =>
  KEPT.every((field) => String(rule[field] ?? '') === String(version[field] ?? ''));

/** The published rule (as this transaction sees it) kept as its version, once per version. */
export const keepPublishedVersion = async (
  trx: Db,
  scope: Scope,
  rule: ResourceRow,
  published: { publishedBy: string; publishedAt: string },
): Promise<void> => {
  await untyped(trx)
    .insertInto(VERSION)
    .values({
      tenantId: rule.tenantId,
      organId: rule.organId,
      organPath: rule.organPath,
      ruleId: rule.id,
      version: Number(rule.version),
      ...keptOf(rule),
      salience: Number(rule.salience),
      ...published,
      ...createdStamp(scope),
    })
    .onConflict((conflict) => conflict.columns(['ruleId', 'version']).doNothing())
    .execute();
};

/** The states a rule is rolled back from (never while published). */
const ROLLBACK_FROM: readonly number[] = [RULE_STATUS.draft, RULE_STATUS.disabled];

export const ruleVersionActions = (db: Db): { droolsRuleVersion: { rollback: ActionHandler } } => ({
  droolsRuleVersion: {
    rollback: async ({ scope, body }) => {
      const { id } = body as { id: number };
      return db.transaction().execute(async (trx) => {
        const version = (await findOwnedOr404(trx, scope, VERSION, id)) as unknown as ResourceRow;
        const rule = (await findOwnedOr404(
          trx,
          scope,
          RULE,
          Number(version.ruleId),
        )) as unknown as ResourceRow;
        const status = Number(rule.status);
        if (!ROLLBACK_FROM.includes(status))
          throw new AppError(400, 'rule.rollbackLive', {
            field: 'status',
            values: { state: String(status), stateOf: 'droolsRule' },
          });
        // A repeat: the rule is already the draft this version gives.
        if (status === RULE_STATUS.draft && sameAs(rule, version)) return [version];
        // Only if no one changed the rule meanwhile (its state and version as read).
        const moved = await untyped(trx)
          .updateTable(RULE)
          .set({
            ...keptOf(version),
            salience: Number(version.salience),
            status: RULE_STATUS.draft,
            version: Number(rule.version) + 1,
            lastCompileError: null,
            ...updatedStamp(scope),
          })
          .where('id', '=', rule.id)
          .where('status', '=', status)
          .where('version', '=', rule.version)
          .returning('id')
          .executeTakeFirst();
        if (!moved) throw new AppError(400, 'state.changed');
        await writeStateLog(trx, {
          owner: ownerOfRow(rule),
          resource: 'droolsRule',
          recordId: rule.id,
          action: 'rollback',
          from: status,
          to: RULE_STATUS.draft,
          remark: `v${String(version.version)}`,
          ...stampOf(scope),
        });
        return [version];
      });
    },
  },
});
