/** Who is calling: resolved from the bearer token alone, never from request headers. */
export type Identity = {
  userId: number;
  userName: string;
  tenantId: number;
  organId: number;
  organPath: string;
  /** Role codes. */
  roles: string[];
  authorityCodes: ReadonlySet<string>;
  /** Id of the session the token belongs to. */
  jti: string;
};

/** A storefront shopper, resolved from their own bearer token (`access: 'shopper'`). */
export type ShopperIdentity = {
  customerId: number;
  tenantId: number;
  /** The shopper_session row the token belongs to. */
  sessionId: number;
};
