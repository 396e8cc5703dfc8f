import { z } from 'zod';

/** Every answer of the API is wrapped in this envelope; HTTP status mirrors `status`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    successful: z.boolean(),
    status: z.number().int(),
    description: z.string().optional(),
    message: z.string().optional(),
    data: data.optional(),
  });

export const errorEnvelopeSchema = z.object({
  successful: z.literal(false),
  status: z.number().int(),
  description: z.string(),
  message: z.string().optional(),
  /** Which request field was wrong, when the error is about one field. */
  field: z.string().optional(),
  /**
   * Every problem of a refused page document (renovation's pageProblemSchema): the widget, the
   * field inside it, a code and the text in the caller's language.
   */
  problems: z
    .array(
      z.object({
        componentId: z.string().nullable(),
        index: z.number().int().nullable(),
        path: z.string(),
        code: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});

export type Envelope<T> = {
  successful: boolean;
  status: number;
  description?: string;
  message?: string;
  data?: T;
};

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A paged answer carries the page beside `successful` and `status`. */
export const pagedSchema = <T extends z.ZodType>(entity: T) =>
  z.object({
    successful: z.boolean(),
    status: z.number().int(),
    description: z.string().optional(),
    entities: z.array(entity),
    totalCount: z.number().int().nonnegative(),
    /** True when counting stopped at `totalCount` (LIST_COUNT_CAP): at least that many match. */
    totalCountCapped: z.boolean().optional(),
    pageSize: z.number().int().positive(),
    currentPage: z.number().int().positive(),
  });

export type Paged<T> = {
  successful: boolean;
  status: number;
  description?: string;
  entities: T[];
  totalCount: number;
  totalCountCapped?: boolean;
  pageSize: number;
  currentPage: number;
};

export const ok = <T>(data: T): Envelope<T> => ({ successful: true, status: 200, data });
