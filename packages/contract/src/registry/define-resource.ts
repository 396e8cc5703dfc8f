import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { idParamSchema, idSchema, ownedFieldsSchema } from '../api/owned';
import { pageQuerySchema } from '../api/paging';
import { scopeSelectorFields } from '../api/scope-filter';
import { textKey } from '../api/request-fields';
import { textOf } from '../api/text';
import type { Locale } from '../i18n/locale';
import type { FieldSpec } from './fields';
import { checkTotals, type NumberField, totalsSchemaOf, type TotalsDeclaration } from './totals';

// One declaration per resource (docs/adding-a-resource.md). From it come the endpoints of the
// contract table (so OpenAPI, the console's typed client and the isolation and authority suites),
// the server's routes and rules, the console screen, the authority and menu nodes and their
// titles, and the check that the table agrees.

/**
 * Whose rows a resource holds; all are owned rows (the scope layer, apps/server/src/scope).
 * - `organ`: the row's own organisation, the caller's or one below it they name (`organId`);
 *   seen by that organisation and the ones above it.
 * - `store`: a store's record (its areas, say): the row takes the owner of the store its
 *   `storeId` names, a store the caller cannot see is a 404, and the row follows its store.
 * - `parent`: a record of another record (a document's line), see `ParentDeclaration`.
 * - `tenant`: the tenant's as a whole (pay ways, channel interfaces): stored against the
 *   tenant's root organisation (naming any organisation of the tenant names the tenant), read
 *   by every user of the tenant whatever their organisation, written only by users of the
 *   root; for a user below it the rows are read-only: an edit or remove is a 404 and a new
 *   one a 403, like any row outside their scope. Platform staff see every tenant's rows.
 * - `platform`: the platform's, shared with every tenant (base themes, public templates):
 *   stored against the platform organisation, read by everyone signed in to the console,
 *   written only by platform staff (a tenant's edit or remove is a 404, a new one a 403).
 */
export type ScopeKind = 'organ' | 'store' | 'parent' | 'tenant' | 'platform';

/**
 * The record a `parent`-scoped record belongs to (a receipt order's line): the row takes its
 * parent's owner, a parent the caller cannot see is a 404, and while the parent's state does
 * not allow edits (its `state()` field's `editableIn`), its lines cannot change either.
 */
export type ParentDeclaration = {
  /** The parent's registry key. */
  resource: string;
  /** The reference field naming it. */
  field: string;
};

/**
 * A tree of records (categories): `parentField` is a reference to the resource itself (empty at
 * the top). The server refuses a parent that is the record itself or one below it (a cycle) and
 * a parent the caller cannot see, both naming the field; a record with records below it is not
 * removed (400) unless `removeWithChildren` says they go with it. The console lists the whole
 * tree (its query-for-list) as an expandable table, siblings in `defaultSort`, and the edit
 * dialog chooses the parent on the tree.
 */
export type TreeDeclaration<F extends string = string> = {
  parentField: F;
  /** Removing a record removes every record below it too, in one transaction (default false). */
  removeWithChildren?: boolean;
};

/** Where the screen sits in the sidebar: under a directory of the authority tree. */
export type MenuPlace = {
  /** Code of the directory node (`GOODS_MANAGE`, or one of MENU_DIRECTORIES). */
  directory: string;
  icon: string;
  /** The key of the sibling screen it follows (default: last of the directory). */
  after?: string;
  /** Reached from another screen (a document's lines), not from the sidebar. */
  hidden?: boolean;
};

/** A named call on records beyond list / edit / remove (`enable`, `approve`, `refund`). */
export type ActionDeclaration = {
  /** The request body (a transition's is `transitionInput`: the record's id and a remark). */
  input: z.ZodObject;
  /** Authority suffix of the resource's code (`EDIT` → BRAND_EDIT) or a full code of its own. */
  authority: string;
  summary: string;
  /**
   * The action moves the record's state field (the one `state()` declares) from one of `from`
   * to `to`: checked on the server with a compare-and-set, written to the state log (who, when,
   * from, to, remark), and a repeat on a record already in `to` changes nothing.
   */
  transition?: { from: readonly number[]; to: number };
  /**
   * The screen draws this action's button and dialog itself (a refund asks money and knows what
   * is left of the order): the registry's row buttons leave it out; the endpoint, its authority
   * and the generated suites are the registry's as for any action.
   */
  ownButton?: boolean;
};

