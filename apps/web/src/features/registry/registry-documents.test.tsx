// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defineResource,
  integer,
  money,
  reference,
  requiredTextOf,
  type Resource,
  state,
  text,
  transitionInput,
} from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { ownedRecord } from '../../resources/records.test-support';
import { registryResource } from '../../resources/registry-resource';
import { renderScreen } from '../../resources/render.test-support';
import { resourceScreen } from '../../resources/resource-list-screen';
import {
  bodiesOf,
  ok,
  paged,
  refused,
  routeFetch,
  routeOf,
} from '../../resources/route-fetch.test-support';
import { expectToast, setUpScreenTests } from '../../resources/screen.test-support';

setUpScreenTests('en', 30_000);

// Test-only resources: a document with a life cycle, its lines with amounts, a ledger no one
// edits. They go through the same registryResource as the declared ones.

const STATES = { en: { '0': 'Draft', '10': 'Received', '-10': 'Void' } };
const docDeclared = defineResource({
  key: 'testDoc',
  service: 'admin',
  table: 'test_doc',
  scope: 'organ',
  noun: 'Test documents',
  menu: { directory: 'TEST_MANAGE', icon: 'form' },
  fields: {
    formNo: text({ max: 32, readOnly: true, filter: true }),
    name: text({ max: 50, required: true }),
    total: money({ readOnly: true }),
    state: state([0, 10, -10], { initial: 0, editableIn: [0], filter: true }),
    trackingNo: text({ max: 32, readOnly: true, list: false }),
  },
  defaultSort: ['formNo'],
  display: 'formNo',
  actions: {
    receive: {
      input: transitionInput,
      authority: 'RECEIVE',
      summary: 'Receive',
      transition: { from: [0], to: 10 },
    },
    void: {
      input: transitionInput,
      authority: 'VOID',
      summary: 'Void',
      transition: { from: [0, 10], to: -10 },
    },
    dispatch: {
      input: transitionInput.extend({
        trackingNo: requiredTextOf(32),
        remark: requiredTextOf(500),
      }),
      authority: 'DISPATCH',
      summary: 'Dispatch with a tracking number and a reason',
      transition: { from: [0], to: 10 },
    },
  },
  labels: {
    en: {
      title: 'Test document',
      fields: {
        formNo: 'Document no.',
        name: 'Name',
        total: 'Total',
        state: 'State',
        trackingNo: 'Tracking no.',
      },
      options: { state: STATES.en },
      actions: { receive: 'Receive', void: 'Void', dispatch: 'Dispatch' },
    },
    zh: {
      title: '测试单',
      fields: { formNo: '单号', name: '名称', total: '合计', state: '状态', trackingNo: '运单号' },
      options: { state: { '0': '草稿', '10': '已收货', '-10': '作废' } },
      actions: { receive: '收货', void: '作废', dispatch: '发货' },
    },
    es: {
      title: 'Documento de prueba',
      fields: {
        formNo: 'N.º',
        name: 'Nombre',
        total: 'Total',
        state: 'Estado',
        trackingNo: 'N.º de seguimiento',
      },
      options: { state: { '0': 'Borrador', '10': 'Recibido', '-10': 'Anulado' } },
      actions: { receive: 'Recibir', void: 'Anular', dispatch: 'Enviar' },
    },
  },
});

const lineDeclared = defineResource({
  key: 'testDocLine',
  service: 'admin',
  table: 'test_doc_line',
  scope: 'parent',
  parent: { resource: 'testDoc', field: 'testDocId' },
  noun: 'Test document lines',
  menu: { directory: 'TEST_MANAGE', icon: 'form', hidden: true },
  fields: {
    testDocId: reference('testDoc', { required: true, filter: true }),
    goodsName: text({ max: 50, required: true }),
    price: money(),
    amount: money({ readOnly: true }),
  },
  defaultSort: ['goodsName'],
  display: 'goodsName',
  labels: {
    en: {
      title: 'Lines',
      fields: { testDocId: 'Document', goodsName: 'Goods', price: 'Unit price', amount: 'Amount' },
    },
    zh: {
      title: '明细',
      fields: { testDocId: '单据', goodsName: '商品', price: '单价', amount: '金额' },
    },
    es: {
      title: 'Líneas',
      fields: {
        testDocId: 'Documento',
        goodsName: 'Artículo',
        price: 'Precio',
        amount: 'Importe',
      },
    },
  },
});

