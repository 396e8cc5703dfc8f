// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { z } from 'zod';
import { defineEndpoint, LIST_COUNT_CAP, pageQuerySchema } from '@retail/contract';
import { setLocale } from '../lib/i18n';
import { clearSession, saveSession } from '../lib/session-store';
import { defineResource } from './define-resource';
import { setDictionary } from './dictionary-store';
import { organQueryMode } from './organ-query-mode';
import { organTree } from './organ-store';
import { ResourceListScreen } from './resource-list-screen';
import { describeSchema } from './schema-fields';
import { ok, paged, routeFetch, type SeenRequest } from './route-fetch.test-support';

configure({ asyncUtilTimeout: 5000 });

// A fake endpoint table: the engine knows nothing of real domains.
const gadgetSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  colour: z.string(),
  enabled: z.boolean(),
});
const gadgetEditSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().trim().min(1).max(10),
  kind: z.enum(['big', 'small']),
  colour: z.string().optional(),
  enabled: z.boolean().optional(),
  secret: z.string().optional(),
});
const fake = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/test/gadget/list',
    summary: 'list',
    access: { authority: 'GADGET_LIST' },
    isolation: { owned: 'gadget' },
    query: pageQuerySchema,
    body: z.object({}).passthrough(),
    kind: 'paged',
    response: gadgetSchema,
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/api/test/gadget/edit',
    summary: 'edit',
    access: { authority: 'GADGET_EDIT' },
    isolation: { owned: 'gadget' },
    body: gadgetEditSchema,
    kind: 'envelope',
    response: gadgetSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/test/gadget/remove',
    summary: 'remove',
    access: { authority: 'GADGET_REMOVE' },
    isolation: { owned: 'gadget' },
    query: z.object({ id: z.coerce.number() }),
    kind: 'envelope',
    response: z.null(),
  }),
};

const gadgets = defineResource({
  key: 'gadget-test',
  endpoints: fake,
  authority: 'GADGET',
  exportable: false,
  fields: {
    name: { filter: true },
    kind: {},
    colour: { dictionary: 'COLOUR' },
    enabled: {},
    secret: { authority: 'PLATFROM_ORGAN_EDIT', column: false },
  },
  labels: {
    en: {
      title: 'Gadget',
      fields: {
        name: 'Name',
        kind: 'Kind',
        colour: 'Colour',
        enabled: 'Enabled',
        secret: 'Secret',
      },
      options: { kind: { big: 'Big one', small: 'Small one' } },
    },
    zh: {
      title: '小工具',
      fields: { name: '名称', kind: '种类', colour: '颜色', enabled: '启用', secret: '机密' },
      options: { kind: { big: '大', small: '小' } },
    },
    es: {
      title: 'Artilugio',
      fields: {
        name: 'Nombre',
        kind: 'Tipo',
        colour: 'Color',
        enabled: 'Activo',
        secret: 'Secreto',
      },
      options: { kind: { big: 'Grande', small: 'Pequeño' } },
    },
  },
});

const rows = [
  { id: 1, name: 'Alpha', kind: 'big', colour: 'R', enabled: true },
  { id: 2, name: 'Beta', kind: 'small', colour: 'G', enabled: false },
];

const ALL = { GADGET_LIST: true, GADGET_EDIT: true, GADGET_REMOVE: true };

const show = (visibleMap: Record<string, boolean> = ALL) => {
  saveSession({ token: 't', userId: 1, organId: 10, tenantId: 1, organPath: '/1/10/' }, visibleMap);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <ResourceListScreen resource={gadgets} />
      </AntdApp>
    </QueryClientProvider>,
  );
};

const lists = (requests: SeenRequest[]) => requests.filter((r) => r.path === fake.list.path);

beforeEach(async () => {
  clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  organQueryMode.set('selfAndSub');
  organTree.set([]);
  setDictionary([
    { bigType: 'COLOUR', value: 'R', desc: 'Red' },
    { bigType: 'COLOUR', value: 'G', desc: 'Green' },
    { bigType: 'ERROR_CODE', value: '400', desc: 'Mapped failure text' },
  ]);
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fields from the contract schema', () => {
  it('reads required, length limits and enum options', () => {
    const info = describeSchema(gadgetEditSchema);
    expect(info.name).toEqual({ kind: 'text', required: true, max: 10, min: 1 });
    expect(info.kind).toEqual({ kind: 'select', required: true, options: ['big', 'small'] });
    expect(info.colour?.required).toBe(false);
    expect(info.enabled).toEqual({ kind: 'switch', required: false });
    const resolved = Object.fromEntries(gadgets.resolved.map((field) => [field.name, field]));
    expect(resolved.colour?.kind).toBe('select');
    expect(gadgets.codes).toEqual({
      list: 'GADGET_LIST',
      edit: 'GADGET_EDIT',
      remove: 'GADGET_REMOVE',
    });
  });
});

