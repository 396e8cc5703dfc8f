import { type Locale, MAX_PAGE_DOCUMENT_BYTES, type PageProblem } from '@retail/contract';
import { MAX_PAGE_COMPONENTS, type Page, pageSchema, WIDGET_TYPES } from '@retail/widgets/schemas';
import type { z } from 'zod';
import { type ProblemPlace, problemOf } from './page-problems';

// The first check of a page document, before anything is saved: its size, its number of
// widgets, every widget's type, and the widgets' own schemas (`@retail/widgets/schemas`), each
// problem naming the widget and the field inside its props.

const KNOWN_TYPES = new Set(WIDGET_TYPES);

type RawComponent = { id?: unknown; type?: unknown };

const rawComponents = (document: unknown): RawComponent[] => {
  const components = (document as { components?: unknown } | null)?.components;
  return Array.isArray(components)
    ? components.map((component) =>
        component !== null && typeof component === 'object' ? (component as RawComponent) : {},
      )
    : [];
};

const placeOf = (components: RawComponent[], index: number): ProblemPlace => {
  const component = components[index] ?? {};
  return {
    kind: 'component',
    index,
    id: typeof component.id === 'string' ? component.id : '?',
    type: typeof component.type === 'string' ? component.type : '?',
  };
};

/** Bytes of the document as JSON (UTF-8), the unit of MAX_PAGE_DOCUMENT_BYTES. */
export const documentBytes = (document: unknown): number =>
  Buffer.byteLength(JSON.stringify(document ?? null), 'utf8');

type Issue = z.core.$ZodIssue;

/** A zod issue as a problem: the widget it is in, the path inside the widget's props. */
const valueAt = (document: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    document,
  );

const issueProblem = (
  issue: Issue,
  document: unknown,
  components: RawComponent[],
  locale: Locale,
): PageProblem => {
  const [head, index, part, ...rest] = issue.path.map(String);
  let place: ProblemPlace = { kind: 'document' };
  let path = issue.path.map(String).join('.');
  if (head === 'components' && index !== undefined && /^\d+$/.test(index)) {
    place = placeOf(components, Number(index));
    // Inside the props the path starts at style/params/data; the component's own fields keep theirs.
    path = part === 'props' ? rest.join('.') : [part, ...rest].filter(Boolean).join('.');
  } else if (head === 'page') {
    place = { kind: 'page' };
  }
  if (issue.code === 'invalid_type' && valueAt(document, issue.path) === undefined)
    return problemOf(locale, place, 'required', path);
  if (issue.code === 'too_big')
    return problemOf(
      locale,
      place,
      'invalid',
      path,
      { max: String(issue.maximum) },
      'renovation.problem.tooLong',
    );
  return problemOf(locale, place, 'invalid', path);
};

export type ParsedDocument =
  { ok: true; page: Page; bytes: number } | { ok: false; problems: PageProblem[] };

/**
 * Parses a page document: too large or too many widgets stop at that (the limit named);
 * otherwise every unknown widget type and every field the widgets' schemas refuse is a problem.
 */
export const parseDocument = (document: unknown, locale: Locale): ParsedDocument => {
  const bytes = documentBytes(document);
  if (bytes > MAX_PAGE_DOCUMENT_BYTES)
    return {
      ok: false,
      problems: [
        problemOf(locale, { kind: 'document' }, 'tooLarge', '', {
          size: String(bytes),
          max: String(MAX_PAGE_DOCUMENT_BYTES),
        }),
      ],
    };
  const components = rawComponents(document);
  if (components.length > MAX_PAGE_COMPONENTS)
    return {
      ok: false,
      problems: [
        problemOf(locale, { kind: 'document' }, 'tooMany', 'components', {
          count: String(components.length),
          max: String(MAX_PAGE_COMPONENTS),
        }),
      ],
    };
  const unknown = new Set<number>();
  const problems: PageProblem[] = [];
  components.forEach((component, index) => {
    if (typeof component.type === 'string' && KNOWN_TYPES.has(component.type)) return;
    unknown.add(index);
    problems.push(
      problemOf(locale, placeOf(components, index), 'unknownWidget', 'type', {
        type: String(component.type ?? ''),
      }),
    );
  });
  const parsed = pageSchema.safeParse(document);
  if (parsed.success && problems.length === 0) return { ok: true, page: parsed.data, bytes };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [head, index] = issue.path;
    // An unknown type is said once, as such, not as the union's complaint.
    if (head === 'components' && typeof index === 'number' && unknown.has(index)) continue;
    problems.push(issueProblem(issue, document, components, locale));
  }
  return { ok: false, problems };
};
