import {
  type Locale,
  type PageDraft,
  type PageProblem,
  type PageVersionSummary,
  RENOVATION_PAGE_STATE,
  type StorefrontPage,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { notFound, withinTenant } from '../../scope/scoped-db';
import { createPageCatalogue } from './page-catalogue.repository';
import { checkReferences } from './page-checks';
import {
  bumpRevision,
  draftDocumentOf,
  findTenantPage,
  insertVersion,
  logState,
  type PageRow,
  pageOr404,
  setStatus,
  versionOf,
  versionsOf,
  type VersionRow,
  writeDraft,
} from './page-document.repository';
import { hydrateDocument } from './page-hydrate';
import { problemsText } from './page-problems';
import { parseDocument } from './page-validation';
import { createPreviewTokens } from './preview-token';

// Storefront page documents (issue 16, docs/renovation.md): the draft saved with a revision
// (compare-and-set, 409 naming who saved last), the checks of publishing, numbered versions,
// rollback, signed preview links, and the storefront's reads with goods live.

type Dependencies = { db: Db; now: () => number; serverSecret: string };

const summaryOf = (row: VersionRow): PageVersionSummary => ({
  version: row.version,
  publishedBy: row.publishedBy,
  publishedAt: row.publishedAt,
  componentCount: row.componentCount,
  rolledBackFrom: row.rolledBackFrom,
});

const draftOf = (page: PageRow, document: unknown): PageDraft => ({
  pageId: page.id,
  document,
  revision: page.draftRevision,
  savedBy: page.draftSavedBy,
  savedAt: page.draftSavedAt,
  publishedVersion: page.publishedVersion > 0 ? page.publishedVersion : null,
  dirty: page.publishedVersion === 0 || page.publishedRevision !== page.draftRevision,
});

/** The 409 of a save or publish that started from an older revision: who saved last, when. */
const conflict = (current: PageRow): AppError =>
  new AppError(409, 'renovation.draftConflict', {
    field: 'baseRevision',
    values: {
      savedBy: current.draftSavedBy ?? '—',
      savedAt: current.draftSavedAt ?? '—',
      revision: String(current.draftRevision),
    },
  });

const refused = (problems: PageProblem[], key: 'documentInvalid' | 'publishRefused') =>
  new AppError(400, `renovation.${key}`, {
    field: 'document',
    values: { problems: problemsText(problems), count: String(problems.length) },
    problems,
  });

const owner = (page: PageRow) => ({ tenantId: page.tenantId, storeId: page.storeId });

export const createPageDocuments = ({ db, now, serverSecret }: Dependencies) => {
  const catalogue = createPageCatalogue(db);
  const tokens = createPreviewTokens({ secret: serverSecret, now });

  /**
   * Every problem of a document: the schema's first, then (if it parses) the publishing checks,
   * which read the tenant's catalogue across its organisations (goods, pages, forms: a page is
   * the tenant's), so behind the tenant's row wall rather than the caller's subtree.
   */
  const problemsOf = async (scope: Scope, page: PageRow, document: unknown, locale: Locale) => {
    const parsed = parseDocument(document, locale);
    if (!parsed.ok) return { problems: parsed.problems, page: undefined };
    return {
      problems: await withinTenant(db, scope, () =>
        checkReferences(catalogue, parsed.page, owner(page), locale),
      ),
      page: parsed.page,
    };
  };

  /** A page's version as the storefront shows it: goods live. */
  const storefrontOf = async (
    page: PageRow,
    version: number | null,
    document: unknown,
  ): Promise<StorefrontPage> => ({
    pageId: page.id,
    tenantId: page.tenantId,
    pageType: page.pageType as StorefrontPage['pageType'],
    name: page.name,
    version,
    document: await hydrateDocument(catalogue, document, owner(page)),
  });

  const published = async (page: PageRow | undefined): Promise<StorefrontPage> => {
    if (!page || page.status !== RENOVATION_PAGE_STATE.published || page.publishedVersion === 0)
      throw notFound();
    const version = await versionOf(db, page, page.publishedVersion);
    if (!version) throw notFound();
    return storefrontOf(page, version.version, JSON.parse(version.document) as unknown);
  };

  /** Publishes `document` as the next version; `draft` also resets the draft to it (rollback). */
  const publishVersion = async (
    scope: Scope,
    page: PageRow,
    document: { text: string; componentCount: number },
    options: { revision: number; rolledBackFrom: number | null; resetDraft: boolean },
  ): Promise<PageVersionSummary> =>
    db.transaction().execute(async (trx) => {
      const next = page.publishedVersion + 1;
      const moved = {
        publishedVersion: next,
        publishedAt: formatDateTime(scope.nowMs),
        status: RENOVATION_PAGE_STATE.published,
      };
      // Publishing compares-and-sets the revision; a rollback moves it (the draft changes).
      const row = options.resetDraft
        ? await bumpRevision(
            trx,
            scope,
            page,
            options.revision,
            { ...moved, publishedRevision: options.revision + 1 },
            page.publishedVersion,
          )
        : await bumpRevision(
            trx,
            scope,
            page,
            options.revision,
            {
              ...moved,
              // The draft is not saved again: its revision and saver stay as they were.
              draftRevision: options.revision,
              draftSavedBy: page.draftSavedBy,
              draftSavedAt: page.draftSavedAt,
              publishedRevision: options.revision,
            },
            page.publishedVersion,
          );
      if (!row) {
        const now = await pageOr404(trx, scope, page.id);
        // The same draft was published meanwhile (a second click): that version is the answer.
        const same =
          options.rolledBackFrom === null &&
          now.publishedRevision === options.revision &&
          now.draftRevision === options.revision
            ? await versionOf(trx, now, now.publishedVersion)
            : undefined;
        if (same) return summaryOf(same);
        throw conflict(now);
      }
      if (options.resetDraft) await writeDraft(trx, page.id, document.text);
      const version = await insertVersion(trx, scope, page, {
        version: next,
        document: document.text,
        componentCount: document.componentCount,
        rolledBackFrom: options.rolledBackFrom,
      });
      await logState(
        trx,
        scope,
        page,
        options.rolledBackFrom === null ? 'publish' : 'rollback',
        RENOVATION_PAGE_STATE.published,
      );
      return summaryOf(version);
    });

  return {
    draft: async (scope: Scope, id: number): Promise<PageDraft> => {
      const page = await pageOr404(db, scope, id);
      return draftOf(page, await draftDocumentOf(db, page));
    },

    /** Saves the draft when `baseRevision` is current: all of it or nothing. */
    saveDraft: async (
      scope: Scope,
      id: number,
      body: { document: unknown; baseRevision: number },
      locale: Locale,
    ): Promise<PageDraft> => {
      const page = await pageOr404(db, scope, id);
      const parsed = parseDocument(body.document, locale);
      if (!parsed.ok) throw refused(parsed.problems, 'documentInvalid');
      if (page.draftRevision !== body.baseRevision) throw conflict(page);
      const text = JSON.stringify(parsed.page);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await bumpRevision(trx, scope, page, body.baseRevision);
        if (!row) throw conflict(await pageOr404(trx, scope, id));
        await writeDraft(trx, id, text);
        return row;
      });
      return draftOf(saved, parsed.page);
    },

    validate: async (scope: Scope, id: number, locale: Locale) => {
      const page = await pageOr404(db, scope, id);
      const { problems } = await problemsOf(scope, page, await draftDocumentOf(db, page), locale);
      return { problems };
    },

    /**
     * Publishes the draft at `revision` as the next version, refused with every problem; the
     * same draft published again answers its version (and brings an offline page back).
     */
    publish: async (
      scope: Scope,
      id: number,
      revision: number,
      locale: Locale,
    ): Promise<PageVersionSummary> => {
      const page = await pageOr404(db, scope, id);
      if (page.draftRevision !== revision) throw conflict(page);
      if (page.publishedVersion > 0 && page.publishedRevision === revision) {
        const current = await versionOf(db, page, page.publishedVersion);
        if (current && page.status !== RENOVATION_PAGE_STATE.published)
          await db.transaction().execute(async (trx) => {
            await setStatus(trx, scope, page, RENOVATION_PAGE_STATE.published);
            await logState(trx, scope, page, 'publish', RENOVATION_PAGE_STATE.published);
          });
        if (current) return summaryOf(current);
      }
      const document = await draftDocumentOf(db, page);
      const checked = await problemsOf(scope, page, document, locale);
      if (checked.problems.length > 0 || !checked.page)
        throw refused(checked.problems, 'publishRefused');
      return publishVersion(
        scope,
        page,
        { text: JSON.stringify(checked.page), componentCount: checked.page.components.length },
        { revision, rolledBackFrom: null, resetDraft: false },
      );
    },

    versions: async (scope: Scope, id: number): Promise<PageVersionSummary[]> =>
      (await versionsOf(db, await pageOr404(db, scope, id))).map(summaryOf),

    version: async (scope: Scope, id: number, version: number) => {
      const row = await versionOf(db, await pageOr404(db, scope, id), version);
      if (!row) throw notFound();
      return { ...summaryOf(row), document: JSON.parse(row.document) as unknown };
    },

    /** Publishes an earlier version's document as the next version and makes it the draft. */
    rollback: async (scope: Scope, id: number, version: number): Promise<PageVersionSummary> => {
      const page = await pageOr404(db, scope, id);
      const earlier = await versionOf(db, page, version);
      if (!earlier) throw notFound();
      return publishVersion(
        scope,
        page,
        { text: earlier.document, componentCount: earlier.componentCount },
        { revision: page.draftRevision, rolledBackFrom: version, resetDraft: true },
      );
    },

    previewLink: async (scope: Scope, id: number) => {
      const page = await pageOr404(db, scope, id);
      const { token, expiresMs } = tokens.issue(page.id, page.tenantId);
      return { token, url: `/m/preview/${token}`, expiresAt: formatDateTime(expiresMs) };
    },

    /** A tenant's published page; 404 for anything else (unpublished, offline, another tenant's). */
    storefrontPage: async (tenantId: number, pageId: number) =>
      published(await findTenantPage(db, tenantId, { id: pageId })),

    storefrontHome: async (tenantId: number) =>
      published(await findTenantPage(db, tenantId, { home: true })),

    /** The draft a signed, unexpired preview token names; 404 otherwise. */
    storefrontPreview: async (token: string): Promise<StorefrontPage> => {
      const claims = tokens.verify(token);
      if (!claims) throw notFound();
      const page = await findTenantPage(db, claims.tenantId, { id: claims.pageId });
      if (!page) throw notFound();
      return storefrontOf(page, null, await draftDocumentOf(db, page));
    },
  };
};

export type PageDocuments = ReturnType<typeof createPageDocuments>;