describe('resource list screen', { timeout: 20_000 }, () => {
  it('lists the first page of 20 with labelled columns, enum and dictionary labels', async () => {
    const requests = routeFetch({ [`POST ${fake.list.path}`]: () => paged(rows, 2) });
    show();
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(screen.getByText('Big one')).toBeTruthy();
    expect(screen.getByText('Red')).toBeTruthy();
    expect(screen.getByText('Green')).toBeTruthy();
    expect(screen.getAllByText('Colour').length).toBeGreaterThan(0);
    expect(screen.getByTestId('list-total').textContent).toBe('Total 2');
    const [first] = lists(requests);
    expect(first?.query.get('pageSize')).toBe('20');
    expect(first?.query.get('pageNum')).toBe('1');
  });

  it('filters through the search area and pages through the pagination', async () => {
    const requests = routeFetch({ [`POST ${fake.list.path}`]: () => paged(rows, 45) });
    show();
    await screen.findByText('Alpha');
    fireEvent.change(within(screen.getByTestId('list-search-area')).getByTestId('field-name'), {
      target: { value: 'Al' },
    });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(lists(requests).some((r) => (r.body as { name?: string }).name === 'Al')).toBe(true),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(requests).at(-1)?.query.get('pageNum')).toBe('2'));
    expect((lists(requests).at(-1)?.body as { name?: string }).name).toBe('Al');
  });

  it('says "more than" the total of a search whose count stopped at the cap, and pages up to it', async () => {
    routeFetch({
      [`POST ${fake.list.path}`]: (request) => {
        const searched = Boolean((request.body as { name?: string } | undefined)?.name);
        const answer = paged(rows, searched ? LIST_COUNT_CAP : 45);
        return searched ? { body: { ...answer.body, totalCountCapped: true } } : answer;
      },
    });
    show();
    await screen.findByText('Alpha');
    expect(screen.getByTestId('list-total').textContent).toBe('Total 45');
    fireEvent.change(within(screen.getByTestId('list-search-area')).getByTestId('field-name'), {
      target: { value: 'Al' },
    });
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(screen.getByTestId('list-total').textContent).toBe(`More than ${LIST_COUNT_CAP}`),
    );
    // The pager reaches the cap's last page (20 a page).
    expect(screen.getByTitle(String(LIST_COUNT_CAP / 20))).toBeTruthy();
  });

  it('shows add, edit and remove only with their authority keys', async () => {
    routeFetch({ [`POST ${fake.list.path}`]: () => paged(rows) });
    show({ GADGET_LIST: true });
    await screen.findByText('Alpha');
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-remove-1')).toBeNull();
    cleanup();
    show({ GADGET_LIST: true, GADGET_REMOVE: true });
    await screen.findByText('Alpha');
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.getByTestId('row-remove-1')).toBeTruthy();
  });

  it('a failed list shows the server description, else the error map, else no data found', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { successful: false, status: 400, description: 'Filter refused by the server' },
    };
    routeFetch({ [`POST ${fake.list.path}`]: () => answer });
    show();
    expect(await screen.findByText('Filter refused by the server')).toBeTruthy();

    answer = { status: 400, body: { successful: false, status: 400 } };
    fireEvent.click(screen.getByTestId('list-refresh'));
    expect(await screen.findByText('Mapped failure text')).toBeTruthy();

    answer = { status: 200, body: { successful: false, status: 200 } };
    fireEvent.click(screen.getByTestId('list-refresh'));
    expect(await screen.findByText('no data found')).toBeTruthy();
  });

  it('adds a record: contract rules first, then 操作成功! and a reload', async () => {
    await setLocale('zh');
    const requests = routeFetch({
      [`POST ${fake.list.path}`]: () => paged(rows),
      [`PATCH ${fake.edit.path}`]: () => ok({ ...rows[0], id: 3 }),
    });
    show();
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('gadget-test-edit-dialog');
    // The field guarded by PLATFROM_ORGAN_EDIT does not exist for this user.
    expect(within(dialog).queryByTestId('field-secret')).toBeNull();
    fireEvent.click(screen.getByTestId('gadget-test-edit-dialog-save'));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(screen.getByText('请输入种类')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('field-name'), {
      target: { value: 'Far too long name' },
    });
    expect(await screen.findByText('名称最多10个字符')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('field-name'), { target: { value: 'Gamma' } });
    const before = lists(requests).length;
    await act(async () => {
      fireEvent.mouseDown(
        within(dialog)
          .getByTestId('field-kind')
          .querySelector('.ant-select-content, .ant-select-selector') ??
          within(dialog).getByTestId('field-kind'),
      );
    });
    const option = (await screen.findAllByText('大')).find((el) =>
      el.closest('.ant-select-item-option'),
    );
    fireEvent.click(option!);
    fireEvent.click(screen.getByTestId('gadget-test-edit-dialog-save'));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const saved = requests.find((r) => r.method === 'PATCH');
    expect(saved?.body).toMatchObject({ name: 'Gamma', kind: 'big' });
    await waitFor(() => expect(lists(requests).length).toBeGreaterThan(before));
  });

  it('editing sends the id; closing with unsaved edits asks 确认关闭？', async () => {
    await setLocale('zh');
    const requests = routeFetch({
      [`POST ${fake.list.path}`]: () => paged(rows),
      [`PATCH ${fake.edit.path}`]: () => ok(rows[1]),
    });
    show();
    await screen.findByText('Beta');
    fireEvent.click(screen.getByTestId('row-edit-2'));
    const dialog = await screen.findByTestId('gadget-test-edit-dialog');
    expect((within(dialog).getByTestId('field-name') as HTMLInputElement).value).toBe('Beta');
    fireEvent.change(within(dialog).getByTestId('field-name'), { target: { value: 'Beta 2' } });
    fireEvent.click(screen.getByTestId('gadget-test-edit-dialog-cancel'));
    expect((await screen.findAllByText('确认关闭？')).length).toBeGreaterThan(0);
    fireEvent.click(document.querySelector('.ant-modal-confirm .ant-btn:not(.ant-btn-primary)')!);
    fireEvent.click(screen.getByTestId('gadget-test-edit-dialog-save'));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      id: 2,
      name: 'Beta 2',
      kind: 'small',
    });
  });

  it('removes after asking, then says deleted successfully', async () => {
    const requests = routeFetch({
      [`POST ${fake.list.path}`]: () => paged(rows),
      [`DELETE ${fake.remove.path}`]: () => ok(null),
    });
    show();
    await screen.findByText('Alpha');
    fireEvent.click(screen.getByTestId('row-remove-1'));
    expect(await screen.findByText('Delete this record?')).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-remove-ok'));
    expect(await screen.findByText('deleted successfully')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('id')).toBe('1');
  });
});

