import { createSealingBox, type SecretBox } from '../../lib/secret-box';

// Device secrets at rest (docs/security.md): the server must be able to recompute a device's
// HMAC, so the secret cannot be hashed; it is stored encrypted with AES-256-GCM under a key
// derived from the server's own secret (JWT_SECRET), and never leaves the server except in the
// one answer that issues it.

export type { SecretBox };

export const createSecretBox = (serverSecret: string): SecretBox =>
  createSealingBox(serverSecret, { salt: 'retail-device-secret', info: 'device secret' });
