/** What a device signs (see device-signature.mjs). */
export type DeviceSignedRequest = {
  method: string;
  /** The URL's path, without the query. */
  path: string;
  /** X-Timestamp: epoch milliseconds. */
  timestamp: string | number;
  nonce: string;
  /** The exact body text sent ('' for none). */
  body: string | Uint8Array | undefined;
};

export declare const sha256Hex: (body: string | Uint8Array | undefined) => Promise<string>;
export declare const canonicalDeviceRequest: (request: DeviceSignedRequest) => Promise<string>;
export declare const signDeviceRequest: (
  secret: string,
  request: DeviceSignedRequest,
) => Promise<string>;
export declare const verifyDeviceSignature: (
  secret: string,
  request: DeviceSignedRequest,
  signature: string | undefined,
) => Promise<boolean>;
export declare const newDeviceNonce: () => string;
export declare const deviceRequestHeaders: (request: {
  code: string;
  secret: string;
  method: string;
  path: string;
  body?: string;
  timestamp?: string | number;
  nonce?: string;
}) => Promise<{
  'x-device-code': string;
  'x-timestamp': string;
  'x-nonce': string;
  'x-signature': string;
}>;
