import { type Locale, type PageProblem, type ServerMessageKey, translate } from '@retail/contract';

// A page document's problems, each named in the caller's language: which widget (its number,
// type and id) or the page settings, which field (a dotted path inside the widget's props).

/** Where a problem is: a component of the document, the page settings or the whole document. */
export type ProblemPlace =
  | { kind: 'component'; index: number; id: string; type: string }
  | { kind: 'page' }
  | { kind: 'document' };

export type ProblemCode = PageProblem['code'];

const whereText = (place: ProblemPlace, locale: Locale): string =>
  place.kind === 'component'
    ? translate('renovation.where.component', locale, {
        number: String(place.index + 1),
        type: place.type,
        id: place.id,
      })
    : translate(
        place.kind === 'page' ? 'renovation.where.page' : 'renovation.where.document',
        locale,
      );

/** One problem with its message (`key` defaults to the code's own text). */
export const problemOf = (
  locale: Locale,
  place: ProblemPlace,
  code: ProblemCode,
  path: string,
  values: Record<string, string> = {},
  key: ServerMessageKey = `renovation.problem.${code}` as ServerMessageKey,
): PageProblem => ({
  componentId: place.kind === 'component' ? place.id : null,
  index: place.kind === 'component' ? place.index : null,
  path,
  code,
  message: translate(key, locale, { where: whereText(place, locale), path, ...values }),
});

/** The problems joined for an error's description (the first few; the count says the rest). */
export const problemsText = (problems: readonly PageProblem[]): string => {
  const shown = problems.slice(0, 5).map((problem) => problem.message);
  return problems.length > shown.length
    ? `${shown.join('; ')}; … (+${problems.length - shown.length})`
    : shown.join('; ');
};
