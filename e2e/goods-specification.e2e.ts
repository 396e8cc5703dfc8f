// Specifications in a real browser against the real server, as the Sunrise tenant admin: a
// specification group, a specification with its values (颜色: 红色, 黑色), one added through the
// chooser's 添加商品规格 dialog, category properties saved through 是否确定保存所填商品分类属性?;
// and a user without GOODS_SPECIFICATION_GROUP_LIST sees no query or add buttons in the chooser.
import {
  endpoints,
  type AuthorityNode,
  type GoodsTypePropsWithValues,
  type GoodsTypeRecord,
  type LoginResult,
  type SpecificationRecord,
} from '@retail/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { api, chooseOption, openSelect } from './support/admin';
import { useBrowser } from './support/browser';
import { logIn, settled, toastWith as toast, waitForPath } from './support/console';

const account = (userName: string) => {
  const found = DEMO_ACCOUNTS.find((entry) => entry.userName === userName);
  if (!found) throw new Error(`No ${userName} demo account`);
  return found;
};
const SUNRISE_ADMIN = account('sunrise.admin');
/** A demo category of Sunrise Retail without seeded properties. */
const CATEGORY = 'Snacks';

const switchToChinese = async (page: Page) => {
  await page.getByTestId('lang-select').click();
  await page.getByTestId('lang-zh').click();
  await expect.poll(() => page.getByTestId('tab').first().textContent()).toBe('首页');
};

/** A resource screen (another kept view may hold the same controls). */
const resource = (page: Page, key: string) => page.getByTestId(`resource-${key}`);
const listRow = (screen: Locator, text: string) =>
  screen.getByTestId('list-table').locator('tr.ant-table-row').filter({ hasText: text });

/** Saves an open resource edit dialog and waits for 操作成功!. */
const saveDialog = async (page: Page, testId: string) => {
  await page.getByTestId(`${testId}-save`).click();
  await toast(page, '操作成功!').waitFor();
  await page.getByTestId(testId).waitFor({ state: 'hidden' });
};

/** Logs in through the API (setup), with the caller's authority tree. */
const apiSession = (credentials: { userName: string; password: string }) =>
  api<LoginResult>(null, 'POST', endpoints.auth.login.path, credentials);

const categoryId = async (token: string): Promise<number> => {
  const types = await api<GoodsTypeRecord[]>(
    token,
    'POST',
    endpoints.goodsType.queryForList.path,
    {},
  );
  const found = types.find((type) => type.name === CATEGORY);
  if (!found) throw new Error(`No ${CATEGORY} category`);
  return found.id;
};

/** Opens the category-properties screen on the demo category. */
const openCategory = async (page: Page) => {
  await page.goto('/goodsTypeProps/index');
  await page.getByTestId('type-props-screen').waitFor();
  await openSelect(page, 'type-props-category');
  await chooseOption(page, CATEGORY);
  await waitForPath(page, '/goodsTypeProps/index');
  await page.getByTestId('type-props-form').waitFor();
};

