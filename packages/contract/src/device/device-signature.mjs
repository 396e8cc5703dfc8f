// The one signing rule of the device gateway, shared by the server (which checks), the tests and
// scripts/device-simulator.mjs (which sign). Plain ESM on the Web Crypto API (Node 20 and
// browsers alike), no build step; kept out of the contract's index (its answers are promises).

const encoder = new TextEncoder();

const hex = (bytes) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

const bytesOf = (value) => (typeof value === 'string' ? encoder.encode(value) : value);

/** Lower-case hex SHA-256 of a body (text as UTF-8, or bytes). */
export const sha256Hex = async (body) =>
  hex(await globalThis.crypto.subtle.digest('SHA-256', bytesOf(body ?? '')));

/**
 * The text a device signs: method, path (no query), X-Timestamp (epoch milliseconds), X-Nonce
 * and the SHA-256 of the exact body bytes, one per line.
 */
export const canonicalDeviceRequest = async ({ method, path, timestamp, nonce, body }) =>
  [method.toUpperCase(), path, String(timestamp), nonce, await sha256Hex(body)].join('\n');

/** HMAC-SHA256 of the canonical request with the device's secret (UTF-8), lower-case hex. */
export const signDeviceRequest = async (secret, request) => {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const text = await canonicalDeviceRequest(request);
  return hex(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(text)));
};

/** Whether `signature` is the request's, compared in constant time. */
export const verifyDeviceSignature = async (secret, request, signature) => {
  const expected = await signDeviceRequest(secret, request);
  const given = String(signature ?? '');
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  return difference === 0;
};

/** A fresh nonce: 16 random bytes, base64url (22 characters). */
export const newDeviceNonce = () => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * The headers of a signed call: `{ code, secret, method, path, body, timestamp?, nonce? }`,
 * body being the exact text sent.
 */
export const deviceRequestHeaders = async ({
  code,
  secret,
  method,
  path,
  body,
  timestamp,
  nonce,
}) => {
  const request = {
    method,
    path,
    timestamp: String(timestamp ?? Date.now()),
    nonce: nonce ?? newDeviceNonce(),
    body: body ?? '',
  };
  return {
    'x-device-code': code,
    'x-timestamp': request.timestamp,
    'x-nonce': request.nonce,
    'x-signature': await signDeviceRequest(secret, request),
  };
};
