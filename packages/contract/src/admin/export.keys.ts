import type { EndpointDef } from '../api/endpoint';
import { endpoints } from '../endpoints';

/** How a list endpoint takes its page: `?pageSize=&pageNum=` or `/:size/:page` in the path. */
export type PagingStyle = 'query' | 'path';

export const pagingStyleOf = (def: Pick<EndpointDef, 'path'>): PagingStyle =>
  def.path.includes('/:size/:page') ? 'path' : 'query';

/** Every endpoint of the table by its key, `<group>.<name>` (`dictionary.list`). */
export const endpointsByKey = (): Map<string, EndpointDef> =>
  new Map(
    Object.entries(endpoints).flatMap(([group, defs]) =>
      Object.entries(defs as Record<string, EndpointDef>).map(
        ([name, def]) => [`${group}.${name}`, def] as const,
      ),
    ),
  );

/** Paged POST endpoints are lists; those can be exported. */
export const isExportable = (def: EndpointDef): boolean =>
  def.kind === 'paged' && def.method === 'POST';

/** The list endpoint a key names, or undefined when there is none. */
export const exportableEndpoint = (key: string): EndpointDef | undefined => {
  const def = endpointsByKey().get(key);
  return def && isExportable(def) ? def : undefined;
};

/** Key of an endpoint definition (for a screen that knows its list endpoint). */
export const endpointKeyOf = (def: EndpointDef): string | undefined => {
  for (const [key, candidate] of endpointsByKey()) if (candidate === def) return key;
  return undefined;
};
