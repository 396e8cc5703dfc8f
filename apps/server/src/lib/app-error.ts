import type { PageProblem, ServerMessageKey } from '@retail/contract';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/**
 * An expected failure with its HTTP status and catalogue key; the errors plugin turns it
 * into the envelope, translated into the caller's language.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly key: ServerMessageKey;
  readonly field: string | undefined;
  readonly values: Record<string, string>;
  /** The problems of a refused page document, answered beside the description. */
  readonly problems: readonly PageProblem[] | undefined;

  constructor(
    status: ErrorStatus,
    key: ServerMessageKey,
    options: {
      field?: string;
      values?: Record<string, string>;
      problems?: readonly PageProblem[];
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.field = options.field;
    this.values = options.values ?? {};
    this.problems = options.problems;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
