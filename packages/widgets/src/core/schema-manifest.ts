import type { z } from 'zod';

type PropsSchema = z.ZodType<{ style: object; params: object; data: object }>;

/** Schema side of a widget (schemas entry): zod only, safe for the server. */
export type WidgetSchemaManifest<S extends PropsSchema = PropsSchema> = {
  /** Kebab-case, equal to the widget's folder name; saved in pages, so never renamed. */
  type: string;
  props: S;
  defaults: z.output<S>;
};

export const defineWidgetSchema = <S extends PropsSchema>(
  manifest: WidgetSchemaManifest<S>,
): WidgetSchemaManifest<S> => manifest;
