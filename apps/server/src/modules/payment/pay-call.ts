import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { ChannelContext, ChannelDriver } from './channel-driver';

// What the merchant API's services share: a signed call as received, the app it came from once
// verified, and the numbers the server gives orders.

/** A merchant call as received: its signature headers and the exact body text. */
export type SignedPayCall = {
  appId: string | undefined;
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  body: string;
};

/**
 * A call the server makes for itself: the storefront's orders pay and refund through their
 * tenant's app (docs/orders.md), and the console refunds a pay order through its app. No
 * signature or nonce; never built from a request's headers. `by`: who acts, when a person does
 * (a console user's name, for the records' audit); else the app.
 */
export type TrustedPayCall = { trusted: true; appId: string; by?: string };

export type PayCall = SignedPayCall | TrustedPayCall;

/** The app a verified call came from, with its owner. */
export type CallingApp = {
  id: number;
  appId: string;
  mchInfoId: number;
  mchNo: string;
  tenantId: number;
  organId: number;
  organPath: string;
};

/** `P20261125143012` + 12 random digits (27 characters): a clash is as good as impossible. */
export const numberOf = (prefix: string, now: number) =>
  `${prefix}${formatDateTime(now).replace(/\D/g, '')}${String(randomInt(1_000_000_000_000)).padStart(12, '0')}`;

/** What a service that asks the channels needs: the database, the clock, the drivers and an app's parameters. */
export type ChannelAccess = {
  db: Db;
  now: () => number;
  drivers: ReadonlyMap<string, ChannelDriver>;
  contextOf: (
    trx: Db,
    app: { id: number; appId: string },
    ifCode: string,
  ) => Promise<ChannelContext>;
  log?: FastifyBaseLogger | undefined;
};