/** One state change of a record: its history, as the state log holds it. */
export const stateLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.number().int(),
  toState: z.number().int(),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createDate: z.string().nullable(),
});
export type StateLogEntry = z.infer<typeof stateLogEntrySchema>;

/** The body of a transition: which record, and a remark for its history. */
export const transitionInput = z.object({
  id: idSchema,
  remark: textOf(500, { multiline: true }).nullable().optional(),
});

/**
 * The columns every resource has, and the search fields of `createdBetween`; their labels come
 * with the registry (COMMON_FIELD_LABELS).
 */
type CommonField = 'id' | 'organId' | 'updateDate' | 'createdFrom' | 'createdTo';

/** A day of `createdBetween`'s filter (`2026-11-28`). */
const daySchema = textOf(10)
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'invalid' })
  .nullable()
  .optional();

export type ResourceLabels<F extends string, A extends string> = {
  title: string;
  /** Every declared field's label; the common columns' may be given to override the registry's. */
  fields: Record<F, string> & Partial<Record<CommonField, string>>;
  /** Texts of fixed values: `options.enable['1']`. */
  options?: Partial<Record<F, Record<string, string>>>;
  actions?: Record<A, string>;
  /** Labels of actions' input fields that are not fields of the record (`reason`). */
  inputs?: Record<string, string>;
  /** Texts of the fixed values of those input fields: `inputOptions.result.success`. */
  inputOptions?: Record<string, Record<string, string>>;
};

export type ResourceDeclaration<
  F extends Record<string, FieldSpec>,
  A extends Record<string, ActionDeclaration>,
  W extends boolean = boolean,
> = {
  /** camelCase key: route key, screen `/{key}/index`, authority code (BRAND), endpoint group. */
  key: string;
  /** The service segment of its paths: `/api/{service}/{kebab key}/...`. */
  service:
    | 'admin'
    | 'ministore'
    | 'warehouse'
    | 'device'
    | 'vending'
    | 'payment'
    | 'order'
    | 'renovation'
    | 'flow'
    | 'promotion'
    | 'coupon';
  /** The table (snake_case). */
  table: string;
  scope: ScopeKind;
  /** With `scope: 'parent'`: the record the rows belong to. */
  parent?: ParentDeclaration;
  /** The records form a tree through a reference to the resource itself (see TreeDeclaration). */
  tree?: TreeDeclaration<keyof F & string>;
  /**
   * `false`: the records are written by the domain only (a ledger, a balance): list and
   * query-for-list, no edit or remove (default true).
   */
  writable?: W;
  /** The list shows the newest records first (a ledger), after `defaultSort`. */
  newestFirst?: boolean;
  /**
   * The list can be narrowed to the records made between two days (`createdFrom`, `createdTo`,
   * `yyyy-MM-dd`, both included, on the records' `createDate`): orders, payments, logs.
   */
  createdBetween?: boolean;
  /**
   * Only the table's rows whose `field` is one of `values` are the resource's (a view of a shared
   * table: the marketing part of the state log); the server adds it to every read.
   */
  rows?: { field: keyof F & string; values: readonly (string | number)[] };
  /** What the records are, in English, for OpenAPI summaries ("Brands"). */
  noun: string;
  menu: MenuPlace;
  fields: F;
  /** The list order, ascending (id last keeps pages stable). */
  defaultSort: readonly (keyof F & string)[];
  /** The field that names a record (choosers, reference names; default `name`). */
  display?: keyof F & string;
  /** The list can be exported to Excel (default true). */
  exportable?: boolean;
  /** Header totals of the list: its count and these sums over its filter (registry/totals.ts). */
  totals?: TotalsDeclaration<NumberField<F>>;
  actions?: A;
  labels: Record<Locale, ResourceLabels<keyof F & string, keyof A & string>>;
  /**
   * Server message keys: a remove refused because the record is used (default `record.inUse`),
   * and a unique index over several fields refusing a row (the key and the field it names);
   * for a tree, a parent below the record itself (default `tree.ownAncestor`, naming the
   * field) and a remove refused while records hang below (default `tree.hasChildren`).
   */
  messages?: {
    inUse?: string;
    clash?: { key: string; field: keyof F & string };
    ownAncestor?: string;
    hasChildren?: string;
  };
  /** More words on the remove summary (what refuses it). */
  removeRule?: string;
};

