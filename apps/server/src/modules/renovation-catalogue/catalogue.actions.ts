import {
  RENOVATION_PAGE_STATE,
  resources,
  WIDGET_TYPE_KEYS,
  widgetGroupOf,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../lib/date-time';
import type { ActionContext } from '../../resources/resource-actions';
import type { ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, ownedInsert, type OwnedTable, untyped } from '../../scope/scoped-db';
import { findReadableOr404 } from '../../resources/shared-scope';

// The actions of the storefront's supporting screens: "use" a base theme (a copy among the
// caller's themes), "create page" from a template (a storefront page whose draft is the
// template's document, listed among the template instances) and "sync" the widget catalogue
// with the widget library.

const table = (name: string) => name as OwnedTable;
const idOf = (context: ActionContext) => (context.body as { id: number }).id;

/** The columns of a theme (not its owner, audit stamps, order or default mark). */
const THEME_COLUMNS = [
  'name',
  'primaryColor',
  'secondaryColor',
  'textColor',
  'backgroundColor',
  'priceColor',
  'tabBarColor',
  'tabBarActiveColor',
  'remark',
] as const;

const useBaseTheme = (db: Db) => async (context: ActionContext) => {
  const base = (await findReadableOr404(
    db,
    resources.renovationThemeBase,
    context.scope,
    table('renovationThemeBase'),
    idOf(context),
  )) as unknown as ResourceRow;
  await ownedInsert(db, context.scope, table('renovationTheme'), {
    ...Object.fromEntries(THEME_COLUMNS.map((column) => [column, base[column]])),
    isDefault: 0,
  } as never);
  return [base];
};

/** A page (a draft) whose draft document is the template's, and its instance row, at once. */
const pageFromTemplate = async (
  db: Db,
  scope: Scope,
  template: ResourceRow,
  source: 1 | 2,
  name: string | null | undefined,
) => {
  const at = formatDateTime(scope.nowMs);
  await db.transaction().execute(async (trx) => {
    const page = (await ownedInsert(trx, scope, table('renovationPage'), {
      name: name || template.name,
      pageType: template.pageType,
      isHome: 0,
      status: RENOVATION_PAGE_STATE.draft,
      publishedVersion: 0,
      // The template's document is the draft's first save.
      draftRevision: 1,
      draftSavedBy: scope.userName,
      draftSavedAt: at,
    } as never)) as unknown as ResourceRow;
    await untyped(trx)
      .insertInto('renovationPageDraft')
      .values({ pageId: page.id, document: template.document })
      .execute();
    await ownedInsert(trx, scope, table('renovationTemplateInstance'), {
      pageId: page.id,
      source,
      templateId: template.id,
      templateName: template.name,
    } as never);
  });
};

const createPage =
  (db: Db, source: 1 | 2) =>
  async (context: ActionContext): Promise<ResourceRow[]> => {
    const body = context.body as { id: number; name?: string | null };
    const template = (source === 1
      ? await findOwnedOr404(db, context.scope, table('renovationTemplate'), body.id)
      : await findReadableOr404(
          db,
          resources.renovationTemplatePublic,
          context.scope,
          table('renovationTemplatePublic'),
          body.id,
        )) as unknown as ResourceRow;
    await pageFromTemplate(db, context.scope, template, source, body.name);
    return [template];
  };

/** Rows (switched on) for the library's widgets the row's organisation has none of yet. */
const syncWidgets = (db: Db) => async (context: ActionContext) => {
  const row = (await findOwnedOr404(
    db,
    context.scope,
    table('renovationModule'),
    idOf(context),
  )) as unknown as ResourceRow;
  const present = new Set(
    (
      (await untyped(db)
        .selectFrom('renovationModule')
        .select('widgetType')
        .where('organId', '=', row.organId)
        .execute()) as { widgetType: string }[]
    ).map((found) => found.widgetType),
  );
  const missing = WIDGET_TYPE_KEYS.map((widgetType, index) => ({ widgetType, index })).filter(
    ({ widgetType }) => !present.has(widgetType),
  );
  const added = await db.transaction().execute(async (trx) => {
    const rows: ResourceRow[] = [];
    for (const { widgetType, index } of missing)
      rows.push(
        (await ownedInsert(trx, context.scope, table('renovationModule'), {
          organId: row.organId as number,
          widgetType,
          widgetGroup: widgetGroupOf(widgetType),
          enable: 1,
          sort: (index + 1) * 10,
        } as never)) as unknown as ResourceRow,
      );
    return rows;
  });
  return added;
};

/** The handlers of the declared actions, by resource key. */
export const renovationCatalogueActions = (db: Db) => ({
  renovationThemeBase: { use: useBaseTheme(db) },
  renovationTemplate: { createPage: createPage(db, 1) },
  renovationTemplatePublic: { createPage: createPage(db, 2) },
  renovationModule: { sync: syncWidgets(db) },
});
