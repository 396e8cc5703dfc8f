import { RULE_STATUS } from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ResourceHooks } from '../../resources/resource.service';
import { untyped } from '../../scope/scoped-db';
import { parseRuleContent } from './rules/rule-engine';

// Promotion rules on an edit (docs/marketing.md): the content must be a rule the engine takes
// (else 400 naming the content and the first error), the window must end after it starts, and
// an edit of a disabled rule is a new version of it (publishing is then needed again). A rule's
// organisations are of its tenant.

/** The rule's content parsed, or 400 rule.invalidContent naming the content and the error. */
export const checkRuleContent = (content: unknown) => {
  const parsed = parseRuleContent(String(content ?? ''));
  if (!parsed.ok)
    throw new AppError(400, 'rule.invalidContent', {
      field: 'content',
      values: { error: parsed.error },
    });
  return parsed.content;
};

export const ruleHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    checkRuleContent(body.content);
    const effective = body.dateEffective ? String(body.dateEffective) : null;
    const expires = body.dateExpires ? String(body.dateExpires) : null;
    if (effective !== null && expires !== null && expires <= effective)
      throw new AppError(400, 'rule.expiresBeforeEffective', { field: 'dateExpires' });
  },
  prepare: async (_scope, _values, id) => {
    if (id === undefined) return {};
    const row = (await untyped(db)
      .selectFrom('promotionRule')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirst()) as { status: number; version: number } | undefined;
    return row && Number(row.status) === RULE_STATUS.disabled
      ? { version: Number(row.version) + 1 }
      : {};
  },
});

/**
 * A rule's organisations (droolsRuleOrgan): the organisation, already one the caller can see
 * (else 400 naming it), must be of the rule's tenant too (platform staff see every tenant's).
 */
export const ruleOrganHooks = (db: Db): ResourceHooks => ({
  check: async (_scope, body) => {
    const tenantOf = async (table: string, id: unknown) =>
      (
        (await untyped(db)
          .selectFrom(table)
          .select('tenantId')
          .where('id', '=', Number(id))
          .executeTakeFirst()) as { tenantId: number } | undefined
      )?.tenantId;
    const rule = await tenantOf('promotionRule', body.ruleId);
    const organ = await tenantOf('organ', body.applyOrganId);
    if (rule !== undefined && organ !== undefined && Number(rule) !== Number(organ))
      throw new AppError(400, 'field.unknownReference', { field: 'applyOrganId' });
  },
});