export const screamingCase = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

export const kebabCase = (key: string): string =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

type Shape<F extends Record<string, FieldSpec>, P extends 'edit' | 'record'> = {
  [K in keyof F as P extends 'edit' ? (F[K] extends { readOnly: true } ? never : K) : K]: F[K][P];
};

/** `goodsTypeId` → `goodsTypeName`: where answers carry a named reference's name. */
export const nameFieldOf = (field: string): string => `${field.replace(/Id$/, '')}Name`;

type NameField<K> = K extends `${infer Base}Id` ? `${Base}Name` : `${K & string}Name`;

type NamesShape<F extends Record<string, FieldSpec>> = {
  [K in keyof F as F[K] extends { named: true } ? NameField<K> : never]: z.ZodNullable<z.ZodString>;
};

const namesOf = <F extends Record<string, FieldSpec>>(fields: F): NamesShape<F> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, spec]) => spec.named)
      .map(([name]) => [nameFieldOf(name), z.string().nullable()]),
  ) as NamesShape<F>;

const pick = <F extends Record<string, FieldSpec>, P extends 'edit' | 'record'>(
  fields: F,
  part: P,
): Shape<F, P> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, spec]) => part === 'record' || !spec.readOnly)
      .map(([name, spec]) => [name, spec[part]]),
  ) as Shape<F, P>;

/** The filter of a field in the search area: a text to find, or one exact value (an id for a reference or an id field). */
const filterSchemaOf = (spec: FieldSpec): z.ZodType =>
  spec.filter === 'contains' || spec.kind === 'text'
    ? (spec.key ? textKey(textOf(spec.max ?? 255)) : textOf(spec.max ?? 255)).nullable().optional()
    : spec.kind === 'reference'
      ? idSchema.nullable().optional()
      : spec.kind === 'number' && spec.id
        ? // A record's id kept as a number (a log's record): 0 or −1 is not an id.
          idSchema.nullable().optional()
        : spec.options?.every((option) => typeof option === 'string')
          ? // Fixed names stored as text (a device command): one of them.
            z
              .enum(spec.options as [string, ...string[]], { error: 'invalid' })
              .nullable()
              .optional()
          : z.number().int({ error: 'invalid' }).nullable().optional();

/** The endpoint of a declared action: its input in, the records it changed out. */
export type ActionEndpoint<I extends z.ZodType> = {
  method: 'POST';
  path: string;
  summary: string;
  access: { authority: string };
  isolation: { owned: string };
  body: I;
  kind: 'envelope';
  response: z.ZodType;
};

/** The header totals endpoint, which only resources declaring `totals` have. */
type TotalsEndpoint = {
  method: 'POST';
  path: string;
  summary: string;
  access: { authority: string };
  isolation: { owned: string };
  body: z.ZodObject;
  kind: 'envelope';
  response: z.ZodObject;
};

/** The history endpoint, which only resources with a state field have. */
type HistoryOf<F extends Record<string, FieldSpec>> = true extends {
  [K in keyof F]: F[K] extends { editableIn: readonly number[] } ? true : false;
}[keyof F]
  ? { history: HistoryDef }
  : Record<never, never>;

