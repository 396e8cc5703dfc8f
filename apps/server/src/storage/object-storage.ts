import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileVisibility } from '@retail/contract';

/** A stored object as read back: its bytes as a stream and its length. */
export type StoredObject = { body: Readable; size: number };

/** A complete object as listed by the orphan sweep: its key and when it was written (ms). */
export type ListedObject = { key: string; writtenAt: number };

/**
 * Where file bytes live. Records (name, owner, type, size) stay in the database; a driver only
 * keeps bytes under keys the server made up, so a user can never choose or guess a path.
 */
export type ObjectStorage = {
  readonly kind: 'local' | 's3';
  /**
   * Stores the bytes whole, or not at all (no half-written object is ever visible): the local
   * driver writes a temporary `.partial` name and renames it into place, S3 a single PUT.
   */
  put: (key: string, body: Buffer | Readable, contentType: string) => Promise<void>;
  /** The object, or null when there is none under the key. */
  get: (key: string) => Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  remove: (key: string) => Promise<void>;
  /**
   * Every complete object (temporary names left out), for the orphan sweep. Objects removed
   * while the listing runs may or may not appear; a listed object may be gone by the time it
   * is removed (not an error).
   */
  list: () => AsyncIterable<ListedObject>;
  /**
   * Removes what writes cut short (a crash, a kill) left under temporary names, when written
   * before `before` (ms); answers how many. Safe to run twice and on several nodes at once.
   */
  removeTemporary: (before: number) => Promise<number>;
  /** Fails with a clear message at start-up when the store cannot be reached. */
  check: () => Promise<void>;
};

/**
 * Keys are `t{tenant}/{yyyy}/{mm}/{uuid}{ext}` for public files and `p{tenant}/…` for private
 * ones (read only through a signed URL): server-made, no user text in them.
 */
const KEY_PATTERN = /^[tp]\d+\/\d{4}\/\d{2}\/[0-9a-f-]{36}(?:-[a-z0-9]+)?(?:\.[a-z0-9]{1,8})?$/;

/** Who may read an object, as its key says (`p…` private, `t…` public). */
export const visibilityOfKey = (key: string): FileVisibility =>
  key.startsWith('p') ? 'private' : 'public';

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Refusing an object key the server did not make: ${JSON.stringify(key)}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Whether a stored name is an object key (and not a temporary name or a stray file). */
export const isObjectKey = (key: string): boolean => KEY_PATTERN.test(key);

/** Drivers call this first: anything not shaped like a generated key is refused (no `..`, no `/etc`). */
export const assertObjectKey = (key: string): void => {
  if (!KEY_PATTERN.test(key)) throw new InvalidObjectKeyError(key);
};

const EXTENSION = /^[a-z0-9]{1,8}$/;

/**
 * A fresh key for a tenant's object. `extension` is the server's own choice from the detected
 * type (never the uploaded name); `variant` names derived objects such as a thumbnail.
 */
export const newObjectKey = (
  tenantId: number,
  at: Date,
  extension: string,
  variant?: string,
  visibility: FileVisibility = 'public',
): string => {
  if (!EXTENSION.test(extension)) throw new InvalidObjectKeyError(extension);
  const year = String(at.getUTCFullYear()).padStart(4, '0');
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const suffix = variant === undefined ? '' : `-${variant}`;
  const prefix = visibility === 'private' ? 'p' : 't';
  const key = `${prefix}${tenantId}/${year}/${month}/${randomUUID()}${suffix}.${extension}`;
  assertObjectKey(key);
  return key;
};

/** The key of a derived object (e.g. the webp thumbnail of an image) next to its original. */
export const variantKey = (key: string, variant: string, extension: string): string => {
  assertObjectKey(key);
  if (!EXTENSION.test(extension)) throw new InvalidObjectKeyError(extension);
  const dot = key.lastIndexOf('.');
  const derived = `${key.slice(0, dot)}-${variant}.${extension}`;
  assertObjectKey(derived);
  return derived;
};
