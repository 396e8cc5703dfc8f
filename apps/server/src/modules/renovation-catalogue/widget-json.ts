import { pageSchema, widgetSchemaOf } from '@retail/widgets/schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

// The JSON texts of the storefront's supporting screens, checked with the widgets' own schemas
// (`@retail/widgets/schemas`): a template's page document and a widget's props (a preset, a
// layout's layers). Refusals name the record's field, the widget and the field inside its props;
// what is stored is the parsed value (defaults filled in), so the builder reads it as saved.

const parseJson = (field: string, text: unknown): unknown => {
  try {
    return JSON.parse(String(text));
  } catch {
    throw new AppError(400, 'renovation.badJson', { field });
  }
};

/** `style.height`, `data.items.2.link`: the place inside a widget's props. */
const pathText = (path: readonly PropertyKey[]): string => path.map(String).join('.') || '—';

/** A widget's props as its schema takes them (JSON text), else 400 naming widget and field. */
export const checkWidgetProps = (field: string, type: string, text: unknown): string => {
  const widget = widgetSchemaOf(type);
  if (!widget) throw new AppError(400, 'field.invalid', { field: 'widgetType' });
  const parsed = widget.props.safeParse(parseJson(field, text));
  if (!parsed.success)
    throw new AppError(400, 'renovation.badWidgetProps', {
      field,
      values: { type, path: pathText(parsed.error.issues[0]?.path ?? []) },
    });
  return JSON.stringify(parsed.data);
};

type Component = { id?: unknown; type?: unknown };

/** The first thing the page schema refuses, said as the widget (number, type, id) and field. */
const documentProblem = (field: string, document: unknown, issue: z.core.$ZodIssue): AppError => {
  const [head, index, part, ...rest] = issue.path;
  if (head !== 'components' || typeof index !== 'number')
    return new AppError(400, 'renovation.badDocument', {
      field,
      values: { path: pathText(issue.path) },
    });
  const components = (document as { components: Component[] }).components;
  const component = components[index] ?? {};
  const type = typeof component.type === 'string' ? component.type : '?';
  const values = {
    number: String(index + 1),
    type,
    id: typeof component.id === 'string' ? component.id : '?',
  };
  if (!widgetSchemaOf(type))
    return new AppError(400, 'renovation.unknownWidget', { field, values });
  return new AppError(400, 'renovation.badDocumentWidget', {
    field,
    values: { ...values, path: pathText(part === 'props' ? rest : issue.path.slice(2)) },
  });
};

/** A page document (JSON text) the widgets' pageSchema accepts, else 400 naming widget and field. */
export const checkDocument = (field: string, text: unknown): string => {
  const document = parseJson(field, text);
  const parsed = pageSchema.safeParse(document);
  const [issue] = parsed.success ? [] : parsed.error.issues;
  if (issue) throw documentProblem(field, document, issue);
  return JSON.stringify(parsed.data);
};