type HistoryDef = {
  method: 'POST';
  path: string;
  summary: string;
  access: { authority: string };
  isolation: { owned: string };
  body: z.ZodObject<{ id: typeof idSchema }>;
  kind: 'envelope';
  response: z.ZodArray<typeof stateLogEntrySchema>;
};

/** Labels of the columns every resource has, in each language. */
export const COMMON_FIELD_LABELS: Record<Locale, Record<CommonField, string>> = {
  en: {
    id: 'ID',
    organId: 'Organisation',
    updateDate: 'Updated',
    createdFrom: 'Created from',
    createdTo: 'Created to',
  },
  zh: {
    id: 'ID',
    organId: '所属组织',
    updateDate: '更新时间',
    createdFrom: '创建日期自',
    createdTo: '创建日期至',
  },
  es: {
    id: 'ID',
    organId: 'Organización',
    updateDate: 'Actualizado',
    createdFrom: 'Creado desde',
    createdTo: 'Creado hasta',
  },
};

/** The declaration's labels with the common columns' and the fields' own option texts added. */
const completeLabels = <F extends Record<string, FieldSpec>, A extends string>(
  fields: F,
  labels: Record<Locale, ResourceLabels<keyof F & string, A>>,
) =>
  Object.fromEntries(
    Object.entries(labels).map(([locale, text]) => [
      locale,
      {
        ...text,
        fields: { ...COMMON_FIELD_LABELS[locale as Locale], ...text.fields },
        options: {
          ...Object.fromEntries(
            Object.entries(fields)
              .filter(([, spec]) => spec.optionLabels)
              .map(([name, spec]) => [name, spec.optionLabels?.[locale as Locale]]),
          ),
          ...text.options,
        },
      },
    ]),
  ) as Record<
    Locale,
    ResourceLabels<keyof F & string, A> & {
      fields: Record<keyof F & string, string> & Record<CommonField, string>;
    }
  >;

/** Declares a resource; everything else about it is derived here and in its consumers. */
export const defineResource = <
  const F extends Record<string, FieldSpec>,
  const A extends Record<string, ActionDeclaration> = Record<never, ActionDeclaration>,
  const W extends boolean = true,