describe('scope selectors', { timeout: 20_000 }, () => {
  const tree = [
    {
      id: 1,
      parentId: null,
      organName: 'Platform',
      organPath: '/1/',
      type: 0,
      children: [
        {
          id: 10,
          parentId: 1,
          organName: 'Sunrise',
          organPath: '/1/10/',
          type: 1,
          tenantId: 10,
          children: [
            {
              id: 11,
              parentId: 10,
              organName: 'Sunrise East',
              organPath: '/1/10/11/',
              type: 2,
              tenantId: 10,
            },
          ],
        },
        { id: 20, parentId: 1, organName: 'Harbour', organPath: '/1/20/', type: 1, tenantId: 20 },
      ],
    },
  ];

  it('are absent without PLATFROM_TENANT_QUERY and PLATFROM_ORGAN_QUERY', async () => {
    routeFetch({ [`POST ${fake.list.path}`]: () => paged(rows) });
    organTree.set(tree);
    show();
    await screen.findByText('Alpha');
    expect(screen.queryByTestId('scope-tenant')).toBeNull();
    expect(screen.queryByTestId('scope-organ')).toBeNull();
  });

  it('single-select in selfAndSub mode sends organId and organPath; multi-select in selected mode sends organIds', async () => {
    const requests = routeFetch({ [`POST ${fake.list.path}`]: () => paged(rows) });
    organTree.set(tree);
    show({ ...ALL, PLATFROM_TENANT_QUERY: true, PLATFROM_ORGAN_QUERY: true });
    await screen.findByText('Alpha');
    expect(screen.getByTestId('scope-tenant')).toBeTruthy();
    const organ = screen.getByTestId('scope-organ');
    expect(organ.getAttribute('data-mode')).toBe('selfAndSub');
    expect(organ.className).not.toContain('multiple');
    await act(async () => {
      fireEvent.mouseDown(
        organ.querySelector('.ant-select-content, .ant-select-selector') ?? organ,
      );
    });
    fireEvent.click(await screen.findByTitle('Sunrise East'));
    await waitFor(() =>
      expect(lists(requests).at(-1)?.body).toMatchObject({ organId: 11, organPath: '/1/10/11/' }),
    );

    act(() => organQueryMode.set('selected'));
    const multi = await screen.findByTestId('scope-organ');
    expect(multi.getAttribute('data-mode')).toBe('selected');
    expect(multi.className).toContain('multiple');
    await act(async () => {
      fireEvent.mouseDown(
        multi.querySelector('.ant-select-content, .ant-select-selector') ?? multi,
      );
    });
    fireEvent.click(await screen.findByTitle('Harbour'));
    await waitFor(() => expect(lists(requests).at(-1)?.body).toMatchObject({ organIds: [11, 20] }));
  });
});