const ledgerDeclared = defineResource({
  key: 'testLedger',
  service: 'admin',
  table: 'test_ledger',
  scope: 'organ',
  writable: false,
  noun: 'Test ledger',
  menu: { directory: 'TEST_MANAGE', icon: 'form' },
  fields: {
    goodsName: text({ max: 50, required: true, filter: true }),
    quantity: integer({ min: 0, max: 1000 }),
    amount: money(),
  },
  defaultSort: ['goodsName'],
  display: 'goodsName',
  labels: {
    en: { title: 'Ledger', fields: { goodsName: 'Goods', quantity: 'Quantity', amount: 'Amount' } },
    zh: { title: '台账', fields: { goodsName: '商品', quantity: '数量', amount: '金额' } },
    es: {
      title: 'Libro',
      fields: { goodsName: 'Artículo', quantity: 'Cantidad', amount: 'Importe' },
    },
  },
});

const DocScreen = resourceScreen(
  registryResource(docDeclared as unknown as Resource, {
    lines: [lineDeclared as unknown as Resource],
  }),
);
const LedgerScreen = resourceScreen(registryResource(ledgerDeclared as unknown as Resource));

const doc = (id: number, formNo: string, docState: number, total: number) => ({
  ...ownedRecord,
  id,
  formNo,
  name: `Delivery ${id}`,
  total,
  state: docState,
});

const line = (id: number, testDocId: number, goodsName: string, price: number) => ({
  ...ownedRecord,
  id,
  testDocId,
  goodsName,
  price,
  amount: price * 2,
});

const ALL = {
  TEST_DOC_LIST: true,
  TEST_DOC_EDIT: true,
  TEST_DOC_REMOVE: true,
  TEST_DOC_RECEIVE: true,
  TEST_DOC_VOID: true,
  TEST_DOC_DISPATCH: true,
  TEST_DOC_LINE_LIST: true,
  TEST_DOC_LINE_EDIT: true,
  TEST_DOC_LINE_REMOVE: true,
};

const docs = [doc(1, 'R001', 0, 1234), doc(2, 'R002', 10, 500_000), doc(3, 'R003', -10, 0)];
const docRoutes = (answers: Record<string, Parameters<typeof routeFetch>[0][string]> = {}) =>
  routeFetch({ [routeOf(docDeclared.endpoints.list)]: () => paged(docs), ...answers });

const rowOf = (formNo: string) => screen.getByText(formNo, { exact: true }).closest('tr')!;

