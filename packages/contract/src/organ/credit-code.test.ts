import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isCreditCode } from './credit-code';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes whose check character agrees', () => {
    for (const code of [
      '91350100M000100Y43',
      '91110000600037341L',
      '91310000MA1FL4CT3U',
      '913100001234567870',
    ])
      expect(isCreditCode(code), code).toBe(true);
  });

  it('works out the check character, 0 when the remainder is 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    expect(creditCodeCheckCharacter('91310000123456787')).toBe('0');
    expect(creditCodeCheckCharacter('9135010')).toBeUndefined();
    expect(creditCodeCheckCharacter('9135010OM000100Y4')).toBeUndefined();
  });

  it('refuses a wrong check character, a wrong length, lower case and letters outside the alphabet', () => {
    for (const code of [
      '91350100M000100Y44', // check character off by one
      '91310000MA1FL4CT3X',
      '91350100M000100Y4', // 17 characters
      '91350100M000100Y433', // 19
      '91350100m000100Y43', // lower case
      '91350100O000100Y43', // O is not in the alphabet
      '91350100I000100Y43', // nor I
      '',
    ])
      expect(isCreditCode(code), code).toBe(false);
  });
});
