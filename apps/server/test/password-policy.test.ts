import { PASSWORD_MIN_LENGTH } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/lib/password-policy';

// The policy alone (docs/security.md "Passwords"); user.test.ts checks it on the endpoints.
describe('password policy', () => {
  it('refuses what is short, common or leaked, or built on the account’s names', () => {
    expect(passwordProblem('Ab#1'.padEnd(PASSWORD_MIN_LENGTH - 1, 'x'), [])).toBe(
      'user.passwordTooShort',
    );
    for (const common of ['password', 'password123', '12345678', 'qwerty123', 'iloveyou1']) {
      expect(passwordProblem(common, []), common).toBe('user.passwordCommon');
    }
    // Near variants of common ones (l33t, capitals, a digit or sign added).
    for (const variant of ['P@ssw0rd', 'Passw0rd!', 'Welcome1!']) {
      expect(passwordProblem(variant, []), variant).toBe('user.passwordCommon');
    }
    expect(passwordProblem('harbour.store-1', ['harbour.store', 'Harbour Store'])).toBe(
      'user.passwordHasName',
    );
    expect(passwordProblem('XMargaretX2026', ['m.lee', 'Margaret'])).toBe('user.passwordHasName');
    expect(passwordProblem('abcdefghijk', [])).not.toBeNull();
    expect(passwordProblem('aaaaaaaaaaaa', [])).toBe('user.passwordGuessable');
  });

  it('accepts long passphrases and mixed passwords that are not in the lists', () => {
    for (const good of ['violet ferry marble sparrow', 'Amber#Lantern7', 'Sunrise#Admin1']) {
      expect(passwordProblem(good, ['someone', 'Someone Else']), good).toBeNull();
    }
  });
});
