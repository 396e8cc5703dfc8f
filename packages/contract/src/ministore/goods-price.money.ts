import { requiredTextOf } from '../api/text';

/**
 * Money is exact: integer cents in the database, decimal strings with at most two decimals in
 * the API ("12.5", "12.50", "0"). Conversions are done on the digits, never through floats.
 */
export const MONEY_MAX_CENTS = 99_999_999_999; // 999,999,999.99

const MONEY_SHAPE = /^-?\d+(\.\d+)?$/;

/** A price as the API takes it: not negative, a number, at most 2 decimals. */
export const moneySchema = requiredTextOf(64)
  .regex(MONEY_SHAPE, { error: 'invalid' })
  .refine((value) => !value.startsWith('-'), { error: 'tooSmall' })
  .refine((value) => (value.split('.')[1] ?? '').length <= 2, { error: 'invalid' })
  .refine((value) => centsOf(value) <= MONEY_MAX_CENTS, { error: 'tooBig' });

/** "12.5" → 1250 (the string must already satisfy moneySchema). */
export const centsOf = (money: string): number => {
  const [whole = '0', fraction = ''] = money.trim().replace(/^-/, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return money.trim().startsWith('-') ? -cents : cents;
};

/** 1250 → "12.50". */
export const moneyOf = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
