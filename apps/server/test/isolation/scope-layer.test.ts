import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { AppError } from '../../src/lib/app-error';
import { type Scope, scopeOf, subtreeRange } from '../../src/scope/scope';
import {
  findOwnedOr404,
  narrowScope,
  ownedInsert,
  scoped,
  scopedDelete,
  scopedUpdate,
} from '../../src/scope/scoped-db';
import { startTestApp, type TestApp } from '../support/test-app';

// The scope layer on the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
// with the demo tenants: Sunrise Retail (Downtown with a Kiosk below it, Uptown) and Harbour Mart.
describe('scope layer', () => {
  let t: TestApp;
  let db: Db;
  const organ = async (organName: string) =>
    db.selectFrom('organ').selectAll().where('organName', '=', organName).executeTakeFirstOrThrow();
  const scopeOfUser = async (userName: string): Promise<Scope> => {
    const user = await db
      .selectFrom('user')
      .selectAll()
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow();
    return scopeOf(
      { ...user, userId: user.id, roles: [], authorityCodes: new Set(), jti: 'test' },
      Date.UTC(2026, 0, 2, 3, 4, 5),
    );
  };
  const organNames = async (scope: Scope, view = scoped(db, scope).view) =>
    (
      await scoped(db, scope, view).selectFrom('organ').select('organName').orderBy('id').execute()
    ).map((row) => row.organName);
  const notFound = (promise: Promise<unknown>) =>
    expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.status === 404);

  beforeAll(async () => {
    t = await startTestApp({ config: { seed: 'demo', captcha: false } });
    db = t.app.db;
  });
  afterAll(() => t.close());

  it('turns a path into the half-open range of its subtree', () => {
    expect(subtreeRange('/1/5/')).toEqual(['/1/5/', '/1/50']);
    const [from, below] = subtreeRange('/1/5/');
    for (const inside of ['/1/5/', '/1/5/7/', '/1/5/70/99/']) {
      expect(inside >= from && inside < below).toBe(true);
    }
    for (const outside of ['/1/', '/1/50/', '/1/51/', '/1/6/', '/1/4/9/']) {
      expect(outside >= from && outside < below).toBe(false);
    }
  });

  it('reads with an index range on organPath, never LIKE', async () => {
    const scope = await scopeOfUser('sunrise.admin');
    const compiled = scoped(db, scope).selectFrom('user').selectAll().compile();
    expect(compiled.sql).toMatch(/"organ_path" >= .* and "organ_path" < /);
    expect(compiled.sql.toLowerCase()).not.toContain('like');
    expect(compiled.sql).toContain('"tenant_id" =');
  });

  it('shows each caller their own organisation and everything below it, nothing else', async () => {
    const platform = await scopeOfUser('admin');
    const tenantAdmin = await scopeOfUser('sunrise.admin');
    const store = await scopeOfUser('sunrise.store');
    expect(platform.platform).toBe(true);
    expect(tenantAdmin.platform).toBe(false);
    expect(await organNames(platform)).toEqual(
      expect.arrayContaining(['Platform', 'Sunrise Retail', 'Harbour Mart', 'Harbour Pier Store']),
    );
    const sunrise = await organNames(tenantAdmin);
    expect(sunrise).toContain('Sunrise Uptown');
    expect(sunrise.some((name) => name.startsWith('Harbour') || name === 'Platform')).toBe(false);
    expect(await organNames(store)).toEqual(['Sunrise Downtown', 'Sunrise Downtown Kiosk']);
  });

  it('narrows by a selector but never beyond the caller', async () => {
    const platform = await scopeOfUser('admin');
    const tenantAdmin = await scopeOfUser('sunrise.admin');
    const harbour = await organ('Harbour Mart');
    const downtown = await organ('Sunrise Downtown');
    const uptown = await organ('Sunrise Uptown');
    // Platform staff pick a tenant.
    const harbourOnly = await organNames(
      platform,
      await narrowScope(db, platform, { tenantId: harbour.tenantId }),
    );
    expect(harbourOnly.length).toBeGreaterThan(1);
    expect(harbourOnly.every((name) => name.startsWith('Harbour'))).toBe(true);
    // Tenant staff naming another tenant, or its organisations, get nothing.
    for (const filter of [
      { tenantId: harbour.tenantId },
      { organId: harbour.id },
      { organIds: [harbour.id] },
    ]) {
      expect(await organNames(tenantAdmin, await narrowScope(db, tenantAdmin, filter))).toEqual([]);
    }
    // selfAndSub and selected; a foreign id in a selection is dropped.
    expect(
      await organNames(tenantAdmin, await narrowScope(db, tenantAdmin, { organId: downtown.id })),
    ).toEqual(['Sunrise Downtown', 'Sunrise Downtown Kiosk']);
    expect(
      await organNames(
        tenantAdmin,
        await narrowScope(db, tenantAdmin, { organIds: [uptown.id, harbour.id] }),
      ),
    ).toEqual(['Sunrise Uptown']);
    // A store operator cannot widen their scope to their sibling.
    const store = await scopeOfUser('sunrise.store');
    expect(await organNames(store, await narrowScope(db, store, { organId: uptown.id }))).toEqual(
      [],
    );
  });

  it('fills owner and audit fields on insert, and refuses owners outside the scope', async () => {
    const tenantAdmin = await scopeOfUser('sunrise.admin');
    const uptown = await organ('Sunrise Uptown');
    const own = await ownedInsert(db, tenantAdmin, 'role', {
      name: 'Scoped',
      code: 'scoped-own',
      organPath: '/forged/',
    });
    expect(own).toMatchObject({
      tenantId: tenantAdmin.tenantId,
      organId: tenantAdmin.organId,
      organPath: tenantAdmin.organPath,
      createBy: 'sunrise.admin',
      updateBy: 'sunrise.admin',
    });
    expect(own.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const below = await ownedInsert(db, tenantAdmin, 'role', {
      name: 'Below',
      code: 'scoped-below',
      organId: uptown.id,
      tenantId: tenantAdmin.tenantId,
    });
    expect(below).toMatchObject({ organId: uptown.id, organPath: uptown.organPath });
    expect(below.tenantId).toBe(tenantAdmin.tenantId);

    const harbour = await organ('Harbour Mart');
    const before = await db.selectFrom('role').select('id').execute();
    await notFound(
      ownedInsert(db, tenantAdmin, 'role', { name: 'x', code: 'x1', organId: harbour.id }),
    );
    await notFound(
      ownedInsert(db, tenantAdmin, 'role', { name: 'x', code: 'x2', tenantId: harbour.tenantId }),
    );
    // An own organisation paired with another tenant's id is a forgery, not a choice.
    await notFound(
      ownedInsert(db, tenantAdmin, 'role', {
        name: 'x',
        code: 'x3',
        organId: uptown.id,
        tenantId: harbour.tenantId,
      }),
    );
    expect(await db.selectFrom('role').select('id').execute()).toEqual(before);
  });

  it('answers 404 and changes nothing for a record outside the scope', async () => {
    const store = await scopeOfUser('sunrise.store');
    const tenantAdmin = await scopeOfUser('sunrise.admin');
    const uptown = await organ('Sunrise Uptown');
    const sibling = await ownedInsert(db, tenantAdmin, 'role', {
      name: 'Sibling',
      code: 'sibling',
      organId: uptown.id,
    });
    const snapshot = await db.selectFrom('role').selectAll().orderBy('id').execute();
    await notFound(findOwnedOr404(db, store, 'role', sibling.id));
    await notFound(scopedUpdate(db, store, 'role', sibling.id, { name: 'Stolen' }));
    await notFound(scopedDelete(db, store, 'role', sibling.id));
    // Moving one's own record into a sibling is refused too.
    const mine = await ownedInsert(db, store, 'role', { name: 'Mine', code: 'mine' });
    await notFound(scopedUpdate(db, store, 'role', mine.id, { organId: uptown.id }));
    expect(
      await db.selectFrom('role').selectAll().where('id', '!=', mine.id).orderBy('id').execute(),
    ).toEqual(snapshot);
    expect(await findOwnedOr404(db, store, 'role', mine.id)).toMatchObject({ name: 'Mine' });

    // Inside the scope the same calls work and stamp the update.
    const later = { ...tenantAdmin, nowMs: tenantAdmin.nowMs + 60_000 };
    const renamed = await scopedUpdate(db, later, 'role', sibling.id, { name: 'Renamed' });
    expect(renamed).toMatchObject({ name: 'Renamed', createDate: sibling.createDate });
    expect(renamed.updateDate).not.toBe(sibling.updateDate);
    await scopedDelete(db, tenantAdmin, 'role', sibling.id);
    await notFound(findOwnedOr404(db, tenantAdmin, 'role', sibling.id));
  });
});
