import {
  type FlowFormContent,
  type FormSubmitBody,
  type Locale,
  RENOVATION_PAGE_STATE,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { formatDateTime } from '../../lib/date-time';
import { notFound, untyped } from '../../scope/scoped-db';
import { checkFormValues, formFieldsOf } from '../flow/flow-form-check';
import { createPageCatalogue } from './page-catalogue.repository';
import { findTenantPage, type PageRow, versionOf } from './page-document.repository';
import { formIdOf, PAGE_FORM } from './page-live-blocks';

// Forms on pages (docs/renovation.md, "Forms on pages"): a shopper's answers to a form block of
// a published page, checked against the builder form's own fields (required, type, options) in
// the shopper's language, and kept for the page's owner (`form_submission`, the registry's
// `formSubmission` lists them). Only a form that a published page of that tenant shows takes
// submissions: anything else is a 404, so task forms never become public by their id.

type Dependencies = { db: Db; now: () => number };

const TABLE = 'formSubmission';

type SubmissionRow = { id: number; submittedAt: string };

type Component = { id: string; type: string; hidden?: boolean; props: unknown };

/** The published page's components, or a 404 (not the tenant's, not published, offline). */
const publishedComponents = async (db: Db, page: PageRow | undefined): Promise<Component[]> => {
  if (!page || page.status !== RENOVATION_PAGE_STATE.published || page.publishedVersion === 0)
    throw notFound();
  const version = await versionOf(db, page, page.publishedVersion);
  if (!version) throw notFound();
  return (JSON.parse(version.document) as { components?: Component[] }).components ?? [];
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

const labelIn = (label: FlowFormContent[number]['label'], locale: Locale): string =>
  typeof label === 'string' ? label : label[locale];

/** The answers as text for the list and its export: `Label: value` in the shopper's language. */
const summaryOf = (fields: FlowFormContent, values: Record<string, unknown>, locale: Locale) =>
  fields
    .filter((field) => values[field.key] !== undefined)
    .map((field) => {
      const value = values[field.key];
      const option = field.options?.find((o) => o.value === value);
      return `${labelIn(field.label, locale)}: ${option ? labelIn(option.label, locale) : String(value)}`;
    })
    .join('; ')
    .slice(0, 2000);

export const createPageForms = ({ db, now }: Dependencies) => {
  const catalogue = createPageCatalogue(db);

  const existing = async (formId: number, requestKey: string) =>
    (await untyped(db)
      .selectFrom(TABLE)
      .select(['id', 'submittedAt'])
      .where('formId', '=', formId)
      .where('requestKey', '=', requestKey)
      .executeTakeFirst()) as SubmissionRow | undefined;

  return {
    /**
     * Stores a shopper's answers to the form block of a published page; the same request key
     * again answers the first submission and stores nothing.
     */
    submit: async (
      tenantId: number,
      pageId: number,
      body: FormSubmitBody,
      locale: Locale,
    ): Promise<SubmissionRow> => {
      const page = await findTenantPage(db, tenantId, { id: pageId });
      const components = await publishedComponents(db, page);
      const shown = components.some(
        (c) => c.type === PAGE_FORM && !c.hidden && formIdOf(c) === body.formId,
      );
      const form = shown
        ? (await catalogue.forms(tenantId, [body.formId])).get(body.formId)
        : undefined;
      if (!page || !form) throw notFound();
      const fields = formFieldsOf(form.formContent) ?? [];
      checkFormValues(fields, body.values, { required: true, prefix: 'values', locale });
      const values = Object.fromEntries(
        fields
          .filter((field) => !isEmpty(body.values[field.key]))
          .map((field) => [field.key, body.values[field.key]]),
      );
      const before = await existing(body.formId, body.requestKey);
      if (before) return before;
      const submittedAt = formatDateTime(now());
      try {
        return (await untyped(db)
          .insertInto(TABLE)
          .values({
            tenantId: page.tenantId,
            organId: page.organId,
            organPath: page.organPath,
            formId: body.formId,
            pageId: page.id,
            content: JSON.stringify(values),
            summary: summaryOf(fields, values, locale),
            locale,
            submittedAt,
            requestKey: body.requestKey,
            createDate: submittedAt,
            updateDate: submittedAt,
          })
          .returning(['id', 'submittedAt'])
          .executeTakeFirstOrThrow()) as SubmissionRow;
      } catch (error) {
        // The same submission sent twice at once: the first one stored is the answer.
        const first = isUniqueViolation(error)
          ? await existing(body.formId, body.requestKey)
          : undefined;
        if (first) return first;
        throw error;
      }
    },
  };
};

export type PageForms = ReturnType<typeof createPageForms>;
