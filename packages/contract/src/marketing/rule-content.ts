import { z } from 'zod';

// A promotion rule's content (docs/marketing.md): conditions on facts of the cart in the
// engine-neutral JSON that json-rules-engine evaluates, and one event the pricing pipeline
// understands. Rules never change money themselves: their events become adjustments applied in
// the pricing order.

/** The facts a rule can test, with what they hold. */
export const RULE_FACTS = {
  cartTotal: 'the goods total after markdowns and full reductions, in cents',
  itemCount: 'how many items the cart holds',
  goodsIds: 'the ids of the goods in the cart (a list)',
  categoryIds: 'the ids of their categories (a list)',
  storeId: 'the store the cart is bought from',
  customerLevel: 'the customer’s member level (0 none)',
  hour: 'the hour of the moment (0–23)',
  weekday: 'the day of the week (1 Monday – 7 Sunday)',
} as const;
export type RuleFact = keyof typeof RULE_FACTS;
export const RULE_FACT_NAMES = Object.keys(RULE_FACTS) as [RuleFact, ...RuleFact[]];

export const RULE_OPERATORS = [
  'equal',
  'notEqual',
  'lessThan',
  'lessThanInclusive',
  'greaterThan',
  'greaterThanInclusive',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
] as const;

const factCondition = z.strictObject({
  fact: z.enum(RULE_FACT_NAMES, { error: 'invalid' }),
  operator: z.enum(RULE_OPERATORS, { error: 'invalid' }),
  value: z.union([z.number().int(), z.array(z.number().int()).max(1000)]),
});

export type RuleCondition =
  | z.infer<typeof factCondition>
  | { all: RuleCondition[] }
  | { any: RuleCondition[] }
  | { not: RuleCondition };

export const ruleConditionSchema: z.ZodType<RuleCondition> = z.lazy(() =>
  z.union([
    factCondition,
    z.strictObject({ all: z.array(ruleConditionSchema).min(1).max(50) }),
    z.strictObject({ any: z.array(ruleConditionSchema).min(1).max(50) }),
    z.strictObject({ not: ruleConditionSchema }),
  ]),
);

/** What a rule gives when its conditions hold. */
export const ruleEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('amountOff'),
    params: z.strictObject({ amount: z.number().int().min(1).max(100_000_000_00) }),
  }),
  z.strictObject({
    type: z.literal('percentOff'),
    params: z.strictObject({
      percent: z.number().int().min(1).max(99),
      /** The largest amount off, in cents (0 none). */
      maxAmount: z.number().int().min(0).max(100_000_000_00).optional(),
    }),
  }),
  z.strictObject({ type: z.literal('freeDelivery'), params: z.strictObject({}).optional() }),
]);
export type RuleEvent = z.infer<typeof ruleEventSchema>;

/** The whole content of a price rule, as its `content` field holds it (JSON text). */
export const ruleContentSchema = z.strictObject({
  conditions: ruleConditionSchema,
  event: ruleEventSchema,
});
export type RuleContent = z.infer<typeof ruleContentSchema>;

/** The facts of a cart as rules see them. */
export type RuleFacts = Record<RuleFact, number | number[]>;
