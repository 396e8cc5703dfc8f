import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Device secrets at rest (docs/security.md): the server must be able to recompute a device's
// HMAC, so the secret cannot be hashed; it is stored encrypted with AES-256-GCM under a key
// derived from the server's own secret (JWT_SECRET), and never leaves the server except in the
// one answer that issues it.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBox = {
  /** A new random secret for a device: 32 bytes, base64url (43 characters). */
  generate: () => string;
  seal: (secret: string) => string;
  /** The secret, or undefined when the stored text was not sealed under this server's key. */
  open: (sealed: string) => string | undefined;
};

export const createSecretBox = (serverSecret: string): SecretBox => {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'retail-device-secret', `device secret ${VERSION}`, 32),
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
