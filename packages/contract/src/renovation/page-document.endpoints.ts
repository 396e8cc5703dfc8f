import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { dateTimeStringSchema, idParamSchema, idSchema } from '../api/owned';
import { plainText, textOf } from '../api/text';
import { flowVariablesSchema } from '../flow/flow-form';

// The storefront page documents (issue 16, docs/renovation.md): a page row (the registry's
// `renovationPage`) carries a draft document, saved with a revision so that two editors cannot
// overwrite each other, and numbered published versions. The document itself is the widgets'
// page (`@retail/widgets/schemas` pageSchema): the contract cannot import widgets, so it is
// `unknown` here and the server parses it, naming the widget and field of every problem.

/** A page document is refused above this many bytes of JSON (the limit is named in the error). */
export const MAX_PAGE_DOCUMENT_BYTES = 1_048_576;
/** How long a signed preview link works. */
export const PREVIEW_LINK_MINUTES = 30;

export const PAGE_TYPES = ['home', 'goodsDetail', 'personal', 'custom'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** One thing wrong with a document, shown next to its widget in the builder. */
export const pageProblemSchema = z.object({
  /** The component's id; null for the page settings or the document as a whole. */
  componentId: z.string().nullable(),
  /** The component's index in `components` (null as above). */
  index: z.number().int().nullable(),
  /** Dotted path inside the component's props ('data.items.2.link'), '' for the component. */
  path: z.string(),
  code: z.enum([
    'invalid',
    'unknownWidget',
    'tooMany',
    'tooLarge',
    'deadLink',
    'goodsMissing',
    'goodsOffShelf',
    'imageMissing',
    'required',
    'formMissing',
  ]),
  /** Readable text in the caller's language. */
  message: z.string(),
});
export type PageProblem = z.infer<typeof pageProblemSchema>;

export const pageDraftSchema = z.object({
  pageId: z.number().int(),
  /** The widgets' page document. */
  document: z.unknown(),
  /** Bumped by every save; a save names the revision it started from. */
  revision: z.number().int().nonnegative(),
  savedBy: z.string().nullable(),
  savedAt: dateTimeStringSchema.nullable(),
  /** The published version the draft started from or equals (null: never published). */
  publishedVersion: z.number().int().nullable(),
  /** Whether the draft differs from the published version. */
  dirty: z.boolean(),
});
export type PageDraft = z.infer<typeof pageDraftSchema>;

export const pageVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  publishedBy: z.string().nullable(),
  publishedAt: dateTimeStringSchema,
  componentCount: z.number().int().nonnegative(),
  /** Set when this version was made by rolling back to an earlier one. */
  rolledBackFrom: z.number().int().nullable(),
});
export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;

export const pageVersionSchema = pageVersionSummarySchema.extend({ document: z.unknown() });

export const previewLinkSchema = z.object({
  token: z.string(),
  /** Path of the storefront page that shows the draft: `/m/preview/{token}`. */
  url: z.string(),
  expiresAt: dateTimeStringSchema,
});

/** What the storefront renders: the document with goods, prices and stock read live. */
export const storefrontPageSchema = z.object({
  pageId: z.number().int(),
  tenantId: z.number().int(),
  pageType: z.enum(PAGE_TYPES),
  name: z.string(),
  /** Published version number; null for a draft preview. */
  version: z.number().int().nullable(),
  document: z.unknown(),
});
export type StorefrontPage = z.infer<typeof storefrontPageSchema>;

/** A shopper's answers to a form block of a published page (docs/renovation.md, "Forms on pages"). */
export const formSubmitBodySchema = z.object({
  /** The builder form the page's form block shows. */
  formId: idSchema,
  /** The form's values by field key: checked against the form's own rules. */
  values: flowVariablesSchema,
  /** Made by the storefront once per submission: a retry with it is the same submission. */
  requestKey: plainText({ trim: false }).regex(/^[\w-]{8,64}$/, { error: 'invalid' }),
});
export type FormSubmitBody = z.infer<typeof formSubmitBodySchema>;

export const formSubmitAnswerSchema = z.object({
  id: z.number().int(),
  submittedAt: dateTimeStringSchema,
});

const pageParams = z.object({ id: idParamSchema });
const BASE = '/api/renovation/renovation-page/:id';

