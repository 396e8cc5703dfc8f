import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { Scope } from '../../scope/scope';
import { createdStamp } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import { stampOf, writeStateLog } from '../../resources/state-log';

// The rows of storefront pages as the document service reads and writes them: the page (the
// registry's `renovation_page`), its draft document and its versions (migration 0060).

export type PageRow = {
  id: number;
  tenantId: number;
  organId: number;
  organPath: string;
  name: string;
  pageType: string;
  storeId: number | null;
  isHome: number;
  status: number;
  publishedVersion: number;
  publishedAt: string | null;
  draftRevision: number;
  draftSavedBy: string | null;
  draftSavedAt: string | null;
  publishedRevision: number | null;
};

export type VersionRow = {
  id: number;
  pageId: number;
  version: number;
  document: string;
  publishedBy: string | null;
  publishedAt: string;
  componentCount: number;
  rolledBackFrom: number | null;
};

const PAGE = 'renovationPage';
const VERSION = 'renovationPageVersion';

/** What a new page's draft is until it is first saved: no widgets, the page's name as title. */
export const emptyDocument = (name: string) => ({
  schemaVersion: 1,
  page: { title: name.slice(0, 100), background: '' },
  components: [],
});

/** The page the caller can see, else 404. */
export const pageOr404 = async (db: Db, scope: Scope, id: number): Promise<PageRow> =>
  (await findOwnedOr404(db, scope, PAGE as OwnedTable, id)) as unknown as PageRow;

/** A page of this tenant (storefront reads: no caller, the tenant named by the address). */
export const findTenantPage = async (
  db: Db,
  tenantId: number,
  where: { id?: number; home?: true },
): Promise<PageRow | undefined> => {
  let query = untyped(db).selectFrom(PAGE).selectAll().where('tenantId', '=', tenantId);
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  if (where.home) query = query.where('isHome', '=', 1).where('storeId', 'is', null);
  return (await query.orderBy('id').executeTakeFirst()) as PageRow | undefined;
};

/** The draft document (parsed JSON), or the empty one before the first save. */
export const draftDocumentOf = async (db: Db, page: PageRow): Promise<unknown> => {
  const row = (await untyped(db)
    .selectFrom('renovationPageDraft')
    .select('document')
    .where('pageId', '=', page.id)
    .executeTakeFirst()) as { document: string } | undefined;
  return row ? (JSON.parse(row.document) as unknown) : emptyDocument(page.name);
};

/** Writes the draft document (in the transaction that moved the revision). */
export const writeDraft = async (trx: Db, pageId: number, document: string): Promise<void> => {
  await untyped(trx)
    .insertInto('renovationPageDraft')
    .values({ pageId, document })
    .onConflict((oc) => oc.column('pageId').doUpdateSet({ document }))
    .execute();
};

/**
 * Moves the draft to the next revision when it is still at `base` (compare-and-set): the row
 * after the move, or undefined when someone else saved first. With `publishedVersion`, also
 * only while that is still the published version (two publishes of one draft make one version).
 */
export const bumpRevision = async (
  trx: Db,
  scope: Scope,
  page: PageRow,
  base: number,
  extra: Record<string, unknown> = {},
  publishedVersion?: number,
): Promise<PageRow | undefined> => {
  const at = formatDateTime(scope.nowMs);
  let update = untyped(trx)
    .updateTable(PAGE)
    .set({
      draftRevision: base + 1,
      draftSavedBy: scope.userName,
      draftSavedAt: at,
      updateBy: scope.userName,
      updateDate: at,
      ...extra,
    })
    .where('id', '=', page.id)
    .where('draftRevision', '=', base);
  if (publishedVersion !== undefined)
    update = update.where('publishedVersion', '=', publishedVersion);
  return (await update.returningAll().executeTakeFirst()) as PageRow | undefined;
};

export const versionsOf = async (db: Db, page: PageRow): Promise<VersionRow[]> =>
  (await untyped(db)
    .selectFrom(VERSION)
    .select([
      'id',
      'pageId',
      'version',
      'publishedBy',
      'publishedAt',
      'componentCount',
      'rolledBackFrom',
    ])
    .where('pageId', '=', page.id)
    .where('tenantId', '=', page.tenantId)
    .orderBy('version', 'desc')
    .execute()) as VersionRow[];

export const versionOf = async (
  db: Db,
  page: PageRow,
  version: number,
): Promise<VersionRow | undefined> =>
  (await untyped(db)
    .selectFrom(VERSION)
    .selectAll()
    .where('pageId', '=', page.id)
    .where('tenantId', '=', page.tenantId)
    .where('version', '=', version)
    .executeTakeFirst()) as VersionRow | undefined;

/** Inserts version `version` of the page, owned like the page. */
export const insertVersion = async (
  trx: Db,
  scope: Scope,
  page: PageRow,
  values: {
    version: number;
    document: string;
    componentCount: number;
    rolledBackFrom: number | null;
  },
): Promise<VersionRow> =>
  (await untyped(trx)
    .insertInto(VERSION)
    .values({
      tenantId: page.tenantId,
      organId: page.organId,
      organPath: page.organPath,
      pageId: page.id,
      ...values,
      publishedBy: scope.userName,
      publishedAt: formatDateTime(scope.nowMs),
      ...createdStamp(scope),
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as VersionRow;

/** Moves the page to a state (publishing again an offline page's unchanged draft). */
export const setStatus = async (
  trx: Db,
  scope: Scope,
  page: PageRow,
  status: number,
): Promise<void> => {
  await untyped(trx)
    .updateTable(PAGE)
    .set({ status, updateBy: scope.userName, updateDate: formatDateTime(scope.nowMs) })
    .where('id', '=', page.id)
    .execute();
};

/** A state change of the page in the registry's state log (its history shows publishing). */
export const logState = async (
  trx: Db,
  scope: Scope,
  page: PageRow,
  action: string,
  toState: number,
): Promise<void> => {
  if (page.status === toState) return;
  await writeStateLog(trx, {
    owner: page,
    resource: 'renovationPage',
    recordId: page.id,
    action,
    from: page.status,
    to: toState,
    remark: null,
    ...stampOf(scope),
  });
};
