import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allEndpoints,
  idParamSchema,
  idSchema,
  isPlainText,
  isRowId,
  refusesControlCharacters,
  requestLeaves,
  requiredTextOf,
  schemaLeaves,
  textKey,
  textOf,
} from '../src';

// Guards over the whole endpoint table: every text a request carries goes through the text
// builders (no control characters), and every id is strict (a number in a body, digits in a
// query string or path).

const endpointsWithLeaves = allEndpoints().map((def) => ({
  key: `${def.method} ${def.path}`,
  leaves: requestLeaves(def),
}));

const describeLeaf = (key: string, leaf: { part: string; path: (string | number)[] }) =>
  `${key} ${leaf.part}.${leaf.path.join('.') || '(root)'}`;

describe('text of requests', () => {
  it('isPlainText refuses C0 controls and DEL; text areas keep tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(isPlainText(text)).toBe(false);
      expect(isPlainText(text, true)).toBe([0x09, 0x0a, 0x0d].includes(code));
    }
    expect(isPlainText('a\u007Fb')).toBe(false);
    expect(isPlainText('a\u007Fb', true)).toBe(false);
    expect(isPlainText('Früh 早 ¿qué? \u00A0 \u0080')).toBe(true);
  });

  it('the builders trim first, then refuse control characters with the reason invalid', () => {
    expect(requiredTextOf(10).parse('  name\t ')).toBe('name');
    expect(requiredTextOf(10).safeParse('a\u0000b').error?.issues[0]?.message).toBe('invalid');
    expect(textOf(10, { multiline: true }).parse('one\r\ntwo')).toBe('one\r\ntwo');
    expect(textOf(10).safeParse('one\ntwo').success).toBe(false);
    // The bad character is what the error names, even in a text that is also too long.
    expect(textOf(2).safeParse('a\u0000bcdef').error?.issues[0]?.message).toBe('invalid');
  });

  it('every text field of every request (body, query, path, headers) refuses control characters', () => {
    const unguarded = endpointsWithLeaves.flatMap(({ key, leaves }) =>
      leaves
        .filter((leaf) => leaf.type === 'string' && !refusesControlCharacters(leaf.leaf))
        // Ids as text are digits only (the id guard below checks them).
        .filter((leaf) => leaf.part === 'body' || !isRowId(leaf))
        .map((leaf) => describeLeaf(key, leaf)),
    );
    expect(unguarded).toEqual([]);
  });
});

describe('ids of requests', () => {
  it('idSchema takes a positive safe integer and nothing else', () => {
    expect(idSchema.parse(7)).toBe(7);
    for (const value of [true, false, '5', [5], 1.5, -1, 0, null, 2 ** 53, Number.NaN])
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
  });

  it('idParamSchema takes digits without a leading zero and gives a number', () => {
    expect(idParamSchema.parse('7')).toBe(7);
    // Ids are the databases' 32-bit integers: MAX_ID and no more.
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
    expect(idParamSchema.safeParse('2147483648').success).toBe(false);
    for (const value of [
      'true',
      '1e3',
      '0x10',
      '',
      '0',
      '07',
      '-1',
      '+1',
      '1.5',
      ' 5',
      '5 ',
      '٣',
      '9007199254740992',
      ['5', '6'],
      true,
    ])
      expect(idParamSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('a field named like an id is text only when declared a text key (an order number)', () => {
    const leaves = (shape: Record<string, z.ZodType>) => schemaLeaves('body', z.object(shape));
    const [declared] = leaves({ payOrderId: textKey(textOf(32)).nullable().optional() });
    const [plain] = leaves({ payOrderId: textOf(32).nullable().optional() });
    expect(declared && isRowId(declared)).toBe(false);
    expect(plain && isRowId(plain)).toBe(true);
  });

  it('every id field of every request is strict: a number in a body, digits as text', () => {
    const lax: string[] = [];
    for (const { key, leaves } of endpointsWithLeaves) {
      for (const leaf of leaves.filter((entry) => isRowId(entry) && !entry.recordKey)) {
        const name = describeLeaf(key, leaf);
        if (leaf.part === 'body') {
          const accepted = [true, '5', [5], 1.5, -1, 0].filter(
            (value) => leaf.field.safeParse(value).success,
          );
          if (leaf.type !== 'number' || accepted.length > 0)
            lax.push(`${name} accepts ${JSON.stringify(accepted)}`);
        } else {
          const accepted = ['true', '1e3', '0x10', '', '05', '1.5', '-1', '0', ['5', '6']].filter(
            (value) => leaf.field.safeParse(value).success,
          );
          if (accepted.length > 0 || leaf.field.safeParse('7').data !== 7)
            lax.push(`${name} accepts ${JSON.stringify(accepted)}`);
        }
      }
    }
    expect(lax).toEqual([]);
  });
});
