import { describe, expect, it } from 'vitest';
import { dictionaryResource } from './dictionary.resource';
import {
  dictionaryOptions,
  dictionaryReferencedBodySchema,
  errorMapOf,
} from './dictionary.schemas';

const dictionaryEditSchema = dictionaryResource.schemas.edit;

const entry = (bigType: string, value: string, desc: string) => ({ bigType, value, desc });

describe('dictionary rules', () => {
  it('builds the error map from ERROR_CODE entries only, status → text', () => {
    expect(
      errorMapOf([
        entry('ERROR_CODE', '404', 'not found'),
        entry('ERROR_CODE', ' 500 ', 'server error'),
        entry('ERROR_CODE', 'E1', 'not a status'),
        entry('GOODS_STATUS', '32', 'on sale'),
      ]),
    ).toEqual({ 404: 'not found', 500: 'server error' });
  });

  it('turns a namespace into select options: desc as label, value as value', () => {
    const entries = [entry('STORE_TYPE', '1', 'direct'), entry('OTHER', '1', 'x')];
    expect(dictionaryOptions(entries, 'STORE_TYPE')).toEqual([{ label: 'direct', value: '1' }]);
  });

  it('trims entries and refuses namespaces that are not codes', () => {
    expect(dictionaryEditSchema.parse({ bigType: ' A_B ', value: ' 1 ', desc: ' d ' })).toEqual({
      bigType: 'A_B',
      value: '1',
      desc: 'd',
    });
    const bad = dictionaryEditSchema.safeParse({ bigType: '1 bad', value: '1', desc: 'd' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['bigType'], message: 'invalid' });
  });

  it('reads the login load’s sys flag as a number whether sent as text or number', () => {
    expect(dictionaryReferencedBodySchema.parse({ sys: '1' }).sys).toBe(1);
    expect(dictionaryReferencedBodySchema.parse({ sys: 0 }).sys).toBe(0);
    expect(dictionaryReferencedBodySchema.safeParse({ sys: 2 }).success).toBe(false);
  });
});