export const pageDocumentEndpoints = {
  draft: defineEndpoint({
    method: 'GET',
    path: `${BASE}/draft`,
    summary: 'The page’s draft document, its revision and who saved it last',
    access: { authority: 'RENOVATION_PAGE_LIST' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    kind: 'envelope',
    response: pageDraftSchema,
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/draft`,
    summary:
      'Saves the draft document. Refused with 409 (who saved last, when) when baseRevision is not the current revision; refused with 400 and the problems when the document does not parse',
    access: { authority: 'RENOVATION_PAGE_EDIT' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    body: z.object({
      document: z.unknown(),
      baseRevision: z.number({ error: 'invalid' }).int({ error: 'invalid' }).nonnegative(),
    }),
    kind: 'envelope',
    response: pageDraftSchema,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/validate`,
    summary:
      'Checks the draft as publishing would: schema, dead links, goods deleted or off the shelf, missing images, required fields',
    access: { authority: 'RENOVATION_PAGE_LIST' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    kind: 'envelope',
    response: z.object({ problems: z.array(pageProblemSchema) }),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/publish`,
    summary:
      'Publishes the draft at the given revision as the next numbered version; refused (with every problem) when validation finds any. Publishing an unchanged draft again is a no-op answering the current version',
    access: { authority: 'RENOVATION_PAGE_PUBLISH' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    body: z.object({
      revision: z.number({ error: 'invalid' }).int({ error: 'invalid' }).nonnegative(),
    }),
    kind: 'envelope',
    response: pageVersionSummarySchema,
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: `${BASE}/versions`,
    summary: 'Published versions, newest first',
    access: { authority: 'RENOVATION_PAGE_LIST' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    kind: 'envelope',
    response: z.array(pageVersionSummarySchema),
  }),
  version: defineEndpoint({
    method: 'GET',
    path: `${BASE}/versions/:version`,
    summary: 'One published version with its document (for the diff)',
    access: { authority: 'RENOVATION_PAGE_LIST' },
    isolation: { owned: 'renovation_page' },
    params: z.object({
      id: idParamSchema,
      /** A version number (1, 2, …) in the path: digits only. */
      version: plainText({ trim: false })
        .regex(/^[1-9][0-9]{0,8}$/, { error: 'invalid' })
        .transform(Number),
    }),
    kind: 'envelope',
    response: pageVersionSchema,
  }),
  rollback: defineEndpoint({
    method: 'POST',
    path: `${BASE}/rollback`,
    summary:
      'Publishes an earlier version’s document again as the next version and makes it the draft',
    access: { authority: 'RENOVATION_PAGE_PUBLISH' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    body: z.object({ version: idSchema }),
    kind: 'envelope',
    response: pageVersionSummarySchema,
  }),
  previewLink: defineEndpoint({
    method: 'POST',
    path: `${BASE}/preview-link`,
    summary: `A signed link that shows the current draft on a phone, valid for ${PREVIEW_LINK_MINUTES} minutes`,
    access: { authority: 'RENOVATION_PAGE_LIST' },
    isolation: { owned: 'renovation_page' },
    params: pageParams,
    kind: 'envelope',
    response: previewLinkSchema,
  }),
} as const;

/** The storefront's reads: public, published pages only (or a draft through a signed link). */
export const storefrontPageEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/page/:tenantId/:pageId',
    summary: 'A published page, goods read live from the catalogue',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema, pageId: idParamSchema }),
    query: z.object({ lang: textOf(8).optional() }),
    kind: 'envelope',
    response: storefrontPageSchema,
  }),
  home: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/home/:tenantId',
    summary: 'The tenant’s published home page (store-less), goods read live',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ tenantId: idParamSchema }),
    kind: 'envelope',
    response: storefrontPageSchema,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/api/storefront/preview/:token',
    summary: 'The draft a signed preview link shows; 404 once expired or tampered with',
    access: 'public',
    isolation: 'public',
    publicLimit: 'pictures',
    params: z.object({ token: textOf(512) }),
    kind: 'envelope',
    response: storefrontPageSchema,
  }),
  formSubmit: defineEndpoint({
    method: 'POST',
    path: '/api/storefront/form/:tenantId/:pageId',
    // docs/renovation.md "Forms on pages": 400 names `values.<key>`; 404 off the published page.
    summary: 'A shopper’s answers to a form block of a published page',
    access: 'public',
    isolation: 'public',
    publicLimit: 'sign-in',
    params: z.object({ tenantId: idParamSchema, pageId: idParamSchema }),
    body: formSubmitBodySchema,
    kind: 'envelope',
    response: formSubmitAnswerSchema,
  }),
} as const;