describe('goods specifications', () => {
  const browser = useBrowser();

  it('a tenant admin creates a group, a specification with values, and one through 添加商品规格', async () => {
    const { page } = browser;
    const suffix = Date.now().toString(36);
    const groupName = `E2E 分组 ${suffix}`;
    const colour = `颜色 ${suffix}`;
    const added = `尺寸 ${suffix}`;
    const { token } = await apiSession(SUNRISE_ADMIN);
    try {
      await logIn(page, SUNRISE_ADMIN);
      await switchToChinese(page);

      // A specification group.
      await page.goto('/goodsSpecificationGroup/index');
      const groups = resource(page, 'goods-specification-group');
      await groups.waitFor();
      await groups.getByTestId('list-add').click();
      const groupDialog = page.getByTestId('goods-specification-group-edit-dialog');
      await settled(groupDialog);
      await groupDialog.getByTestId('field-name').fill(groupName);
      await saveDialog(page, 'goods-specification-group-edit-dialog');
      await listRow(groups, groupName).waitFor();

      // A specification in that group.
      await page.goto('/goodsSpecification/index');
      const specifications = resource(page, 'goods-specification');
      await specifications.waitFor();
      await specifications.getByTestId('list-add').click();
      const specDialog = page.getByTestId('goods-specification-edit-dialog');
      await settled(specDialog);
      await specDialog.getByTestId('field-parameterName').fill(colour);
      await specDialog.getByTestId('field-parameterCode').fill(`E2E_COLOR_${suffix}`);
      await openSelect(page, 'field-groupId', specDialog);
      await chooseOption(page, groupName);
      await openSelect(page, 'field-isMutilSelect', specDialog);
      await chooseOption(page, '是');
      await saveDialog(page, 'goods-specification-edit-dialog');
      const specRow = listRow(specifications, colour);
      await specRow.waitFor();
      expect(await specRow.textContent()).toContain(groupName);

      // Its values, on the values screen of that specification.
      await specRow.locator('[data-testid^="row-items-"]').click();
      await waitForPath(page, '/goodsSpecificationItem/index');
      const items = resource(page, 'goods-specification-item');
      await items.waitFor();
      for (const value of ['红色', '黑色']) {
        await items.getByTestId('list-add').click();
        const itemDialog = page.getByTestId('goods-specification-item-edit-dialog');
        await settled(itemDialog);
        await itemDialog.getByTestId('field-itemValue').fill(value);
        await saveDialog(page, 'goods-specification-item-edit-dialog');
        await listRow(items, value).waitFor();
      }
      expect(await items.getByTestId('list-table').locator('tr.ant-table-row').count()).toBe(2);

      // The chooser on the category: its query finds the new specification with its values.
      await openCategory(page);
      await page.getByTestId('category-specifications-choose').click();
      const chooser = page.getByTestId('specification-chooser');
      await settled(chooser);
      await page.getByText('商品分类规格选择', { exact: true }).waitFor();
      expect(await chooser.getByTestId('list-page-size').textContent()).toContain('10');
      await chooser.getByTestId('specification-chooser-name').fill(colour);
      await chooser.getByTestId('specification-chooser-query').click();
      const found = chooser.locator('tr.ant-table-row').filter({ hasText: colour });
      await found.waitFor();
      expect(await found.textContent()).toContain('红色');
      expect(await found.textContent()).toContain('黑色');

      // 添加商品规格: the new specification is listed and ticked.
      await chooser.getByTestId('specification-chooser-add').click();
      const addDialog = page.getByTestId('goods-specification-edit-dialog');
      await settled(addDialog);
      await page.locator('.ant-modal-title', { hasText: '添加商品规格' }).waitFor();
      await addDialog.getByTestId('field-parameterName').fill(added);
      await saveDialog(page, 'goods-specification-edit-dialog');
      const addedRow = chooser.locator('tr.ant-table-row').filter({ hasText: added });
      await addedRow.waitFor();
      expect(await addedRow.locator('input[type="checkbox"]').isChecked()).toBe(true);
      expect(await addedRow.textContent()).toContain(CATEGORY);
      await chooser.getByTestId('specification-chooser-confirm').click();
      await page
        .getByTestId('category-specifications')
        .locator('tr.ant-table-row')
        .filter({ hasText: added })
        .waitFor();
    } finally {
      // Leave the demo data as it was: the specifications (values go with them), then the group.
      const specs = await api<SpecificationRecord[]>(
        token,
        'POST',
        endpoints.goodsSpecification.queryForList.path,
        { parameterName: suffix },
      );
      for (const spec of specs)
        await api(token, 'DELETE', `${endpoints.goodsSpecification.remove.path}?id=${spec.id}`);
      const groups = await api<Array<{ id: number }>>(
        token,
        'POST',
        endpoints.goodsSpecificationGroup.queryForList.path,
        { name: suffix },
      );
      for (const group of groups)
        await api(
          token,
          'DELETE',
          `${endpoints.goodsSpecificationGroup.remove.path}?id=${group.id}`,
        );
    }
  });

  it('saving category properties asks 是否确定保存所填商品分类属性? and then says 操作成功!', async () => {
    const { page } = browser;
    const suffix = Date.now().toString(36);
    const property = `E2E 属性 ${suffix}`;
    const { token } = await apiSession(SUNRISE_ADMIN);
    const goodsTypeId = await categoryId(token);
    const before = await api<GoodsTypePropsWithValues[]>(
      token,
      'POST',
      endpoints.goodsTypePropsCalls.queryTypeProps.path,
      { goodsTypeId },
    );
    try {
      await logIn(page, SUNRISE_ADMIN);
      await switchToChinese(page);
      await openCategory(page);
      await page.getByTestId('type-props-add').click();
      const index = before.length;
      await page.getByTestId(`type-prop-${index}-name`).fill(property);
      await openSelect(page, `type-prop-${index}-input-type`);
      await chooseOption(page, '单选');
      const values = page.getByTestId(`type-prop-${index}-values`).locator('input');
      for (const value of ['原味', '辣味']) {
        await values.fill(value);
        await values.press('Enter');
      }

      // 取消 keeps the category as it was.
      await page.getByTestId('type-props-save').click();
      const confirm = page.locator('.ant-modal-confirm').last();
      await confirm.getByText('是否确定保存所填商品分类属性?').waitFor();
      expect(
        (await confirm.getByTestId('type-props-confirm-ok').textContent())?.replace(/\s/g, ''),
      ).toBe('确定');
      expect(
        (await confirm.getByTestId('type-props-confirm-cancel').textContent())?.replace(/\s/g, ''),
      ).toBe('取消');
      await confirm.getByTestId('type-props-confirm-cancel').click();
      await confirm.waitFor({ state: 'hidden' });
      const unchanged = await api<GoodsTypePropsWithValues[]>(
        token,
        'POST',
        endpoints.goodsTypePropsCalls.queryTypeProps.path,
        { goodsTypeId },
      );
      expect(unchanged.map((prop) => prop.propName)).toEqual(before.map((prop) => prop.propName));

      // 确定 saves, and a reload shows the saved property with its values.
      await page.getByTestId('type-props-save').click();
      const again = page.locator('.ant-modal-confirm').last();
      await again.getByText('是否确定保存所填商品分类属性?').waitFor();
      await again.getByTestId('type-props-confirm-ok').click();
      await toast(page, '操作成功!').waitFor();
      await page.reload();
      await expect
        .poll(() => page.getByTestId(`type-prop-${index}-name`).inputValue())
        .toBe(property);
      const shown = (await page.getByTestId(`type-prop-${index}-values`).textContent()) ?? '';
      expect(shown).toContain('原味');
      expect(shown).toContain('辣味');
    } finally {
      // The category's properties as they were.
      await api(token, 'POST', endpoints.goodsTypePropsCalls.saveTypeProps.path, {
        goodsTypeId,
        props: before.map((prop) => ({
          id: prop.id,
          propName: prop.propName,
          propCode: prop.propCode,
          inputType: prop.inputType,
          isMust: prop.isMust,
          sort: prop.sort,
          remark: prop.remark,
          values: prop.values.map((value) => value.value),
        })),
      });
    }
  });

  it('a user without GOODS_SPECIFICATION_GROUP_LIST sees no query or add button in the chooser', async () => {
    const { page } = browser;
    const suffix = Date.now().toString(36);
    // Setup as the tenant admin: a role with the category and specification screens (editing
    // included) but not the group list, and a user holding it.
    const admin = await apiSession(SUNRISE_ADMIN);
    const ids = new Map<string, number>();
    const walk = (nodes: AuthorityNode[]) =>
      nodes.forEach((node) => (ids.set(node.code, node.id), walk(node.children)));
    walk(admin.userAuthorities);
    const codes = [
      'GOODS_MANAGE',
      'GOODS_TYPE',
      'GOODS_TYPE_LIST',
      'GOODS_TYPE_PROPS',
      'GOODS_TYPE_PROPS_LIST',
      'GOODS_SPECIFICATION',
      'GOODS_SPECIFICATION_LIST',
      'GOODS_SPECIFICATION_EDIT',
    ];
    const role = await api<{ id: number }>(admin.token, 'PATCH', endpoints.role.edit.path, {
      name: `E2E specifications ${suffix}`,
      code: `E2E_SPEC_${suffix}`,
    });
    let userId: number | undefined;
    try {
      await api(admin.token, 'POST', endpoints.role.setAuthorities.path, {
        id: role.id,
        authorityIds: codes.map((code) => ids.get(code)!),
      });
      const user = { userName: `e2e.spec.${suffix}`, password: 'E2e#Spec12345' };
      userId = (
        await api<{ id: number }>(admin.token, 'PATCH', endpoints.user.edit.path, {
          ...user,
          name: `E2E ${suffix}`,
          enabled: true,
          roleIds: [role.id],
        })
      ).id;

      await logIn(page, user);
      await switchToChinese(page);
      await openCategory(page);
      await page.getByTestId('category-specifications-choose').click();
      const chooser = page.getByTestId('specification-chooser');
      await settled(chooser);
      await page.getByText('商品分类规格选择', { exact: true }).waitFor();
      // The tenant's specifications are listed (the demo 颜色 serves every category)…
      await chooser.locator('tr.ant-table-row').filter({ hasText: '颜色' }).first().waitFor();
      // …but neither 查询 nor 添加商品规格 exists.
      expect(await chooser.getByTestId('specification-chooser-query').count()).toBe(0);
      expect(await chooser.getByTestId('specification-chooser-add').count()).toBe(0);
      expect(await chooser.getByText('查询').count()).toBe(0);
      expect(await chooser.getByText('添加商品规格').count()).toBe(0);
    } finally {
      if (userId) await api(admin.token, 'DELETE', `${endpoints.user.remove.path}?id=${userId}`);
      await api(admin.token, 'DELETE', `${endpoints.role.remove.path}?id=${role.id}`);
    }
  });
});