>(
  declaration: ResourceDeclaration<F, A, W>,
) => {
  if (declaration.scope === 'parent' && !declaration.parent)
    throw new Error(`${declaration.key}: a parent-scoped resource names its parent`);
  const treeParent = declaration.tree && declaration.fields[declaration.tree.parentField];
  if (declaration.tree && treeParent?.references !== declaration.key)
    throw new Error(`${declaration.key}: a tree's parent field references the resource itself`);
  if (declaration.totals) checkTotals(declaration.key, declaration.fields, declaration.totals);
  const code = screamingCase(declaration.key);
  const base = `/api/${declaration.service}/${kebabCase(declaration.key)}`;
  const isolation = { owned: declaration.table };
  const noun = declaration.noun.toLowerCase();

  const record = ownedFieldsSchema.extend({
    id: z.number().int(),
    ...pick(declaration.fields, 'record'),
    ...namesOf(declaration.fields),
  });
  const filter = z.object({
    ...Object.fromEntries(
      Object.entries(declaration.fields)
        .filter(([, spec]) => spec.filter)
        .map(([name, spec]) => [name, filterSchemaOf(spec)]),
    ),
    ...(declaration.createdBetween ? { createdFrom: daySchema, createdTo: daySchema } : {}),
    ...scopeSelectorFields,
  });
  const edit = z.object({
    id: idSchema.optional(),
    ...pick(declaration.fields, 'edit'),
    organId: idSchema.optional(),
  });

  const codes = { list: `${code}_LIST`, edit: `${code}_EDIT`, remove: `${code}_REMOVE` };
  const actionCode = (action: ActionDeclaration) =>
    /^[A-Z]+$/.test(action.authority) && !action.authority.includes('_')
      ? `${code}_${action.authority}`
      : action.authority;

  const reads = {
    list: defineEndpoint({
      method: 'POST',
      path: `${base}/list`,
      summary: `${declaration.noun} in the caller’s scope, paged`,
      access: { authority: codes.list },
      isolation,
      query: pageQuerySchema,
      body: filter,
      kind: 'paged',
      response: record,
    }),
    queryForList: defineEndpoint({
      method: 'POST',
      path: `${base}/query-for-list`,
      summary: `Every matching ${noun} in the caller’s scope (choosers), in list order`,
      access: { authority: codes.list },
      isolation,
      body: filter,
      kind: 'envelope',
      response: z.array(record),
    }),
  };
  // Header totals: the list's filter in, the count and the declared sums out.
  const totals = declaration.totals
    ? {
        totals: defineEndpoint({
          method: 'POST',
          path: `${base}/totals`,
          summary: `Count and sums of the ${noun} the list's filter matches in the caller’s scope`,
          access: { authority: codes.list },
          isolation,
          body: filter,
          kind: 'envelope',
          response: totalsSchemaOf(declaration.totals),
        }),
      }
    : {};
  const writes = {
    edit: defineEndpoint({
      method: 'PATCH',
      path: `${base}/edit`,
      summary: `Create (no id) or update one of the ${noun}`,
      access: { authority: codes.edit },
      isolation,
      body: edit,
      kind: 'envelope',
      response: record,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: `${base}/remove`,
      summary: `Remove one of the ${noun}${declaration.removeRule ? `; ${declaration.removeRule}` : ''}`,
      access: { authority: codes.remove },
      isolation,
      query: z.object({ id: idParamSchema }),
      kind: 'envelope',
      response: z.null(),
    }),
  };

  // A record with a life cycle has a history: its state changes, oldest first.
  const stateful = Object.values(declaration.fields).some((spec) => spec.editableIn);
  const history = stateful
    ? {
        history: defineEndpoint({
          method: 'POST',
          path: `${base}/history`,
          summary: `The state changes of one of the ${noun}, oldest first (who, when, from, to)`,
          access: { authority: codes.list },
          isolation,
          body: z.object({ id: idSchema }),
          kind: 'envelope',
          response: z.array(stateLogEntrySchema),
        }),
      }
    : {};

  const actions = Object.fromEntries(
    Object.entries(declaration.actions ?? {}).map(([name, action]) => [
      name,
      defineEndpoint({
        method: 'POST',
        path: `${base}/${kebabCase(name)}`,
        summary: action.summary,
        access: { authority: actionCode(action) },
        isolation,
        body: action.input,
        kind: 'envelope',
        response: z.array(record),
      }),
    ]),
  ) as unknown as { [K in keyof A]: ActionEndpoint<A[K]['input']> };

  return {
    ...declaration,
    labels: completeLabels<F, keyof A & string>(declaration.fields, declaration.labels),
    display: declaration.display ?? ('name' as keyof F & string),
    exportable: declaration.exportable ?? true,
    // Checked against the fields above; read generically (any resource's header) from here on.
    totals: declaration.totals as TotalsDeclaration | undefined,
    code,
    codes,
    /** Action name → its authority code. */
    actionCodes: Object.fromEntries(
      Object.entries(declaration.actions ?? {}).map(([name, action]) => [name, actionCode(action)]),
    ) as Record<keyof A & string, string>,
    screenPath: `/${declaration.key}/index`,
    /** The field `state()` declares, if the records have a life cycle. */
    stateField: Object.entries(declaration.fields).find(([, spec]) => spec.editableIn)?.[0] as
      (keyof F & string) | undefined,
    schemas: { record, filter, edit },
    writable: (declaration.writable ?? true) as W,
    endpoints: {
      ...reads,
      ...(totals as { totals?: TotalsEndpoint }),
      ...((declaration.writable === false ? {} : writes) as W extends false
        ? Record<never, never>
        : typeof writes),
      ...(history as HistoryOf<F>),
      ...actions,
    },
  };
};

export type Resource = ReturnType<
  typeof defineResource<Record<string, FieldSpec>, Record<never, ActionDeclaration>, boolean>
>;