describe('registry documents: money, states, steps, history and lines', () => {
  it('shows amounts as yuan, states as tags, and edit and remove only on rows that may change', async () => {
    docRoutes();
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    const draft = rowOf('R001');
    const amount = within(draft).getByText('12.34');
    expect(amount.closest('td')?.style.textAlign).toBe('right');
    expect(within(rowOf('R002')).getByText('5,000.00')).toBeTruthy();
    expect(within(draft).getByText('Draft').closest('.cell-tag')).toBeTruthy();
    expect(within(rowOf('R002')).getByText('Received').closest('.cell-tag')).toBeTruthy();
    // the draft may change; the received and void ones may not
    expect(screen.getByTestId('row-edit-1')).toBeTruthy();
    expect(screen.getByTestId('row-remove-1')).toBeTruthy();
    for (const id of [2, 3]) {
      expect(screen.queryByTestId(`row-edit-${id}`)).toBeNull();
      expect(screen.queryByTestId(`row-remove-${id}`)).toBeNull();
    }
    // each step only on the rows whose state it starts from
    expect(screen.getByTestId('action-receive-1').textContent).toBe('Receive');
    expect(screen.queryByTestId('action-receive-2')).toBeNull();
    expect(screen.getByTestId('action-void-2')).toBeTruthy();
    expect(screen.queryByTestId('action-void-3')).toBeNull();
  });

  it('leaves the fields the server sets out of the edit dialog', async () => {
    docRoutes();
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    fireEvent.click(screen.getByTestId('list-add'));
    const dialog = await screen.findByTestId('test-doc-edit-dialog');
    expect(within(dialog).getByTestId('field-name')).toBeTruthy();
    for (const field of ['formNo', 'total', 'state'])
      expect(within(dialog).queryByTestId(`field-${field}`)).toBeNull();
    expect(within(dialog).queryByText('Total')).toBeNull();
  });

  it('confirms a step with a remark, sends { id, remark }, says so and lists again', async () => {
    const requests = docRoutes({
      [routeOf(docDeclared.endpoints.receive)]: () => ok([doc(1, 'R001', 10, 1234)]),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    const listed = bodiesOf(requests, docDeclared.endpoints.list.path).length;
    fireEvent.click(screen.getByTestId('action-receive-1'));
    const dialog = await screen.findByTestId('transition-receive-dialog');
    expect(dialog.textContent).toContain('Do "Receive" for R001?');
    fireEvent.change(within(dialog).getByLabelText('Remark'), {
      target: { value: 'Checked by the gate ' },
    });
    fireEvent.click(screen.getByTestId('transition-receive-ok'));
    await waitFor(() =>
      expect(bodiesOf(requests, docDeclared.endpoints.receive.path)).toEqual([
        { id: 1, remark: 'Checked by the gate' },
      ]),
    );
    await expectToast('Operation successful!');
    await waitFor(() =>
      expect(bodiesOf(requests, docDeclared.endpoints.list.path).length).toBeGreaterThan(listed),
    );
  });

  it('asks a step for its other fields and a required reason, and sends nothing while one is empty', async () => {
    const requests = docRoutes({
      [routeOf(docDeclared.endpoints.dispatch)]: () => ok([doc(1, 'R001', 10, 1234)]),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    fireEvent.click(screen.getByTestId('action-dispatch-1'));
    const dialog = await screen.findByTestId('transition-dispatch-dialog');
    fireEvent.click(screen.getByTestId('transition-dispatch-ok'));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Tracking no. is required',
      'Remark is required',
    ]);
    expect(bodiesOf(requests, docDeclared.endpoints.dispatch.path)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Tracking no.'), {
      target: { value: 'SF1001' },
    });
    fireEvent.change(within(dialog).getByLabelText('Remark'), {
      target: { value: 'Left the dock' },
    });
    fireEvent.click(screen.getByTestId('transition-dispatch-ok'));
    await waitFor(() =>
      expect(bodiesOf(requests, docDeclared.endpoints.dispatch.path)).toEqual([
        { trackingNo: 'SF1001', id: 1, remark: 'Left the dock' },
      ]),
    );
  });

  it('shows why the server refused a step, and hides steps from users without their authority', async () => {
    docRoutes({
      [routeOf(docDeclared.endpoints.void)]: () =>
        refused('This record is Received (State); this step is not allowed from there', 'state'),
    });
    const view = renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    fireEvent.click(screen.getByTestId('action-void-2'));
    await screen.findByTestId('transition-void-dialog');
    fireEvent.click(screen.getByTestId('transition-void-ok'));
    await expectToast('This record is Received (State); this step is not allowed from there');
    view.unmount();

    docRoutes();
    renderScreen(<DocScreen />, { TEST_DOC_LIST: true });
    await screen.findByText('R001');
    expect(screen.queryByTestId('action-receive-1')).toBeNull();
    expect(screen.queryByTestId('action-void-1')).toBeNull();
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.getByTestId('history-1')).toBeTruthy();
    expect(screen.queryByTestId('lines-testDocLine-1')).toBeNull();
  });

  it('shows a record’s history as a timeline: when, who, which step, from → to, remark', async () => {
    const requests = docRoutes({
      [routeOf(docDeclared.endpoints.history)]: () =>
        ok([
          {
            id: 7,
            action: 'receive',
            fromState: 0,
            toState: 10,
            remark: 'All boxes there',
            createBy: 'ada',
            createDate: '2026-11-25 10:00:00',
          },
          {
            id: 8,
            action: 'void',
            fromState: 10,
            toState: -10,
            remark: null,
            createBy: 'bob',
            createDate: '2026-11-25 11:00:00',
          },
        ]),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R003');
    fireEvent.click(screen.getByTestId('history-3'));
    const first = await screen.findByTestId('history-entry-7');
    expect(bodiesOf(requests, docDeclared.endpoints.history.path)).toEqual([{ id: 3 }]);
    expect(screen.getByText('History of R003')).toBeTruthy();
    expect(first.textContent).toContain('Receive');
    expect(first.textContent).toContain('by ada');
    expect(first.textContent).toMatch(/Draft.*→.*Received/);
    expect(first.textContent).toContain('All boxes there');
    const second = screen.getByTestId('history-entry-8');
    expect(second.textContent).toMatch(/Void.*by bob/);
    expect(second.textContent).toMatch(/Received.*→.*Void/);
    const timeline = screen.getByTestId('history-timeline');
    expect(timeline.textContent).toContain('2026-11-25 10:00:00');
  });

  it('opens a draft’s lines: only its lines, amounts in yuan, a new line sent with the document and cents', async () => {
    const requests = docRoutes({
      [routeOf(lineDeclared.endpoints.list)]: (request) => {
        const body = request.body as { testDocId?: number };
        return paged(
          [line(11, 1, 'Apples', 1234), line(21, 2, 'Pears', 100)].filter(
            (row) => row.testDocId === body.testDocId,
          ),
        );
      },
      [routeOf(lineDeclared.endpoints.edit)]: () => ok(line(12, 1, 'Plums', 1234)),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    fireEvent.click(screen.getByTestId('lines-testDocLine-1'));
    const drawer = await screen.findByTestId('lines-drawer-testDocLine');
    await within(drawer).findByText('Apples');
    expect(within(drawer).queryByText('Pears')).toBeNull();
    expect(bodiesOf(requests, lineDeclared.endpoints.list.path).at(-1)).toMatchObject({
      testDocId: 1,
    });
    expect(screen.getByText('Lines of R001')).toBeTruthy();
    // unit price 12.34, amount 24.68; the document is not a column nor a filter
    expect(within(drawer).getByText('12.34')).toBeTruthy();
    expect(within(drawer).getByText('24.68')).toBeTruthy();
    const headers = [...drawer.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).not.toContain('Document');
    expect(within(drawer).queryByTestId('field-testDocId')).toBeNull();

    fireEvent.click(within(drawer).getByTestId('list-add'));
    const dialog = await screen.findByTestId('test-doc-line-edit-dialog');
    expect(within(dialog).queryByTestId('field-testDocId')).toBeNull();
    expect(within(dialog).queryByTestId('field-amount')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('field-goodsName'), {
      target: { value: 'Plums' },
    });
    const price = within(dialog)
      .getByTestId('field-price')
      .querySelector('input') as HTMLInputElement | null;
    const priceInput = price ?? (within(dialog).getByTestId('field-price') as HTMLInputElement);
    fireEvent.change(priceInput, { target: { value: '12.34' } });
    fireEvent.blur(priceInput);
    fireEvent.click(screen.getByTestId('test-doc-line-edit-dialog-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, lineDeclared.endpoints.edit.path)).toEqual([
        { goodsName: 'Plums', price: 1234, testDocId: 1 },
      ]),
    );
  });

  it('edits a line’s amount in yuan and saves the same cents back', async () => {
    const requests = docRoutes({
      [routeOf(lineDeclared.endpoints.list)]: () => paged([line(11, 1, 'Apples', 1999)]),
      [routeOf(lineDeclared.endpoints.edit)]: () => ok(line(11, 1, 'Apples', 1999)),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    fireEvent.click(screen.getByTestId('lines-testDocLine-1'));
    const drawer = await screen.findByTestId('lines-drawer-testDocLine');
    await within(drawer).findByText('Apples');
    fireEvent.click(within(drawer).getByTestId('row-edit-11'));
    const dialog = await screen.findByTestId('test-doc-line-edit-dialog');
    const field = within(dialog).getByTestId('field-price');
    const input = (field.querySelector('input') ?? field) as HTMLInputElement;
    expect(input.value).toBe('19.99');
    fireEvent.click(screen.getByTestId('test-doc-line-edit-dialog-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, lineDeclared.endpoints.edit.path)).toEqual([
        { id: 11, goodsName: 'Apples', price: 1999, testDocId: 1 },
      ]),
    );
  });

  it('shows a received document’s lines read-only and lists the documents again on closing', async () => {
    const requests = docRoutes({
      [routeOf(lineDeclared.endpoints.list)]: () => paged([line(21, 2, 'Pears', 100)]),
    });
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R002');
    fireEvent.click(screen.getByTestId('lines-testDocLine-2'));
    const drawer = await screen.findByTestId('lines-drawer-testDocLine');
    await within(drawer).findByText('Pears');
    expect(within(drawer).queryByTestId('list-add')).toBeNull();
    expect(within(drawer).queryByTestId('row-edit-21')).toBeNull();
    expect(within(drawer).queryByTestId('row-remove-21')).toBeNull();
    const listed = bodiesOf(requests, docDeclared.endpoints.list.path).length;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(bodiesOf(requests, docDeclared.endpoints.list.path).length).toBeGreaterThan(listed),
    );
  });

  it('names the buttons in the user’s language', async () => {
    await setLocale('zh');
    docRoutes();
    renderScreen(<DocScreen />, ALL);
    await screen.findByText('R001');
    expect(screen.getByTestId('history-1').textContent).toBe('历史');
    expect(screen.getByTestId('lines-testDocLine-1').textContent).toBe('明细');
    expect(screen.getByTestId('action-receive-1').textContent).toBe('收货');
    expect(within(rowOf('R001')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('R002')).getByText('5,000.00')).toBeTruthy();
  });

  it('lists a read-only ledger without add, edit or remove', async () => {
    const requests = routeFetch({
      [routeOf(ledgerDeclared.endpoints.list)]: () =>
        paged([{ ...ownedRecord, id: 1, goodsName: 'Apples', quantity: 3, amount: 3702 }]),
    });
    renderScreen(<LedgerScreen />, { TEST_LEDGER_LIST: true, TEST_LEDGER_EDIT: true });
    await screen.findByText('Apples');
    expect(screen.getByText('37.02')).toBeTruthy();
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.queryByTestId('row-edit-1')).toBeNull();
    expect(screen.queryByTestId('row-remove-1')).toBeNull();
    fireEvent.change(
      within(screen.getByTestId('list-search-area')).getByTestId('field-goodsName'),
      { target: { value: 'App' } },
    );
    fireEvent.click(screen.getByTestId('list-search'));
    await waitFor(() =>
      expect(bodiesOf(requests, ledgerDeclared.endpoints.list.path).at(-1)).toMatchObject({
        goodsName: 'App',
      }),
    );
  });
});
