import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '@retail/contract';
import { AppError } from './app-error';

// The password policy (issue 14, docs/security.md "Passwords"): at least PASSWORD_MIN_LENGTH
// characters, and not easy to guess as zxcvbn-ts measures it with its maintained list of
// common and leaked passwords (about 30,000, with keyboard walks, dates, repeats, l33t) and the
// account's own names: a score of PASSWORD_MIN_SCORE (of 0–4) or more.

let estimator: ZxcvbnFactory | undefined;
const estimate = () =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

/** Why a password is refused, as the server's message key says it. */
export type PasswordProblem =
  | 'user.passwordTooShort'
  | 'user.passwordCommon'
  | 'user.passwordHasName'
  | 'user.passwordGuessable';

const COMMON_WARNINGS = new Set([
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'commonNames',
  'namesByThemselves',
]);

/** What is wrong with `password` for the account named `names` (user name, name), or null. */
export const passwordProblem = (
  password: string,
  names: readonly string[],
): PasswordProblem | null => {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'user.passwordTooShort';
  const inputs = names.map((name) => name.trim().toLowerCase()).filter((name) => name.length >= 3);
  const lower = password.toLowerCase();
  if (inputs.some((name) => lower.includes(name))) return 'user.passwordHasName';
  const result = estimate().check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const warning = result.feedback.warning ?? '';
  if (warning === 'userInputs') return 'user.passwordHasName';
  return COMMON_WARNINGS.has(warning) ? 'user.passwordCommon' : 'user.passwordGuessable';
};

/** The password when the policy accepts it; otherwise a 400 naming the `password` field. */
export const checkPasswordPolicy = (
  password: string | undefined,
  names: readonly string[],
): string => {
  if (!password) throw new AppError(400, 'field.required', { field: 'password' });
  const problem = passwordProblem(password, names);
  if (problem)
    throw new AppError(400, problem, {
      field: 'password',
      values: { min: `${PASSWORD_MIN_LENGTH}` },
    });
  return password;
};
