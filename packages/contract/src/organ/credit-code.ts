// The unified social credit code of an organisation (统一社会信用代码, GB 32100-2015): 18
// characters of digits and capital letters without I, O, Z, S and V; the last is a check
// character worked out from the other 17. Shared by the console and the server.

/** The 31 characters a code is written with, in the order of their values 0–30. */
export const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weight of each of the first 17 positions (3^i mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/**
 * The check character of the first 17 characters of a code, or undefined when they are not 17
 * characters of the code's alphabet.
 */
export const creditCodeCheckCharacter = (first17: string): string | undefined => {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_CHARACTERS.indexOf(first17.charAt(index));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CREDIT_CODE_CHARACTERS.charAt((31 - (sum % 31)) % 31);
};

/** Whether `code` is a well-formed unified social credit code whose check character agrees. */
export const isCreditCode = (code: string): boolean =>
  SHAPE.test(code) && creditCodeCheckCharacter(code.slice(0, 17)) === code.charAt(17);
