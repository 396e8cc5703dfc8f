import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { endpointKeyOf, exportableEndpoint, pagingStyleOf } from './export.keys';

describe('exportable endpoints', () => {
  it('names list endpoints by <group>.<name>', () => {
    expect(exportableEndpoint('dictionary.list')).toBe(endpoints.dictionary.list);
    expect(endpointKeyOf(endpoints.dictionary.list)).toBe('dictionary.list');
  });

  it('exports only paged POST lists', () => {
    expect(exportableEndpoint('dictionary.remove')).toBeUndefined();
    expect(exportableEndpoint('dictionaryReference.referencedList')).toBeUndefined();
    expect(exportableEndpoint('nothing.here')).toBeUndefined();
    expect(exportableEndpoint('dictionaryReference.organReferencedPage')).toBeDefined();
  });

  it('tells paging in the path from paging in the query', () => {
    expect(pagingStyleOf(endpoints.dictionaryReference.organReferencedPage)).toBe('path');
    expect(pagingStyleOf(endpoints.dictionary.list)).toBe('query');
  });
});
