import type { EndpointDef } from '@retail/contract';

declare const definition: unique symbol;

/**
 * What the console's HTTP client reads of an endpoint when it calls it: the method, the path and
 * how the answer is shaped. The definition's schemas (zod) stay types only: `call` takes an
 * outline as it takes the definition, with the same typed input and answer, so that a module that
 * only calls endpoints need not load zod and the schemas (the shell's `shell-endpoints.ts`,
 * evaluated at build time).
 */
export type EndpointOutline<E extends EndpointDef = EndpointDef> = Pick<
  E,
  'method' | 'path' | 'kind'
> & {
  /** Never set: the definition the outline was made from, for the types of `call`. */
  readonly [definition]?: E;
};

/** The definition behind an endpoint or an outline (for the types of `call`). */
export type DefinitionOf<D> = D extends EndpointDef
  ? D
  : D extends { readonly [definition]?: infer E extends EndpointDef }
    ? E
    : never;

/** The outlines of a group of endpoint definitions (plain data: method, path, kind). */
export const outlinesOf = <G extends Record<string, EndpointDef>>(
  group: G,
): { [K in keyof G]: EndpointOutline<G[K]> } =>
  Object.fromEntries(
    Object.entries(group).map(([name, def]) => [
      name,
      { method: def.method, path: def.path, kind: def.kind },
    ]),
  ) as { [K in keyof G]: EndpointOutline<G[K]> };
