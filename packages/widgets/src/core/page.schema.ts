import { z } from 'zod';
import { colorSchema } from './primitives.schema';
import type { WidgetSchemaManifest } from './schema-manifest';

/** Bumped when saved pages need a migration. */
export const PAGE_SCHEMA_VERSION = 1;
export const MAX_PAGE_COMPONENTS = 200;

export const componentIdSchema = z.string().regex(/^[\w-]{1,64}$/);

export const pageSettingsSchema = z.object({
  title: z.string().max(100).default(''),
  background: colorSchema.default(''),
});

/**
 * The saved page `{ schemaVersion, page, components: [{ id, type, props }] }`, where each
 * component's props are checked by the schema of its type. Unknown types are rejected.
 */
export const buildPageSchema = (widgets: readonly WidgetSchemaManifest[]) => {
  const [first, ...rest] = widgets.map((widget) =>
    z.object({
      id: componentIdSchema,
      type: z.literal(widget.type),
      hidden: z.boolean().default(false),
      /** Locked in the builder: not moved, edited or removed until unlocked (shoppers never see it). */
      locked: z.boolean().default(false),
      props: widget.props,
    }),
  );
  if (!first) throw new Error('A page schema needs at least one widget.');
  const componentSchema = z.discriminatedUnion('type', [first, ...rest]);
  return z
    .object({
      schemaVersion: z.literal(PAGE_SCHEMA_VERSION),
      page: pageSettingsSchema,
      components: z.array(componentSchema).max(MAX_PAGE_COMPONENTS),
    })
    .superRefine((page, ctx) => {
      const seen = new Set<string>();
      page.components.forEach((component, index) => {
        if (seen.has(component.id)) {
          ctx.addIssue({
            code: 'custom',
            message: 'duplicate component id',
            path: ['components', index, 'id'],
          });
        }
        seen.add(component.id);
      });
    });
};
