import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the server must read back (a device's or a merchant app's HMAC key, a channel's API
// key) cannot be hashed: they are stored encrypted with AES-256-GCM under a key derived (HKDF)
// from the server's own secret (JWT_SECRET), one key per purpose.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  /** A new random secret: 32 bytes, base64url (43 characters). */
  generate: () => string;
  seal: (secret: string) => string;
  /** The secret, or undefined when the stored text was not sealed under this server's key. */
  open: (sealed: string) => string | undefined;
};

/** What the key is for: its HKDF salt and info (a different purpose, a different key). */
export type SecretPurpose = { salt: string; info: string };

export const createSealingBox = (serverSecret: string, purpose: SecretPurpose): SecretBox => {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, purpose.salt, `${purpose.info} ${VERSION}`, 32),
  );
  return {
    generate: () => randomBytes(32).toString('base64url'),
    seal: (secret) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
    },
    open: (text) => {
      const [version, body] = text.split('.');
      if (version !== VERSION || !body) return undefined;
      const bytes = Buffer.from(body, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
};
