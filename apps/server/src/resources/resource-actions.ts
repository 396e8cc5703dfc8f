import type { ResourceKey, resources } from '@retail/contract';
import type { Db } from '../db/database';
import type { Scope } from '../scope/scope';
import type { ResourceRow } from './resource.service';

/** What an action's handler gets: the caller's scope and the body its input schema checked. */
export type ActionContext = { scope: Scope; body: unknown };

/** Answers the records the action changed. */
export type ActionHandler = (context: ActionContext) => Promise<ResourceRow[]>;

type ActionsOf<K extends ResourceKey> = keyof NonNullable<(typeof resources)[K]['actions']> &
  string;

/**
 * Every declared action of every resource needs its handler here (resources without actions
 * need no entry): a declared action without one, or a handler without a declaration, is a type
 * error.
 */
export type ResourceActionHandlers = {
  [K in ResourceKey as [ActionsOf<K>] extends [never] ? never : K]: Record<
    ActionsOf<K>,
    ActionHandler
  >;
};

export type ActionHandlerDeps = { db: Db };
