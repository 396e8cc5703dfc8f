import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// How an answer is written as JSON (issue 15, goal 2). The contract's zod schema checked each
// answer and copied it before JSON.stringify wrote it: 29 µs of a 20-goods page and a third of
// what a call allocates (bench/README.md, "What a third of the bare route would take"). The
// same schema, as JSON Schema, now compiles a writer (fast-json-stringify) that writes the
// declared fields only, as the check kept only them; a schema that JSON Schema cannot say (a
// transform, a date) keeps the check. With CHECK_ANSWERS=on (the tests) every answer is
// written both ways and a difference fails the call, so the suites prove the two agree.

/** What Fastify gives a serialiser compiler for one route and status. */
export type AnswerRoute = { schema: unknown; method: string; url: string; httpStatus?: string };

type Write = (data: unknown) => string;

/**
 * Writers by schema: a route's schemas are the same objects in every app of a process
 * (lib/route.ts), so each is compiled once however many apps start (the API tests start one per
 * file). `null`: JSON Schema cannot say it.
 */
const fastWriters = new WeakMap<z.ZodType, Write | null>();

/** The writer compiled from the schema, or undefined when JSON Schema cannot say it. */
const fastWriterOf = (schema: unknown): Write | undefined => {
  if (!(schema instanceof z.ZodType)) return undefined;
  const known = fastWriters.get(schema);
  if (known !== undefined) return known ?? undefined;
  let writer: Write | null;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    writer = fastJson(json as Parameters<typeof fastJson>[0]) as Write;
  } catch {
    writer = null;
  }
  fastWriters.set(schema, writer);
  return writer ?? undefined;
};

/** Raised in checked mode when the two writers disagree on an answer. */
export class AnswerWritersDiffer extends Error {
  constructor(route: AnswerRoute, checked: string, fast: string) {
    super(
      `${route.method} ${route.url}: the compiled writer differs from the contract's check\n` +
        `  checked: ${checked.slice(0, 400)}\n  compiled: ${fast.slice(0, 400)}`,
    );
    this.name = 'AnswerWritersDiffer';
  }
}

/**
 * Fastify's serialiser compiler: the compiled writer, compiled on a route's first answer (most
 * of the 890 routes never answer in a test file, and compiling all takes 0.6 s); with `check`,
 * the contract's check as well, whose JSON is sent once the two agree.
 */
export const answerWriterCompiler =
  (check: boolean) =>
  (route: AnswerRoute): Write => {
    const checked = checkedCompiler(route as Parameters<typeof checkedCompiler>[0]) as Write;
    let fast: Write | null | undefined;
    const compiled = (): Write | null => {
      if (fast === undefined) fast = fastWriterOf(route.schema) ?? null;
      return fast;
    };
    return (data: unknown): string => {
      const writer = compiled();
      if (!writer) return checked(data);
      if (!check) return writer(data);
      const expected = checked(data);
      const written = writer(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new AnswerWritersDiffer(route, expected, written);
      return expected;
    };
  };
