import {
  type RuleContent,
  ruleContentSchema,
  type RuleEvent,
  type RuleFacts,
} from '@retail/contract';
import { Engine } from 'json-rules-engine';

// Promotion rules evaluated by json-rules-engine (docs/marketing.md). A rule's content is JSON
// (conditions on the cart's facts and one event); the engine says which hold, then this file
// keeps the rule attributes of the original Drools screens: a validity window, priority
// (`salience`, higher first) and exclusive groups (`activationGroup`: of the rules of a group
// only the first that holds fires).

/** A rule as pricing evaluates it (published, or a draft under test). */
export type PricingRule = {
  id: number;
  name: string;
  salience: number;
  activationGroup: string | null;
  dateEffective: string | null;
  dateExpires: string | null;
  content: RuleContent;
};

export type RuleOutcome = { rule: PricingRule; event: RuleEvent };

/** The content of a rule checked: the parsed rule, or the first error in words. */
export const parseRuleContent = (
  text: string,
): { ok: true; content: RuleContent } | { ok: false; error: string } => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: (error as Error).message.slice(0, 200) };
  }
  const parsed = ruleContentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `${issue?.path.join('.') || 'content'}: ${issue?.message ?? 'invalid'}`.slice(0, 200),
    };
  }
  return { ok: true, content: parsed.data };
};

/** Whether the moment (`yyyy-MM-dd HH:mm:ss`) is inside the rule's window. */
const inWindow = (rule: PricingRule, at: string) =>
  (rule.dateEffective === null || rule.dateEffective <= at) &&
  (rule.dateExpires === null || at < rule.dateExpires);

/**
 * The rules that fire on these facts at this moment, highest priority first (ties by id), at
 * most one per exclusive group.
 */
export const evaluateRules = async (
  rules: readonly PricingRule[],
  facts: RuleFacts,
  at: string,
): Promise<RuleOutcome[]> => {
  const candidates = rules
    .filter((rule) => inWindow(rule, at))
    .sort((a, b) => b.salience - a.salience || a.id - b.id);
  if (candidates.length === 0) return [];
  const engine = new Engine([], { allowUndefinedFacts: true });
  for (const rule of candidates)
    engine.addRule({
      name: String(rule.id),
      priority: rule.salience + 1,
      conditions: rule.content.conditions as never,
      event: rule.content.event as never,
    });
  // `results`: the rules whose conditions held, named by their id.
  const { results } = await engine.run({ ...facts });
  const passed = new Set(results.map((result) => Number(result.name)));
  const fired: RuleOutcome[] = [];
  const groups = new Set<string>();
  for (const rule of candidates) {
    if (!passed.has(rule.id)) continue;
    if (rule.activationGroup) {
      if (groups.has(rule.activationGroup)) continue;
      groups.add(rule.activationGroup);
    }
    fired.push({ rule, event: rule.content.event });
  }
  return fired;
};
