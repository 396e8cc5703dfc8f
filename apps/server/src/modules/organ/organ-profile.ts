import {
  isCreditCode,
  ORGAN_CONF_KEYS,
  organConfKeyOfCode,
  ROLE_CODE_PATTERN,
} from '@retail/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ActionHandler } from '../../resources/resource-actions';
import type { ResourceHooks, ResourceRow } from '../../resources/resource.service';
import type { Scope } from '../../scope/scope';
import { findOwnedOr404, type OwnedTable, untyped } from '../../scope/scoped-db';
import type { RoleService } from '../role/role.service';
import { ceilingOfType } from './organ-ceiling';

// The rules of the organisation screens (docs/organisations.md). Types: a key-like code. Profiles:
// a valid unified social credit code, one per organisation. Settings: a value within its key's
// bounds. Type authorities: a code of the authority tree. Role templates: a role-like code and
// authority codes of the tree within the type's ceiling. `apply` on a profile creates its type's
// templates as roles of its organisation through the role service.

const INFO = 'organInfo' as OwnedTable;

/** Role codes of applied templates: `<template code>.<organisation id>` (role codes are per tenant). */
export const appliedRoleCode = (templateCode: string, organId: number): string =>
  `${templateCode}.${organId}`;

/** '  A, B\nA ' → ['A', 'B']: the codes of a template, each once, in their order. */
export const codesOf = (text: unknown): string[] => [
  ...new Set(
    String(text ?? '')
      .split(/[\s,;，；]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];

const existingCodes = async (db: Db, codes: readonly string[]): Promise<Set<string>> => {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('authority')
    .select('code')
    .where('code', 'in', [...codes])
    .execute();
  return new Set(rows.map((row) => row.code));
};

const checkCodes = async (db: Db, codes: readonly string[], field: string): Promise<void> => {
  const known = await existingCodes(db, codes);
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined)
    throw new AppError(400, 'organAuthority.unknown', { field, values: { code: unknown } });
};

/** The organisation a profile is for: the one the body names, else the row's, else the caller's. */
const organOfEdit = async (db: Db, scope: Scope, body: Record<string, unknown>) => {
  if (typeof body.organId === 'number') return body.organId;
  if (typeof body.id === 'number') {
    const row = (await untyped(db)
      .selectFrom('organInfo')
      .select('organId')
      .where('id', '=', body.id)
      .executeTakeFirst()) as { organId: number } | undefined;
    if (row) return row.organId;
  }
  return scope.organId;
};

export const organProfileHooks = (db: Db) => ({
  organType: {
    check: async (_scope, body) => {
      if (!ROLE_CODE_PATTERN.test(String(body.code ?? '')))
        throw new AppError(400, 'organType.codeInvalid', { field: 'code' });
    },
  } satisfies ResourceHooks,

  organInfo: {
    check: async (scope, body) => {
      if (!isCreditCode(String(body.creditCode ?? '')))
        throw new AppError(400, 'organInfo.creditCodeInvalid', { field: 'creditCode' });
      const organId = await organOfEdit(db, scope, body);
      let other = untyped(db).selectFrom('organInfo').select('id').where('organId', '=', organId);
      if (typeof body.id === 'number') other = other.where('id', '<>', body.id);
      if (await other.executeTakeFirst())
        throw new AppError(400, 'organInfo.organTaken', { field: 'organId' });
    },
  } satisfies ResourceHooks,

  organConf: {
    check: async (_scope, body) => {
      const key = organConfKeyOfCode(Number(body.setting));
      if (!key) throw new AppError(400, 'field.invalid', { field: 'setting' });
      const { min, max } = ORGAN_CONF_KEYS[key];
      const value = Number(body.value);
      if (!Number.isInteger(value) || value < min || value > max)
        throw new AppError(400, 'organConf.valueOutOfRange', {
          field: 'value',
          values: { min: String(min), max: String(max) },
        });
    },
  } satisfies ResourceHooks,

  organAuthority: {
    check: async (_scope, body) => {
      await checkCodes(db, [String(body.authorityCode ?? '')], 'authorityCode');
    },
  } satisfies ResourceHooks,

  organRole: {
    check: async (_scope, body) => {
      if (!ROLE_CODE_PATTERN.test(String(body.code ?? '')))
        throw new AppError(400, 'organRole.codeInvalid', { field: 'code' });
      const codes = codesOf(body.authorityCodes);
      await checkCodes(db, codes, 'authorityCodes');
      const ceiling = await ceilingOfType(db, Number(body.organTypeId));
      const refused = ceiling ? codes.filter((code) => !ceiling.allows(code)) : [];
      if (ceiling && refused.length > 0)
        throw new AppError(400, 'organAuthority.outsideCeiling', {
          field: 'authorityCodes',
          values: { type: ceiling.type, codes: refused.join(', ') },
        });
    },
    // Stored as the codes once each, comma separated.
    prepare: async (_scope, values) => {
      const codes = codesOf(values.authorityCodes);
      return { authorityCodes: codes.length > 0 ? codes.join(', ') : null };
    },
  } satisfies ResourceHooks,
});

/**
 * `apply` on a profile: each role template of the profile's type becomes a role of the profile's
 * organisation (code `<template code>.<organisation id>`), with the template's authorities, made
 * and granted through the role service (so the caller grants only what they hold, within the
 * ceiling). A role whose code exists already is left as it is: applying twice creates nothing new.
 */
export const organProfileActions = (
  db: Db,
  roles: RoleService,
): { organInfo: Record<'apply', ActionHandler> } => ({
  organInfo: {
    apply: async ({ scope, body }) => {
      const info = (await findOwnedOr404(
        db,
        scope,
        INFO,
        (body as { id: number }).id,
      )) as unknown as ResourceRow & { organId: number; tenantId: number; organTypeId: number };
      const templates = (await untyped(db)
        .selectFrom('organRole')
        .select(['code', 'name', 'authorityCodes'])
        .where('tenantId', '=', info.tenantId)
        .where('organTypeId', '=', info.organTypeId)
        .orderBy('code')
        .execute()) as { code: string; name: string; authorityCodes: string | null }[];
      for (const template of templates) {
        const code = appliedRoleCode(template.code, info.organId);
        const existing = await db
          .selectFrom('role')
          .select('id')
          .where('tenantId', '=', info.tenantId)
          .where('code', '=', code)
          .executeTakeFirst();
        if (existing) continue;
        const role = await roles.edit(scope, { name: template.name, code, organId: info.organId });
        const codes = codesOf(template.authorityCodes);
        if (codes.length === 0) continue;
        const ids = await db
          .selectFrom('authority')
          .select('id')
          .where('code', 'in', codes)
          .execute();
        await roles.setAuthorities(scope, { id: role.id, authorityIds: ids.map((row) => row.id) });
      }
      return [info];
    },
  },
});
