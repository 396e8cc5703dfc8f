import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Fixed so that hashes stay comparable. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (hash: string, password: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for user names that do not exist, so that the
 * answer time does not tell which names are taken.
 */
export const verifyDummyPassword = async (password: string): Promise<false> => {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
};
