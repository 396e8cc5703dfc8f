import {
  type PricedCart,
  PRICING_STEP,
  RULE_CATEGORY,
  type RuleFacts,
  type RuleTestResult,
} from '@retail/contract';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../lib/date-time';
import type { Scope } from '../../../scope/scope';
import { findOwnedOr404, type OwnedTable } from '../../../scope/scoped-db';
import { checkRuleContent } from '../rule.hooks';
import { evaluateRules, type PricingRule, type RuleOutcome } from './rule-engine';

// A rule tried on a sample cart in the console (docs/marketing.md): its current content,
// published or not, priced as checkout would price the cart with it in place of its published
// self. The answer says the facts the rules saw, whether it fired and what it took off. A rule
// of another category than price is not applied by pricing: it is only evaluated on the facts.

/** The sample cart of a test (ruleTestSchema). */
export type RuleTestInput = {
  id: number;
  storeId: number;
  customerId?: number | null | undefined;
  at?: string | null | undefined;
  lines: { goodsId: number; skuId?: number | null | undefined; count: number }[];
};

/** Pricing's console preview with what the rules saw (pricing.service.ts `previewDetailed`). */
export type DetailedPreview = (
  scope: Scope,
  body: Omit<RuleTestInput, 'id'>,
  options: { rule?: PricingRule },
) => Promise<{ cart: PricedCart; facts: RuleFacts; fired: RuleOutcome[] }>;

type RuleRow = {
  id: number;
  name: string;
  category: number;
  content: string;
  salience: number;
  activationGroup: string | null;
  dateEffective: string | null;
  dateExpires: string | null;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What the rule took off the cart: its own step, and the delivery it waived. */
const amountOf = (cart: PricedCart, rule: PricingRule) =>
  sum(
    cart.adjustments
      .filter(
        (adjustment) =>
          adjustment.sourceId === rule.id &&
          (adjustment.step === PRICING_STEP.rule ||
            (adjustment.step === PRICING_STEP.delivery && adjustment.name === rule.name)),
      )
      .map((adjustment) => adjustment.amount),
  );

export const createRuleTester = ({
  db,
  previewDetailed,
}: {
  db: Db;
  previewDetailed: DetailedPreview;
}) => ({
  /** The caller's rule (else 404) tried on the cart; content that does not parse is a 400. */
  test: async (scope: Scope, body: RuleTestInput): Promise<RuleTestResult> => {
    const row = (await findOwnedOr404(
      db,
      scope,
      'promotionRule' as OwnedTable,
      body.id,
    )) as unknown as RuleRow;
    const rule: PricingRule = {
      id: row.id,
      name: row.name,
      salience: Number(row.salience),
      activationGroup: row.activationGroup,
      dateEffective: row.dateEffective,
      dateExpires: row.dateExpires,
      content: checkRuleContent(row.content),
    };
    const { id: _id, ...cart } = body;
    if (Number(row.category) !== RULE_CATEGORY.price) {
      const priced = await previewDetailed(scope, cart, {});
      const at = body.at ?? formatDateTime(scope.nowMs);
      const fired = await evaluateRules([rule], priced.facts, at);
      return { facts: priced.facts, fired: fired.length > 0, amount: 0, cart: priced.cart };
    }
    const priced = await previewDetailed(scope, cart, { rule });
    return {
      facts: priced.facts,
      fired: priced.fired.some((outcome) => outcome.rule.id === rule.id),
      amount: amountOf(priced.cart, rule),
      cart: priced.cart,
    };
  },
});

export type RuleTester = ReturnType<typeof createRuleTester>;
