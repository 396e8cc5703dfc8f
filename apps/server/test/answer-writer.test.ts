import { pagedSchema } from '@retail/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerWritersDiffer, answerWriterCompiler } from '../src/lib/answer-writer';

// The compiled answer writer (lib/answer-writer.ts): what the contract's check wrote, faster.
// Every API test runs with CHECK_ANSWERS on, so each answer of the suites is written both ways
// and compared; these tests pin what each mode does with the answers a handler may return.

const routeOf = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/test/list' });

const goods = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.number()).optional(),
  state: z.enum(['draft', 'launched']),
});
const page = pagedSchema(goods);
const answer = {
  successful: true,
  status: 200,
  entities: [
    {
      id: 7,
      name: 'Lemon tea "cold" \u4e2d',
      price: 350,
      brand: null,
      tags: ['drink'],
      state: 'launched',
    },
    {
      state: 'draft',
      tags: [],
      brand: { name: 'Sunrise', id: 2 },
      price: 0,
      name: 'Cookies',
      id: 8,
      extra: { weight: 120 },
    },
  ],
  totalCount: 2,
  pageSize: 20,
  currentPage: 1,
};

describe('the compiled answer writer', () => {
  it('writes what the contract check writes, in both modes', () => {
    const checked = answerWriterCompiler(true)(routeOf(page))(answer);
    const fast = answerWriterCompiler(false)(routeOf(page))(answer);
    expect(JSON.parse(fast)).toEqual(JSON.parse(checked));
    expect(JSON.parse(checked).entities[1].brand).toEqual({ id: 2, name: 'Sunrise' });
  });

  it('never writes a field the contract does not declare', () => {
    const leaky = {
      ...answer,
      entities: [{ ...answer.entities[0], passwordHash: 'secret', organPath: '/0/2/' }],
    };
    for (const check of [true, false]) {
      const json = answerWriterCompiler(check)(routeOf(page))(leaky);
      expect(json).not.toContain('secret');
      expect(json).not.toContain('organPath');
      expect(JSON.parse(json).entities[0].name).toBe(answer.entities[0]?.name);
    }
  });

  it('refuses an answer the contract refuses when checking', () => {
    const wrong = { ...answer, entities: [{ ...answer.entities[0], price: 'free' }] };
    expect(() => answerWriterCompiler(true)(routeOf(page))(wrong)).toThrow(
      /doesn't match the schema/,
    );
  });

  it('keeps the check for a schema JSON Schema cannot say', () => {
    const lengths = z.object({ at: z.string().transform((text) => text.length) });
    expect(answerWriterCompiler(false)(routeOf(lengths))({ at: 'abcd' })).toBe('{"at":4}');
  });

  it('fails an answer the two writers disagree on when checking', () => {
    // The check trims (an input rule in an answer's schema); the compiled writer writes as is.
    const trimmed = z.object({ name: z.string().trim() });
    expect(() => answerWriterCompiler(true)(routeOf(trimmed))({ name: ' padded ' })).toThrow(
      AnswerWritersDiffer,
    );
    expect(answerWriterCompiler(false)(routeOf(trimmed))({ name: ' padded ' })).toBe(
      '{"name":" padded "}',
    );
  });
});
