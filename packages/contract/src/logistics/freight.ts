// Freight: what a template charges for a parcel to a region. Shared by the server (checkout)
// and the console (a template's preview), so both say the same amount. Money is integer cents.

/** How a template measures a parcel: by pieces, by weight (grams) or by volume (cm³). */
export const FREIGHT_CHARGE_TYPES = [10, 20, 30] as const;
export type FreightChargeType = (typeof FREIGHT_CHARGE_TYPES)[number];
export const FREIGHT_CHARGE = { piece: 10, weight: 20, volume: 30 } as const;

/** A rule's regions: names separated by commas (either width) or 、; `*` is every other region. */
export const FREIGHT_ANY_REGION = '*';

export const regionsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，、;；\n]/)
      .map((region) => region.trim())
      .filter(Boolean),
  ),
];

export type FreightRule = {
  regions: string;
  /** Units the first fee covers, then each `extraUnit` more costs `extraFee`. */
  firstUnit: number;
  firstFee: number;
  extraUnit: number;
  extraFee: number;
  /** Goods worth at least this ship free to these regions (0: never). */
  freeOver: number;
};

export type FreightTemplateRules = {
  chargeType: number;
  /** Goods worth at least this ship free anywhere (0: never). */
  freeOver: number;
  rules: readonly FreightRule[];
};

export type Parcel = {
  region: string;
  pieces: number;
  /** Grams. */
  weight: number;
  /** Cubic centimetres. */
  volume: number;
  /** The goods' total in cents (free-shipping thresholds). */
  goodsAmount: number;
};

/** The rule for a region: the one naming it, else the `*` rule; none: the template does not ship there. */
export const ruleFor = (rules: readonly FreightRule[], region: string): FreightRule | undefined =>
  rules.find((rule) => regionsOf(rule.regions).includes(region)) ??
  rules.find((rule) => regionsOf(rule.regions).includes(FREIGHT_ANY_REGION));

/**
 * The freight in cents, or null when the template has no rule for the region. The first fee
 * covers `firstUnit` units (at least one charge whatever the size); each further `extraUnit`
 * or part of it adds `extraFee`.
 */
export const freightOf = (template: FreightTemplateRules, parcel: Parcel): number | null => {
  const rule = ruleFor(template.rules, parcel.region);
  if (!rule) return null;
  if (template.freeOver > 0 && parcel.goodsAmount >= template.freeOver) return 0;
  if (rule.freeOver > 0 && parcel.goodsAmount >= rule.freeOver) return 0;
  const units =
    template.chargeType === FREIGHT_CHARGE.weight
      ? parcel.weight
      : template.chargeType === FREIGHT_CHARGE.volume
        ? parcel.volume
        : parcel.pieces;
  const beyond = Math.max(0, units - rule.firstUnit);
  return rule.firstFee + Math.ceil(beyond / Math.max(1, rule.extraUnit)) * rule.extraFee;
};
