// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, renovationPageResource } from '@retail/contract';
import { renderScreen } from '../../../resources/render.test-support';
import { ok, routeFetch } from '../../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../../resources/screen.test-support';
import { PageEditorScreen } from './page-editor-screen';
import { PAGE_EDITOR_PATH } from './page-editor-path';
import { renovationScreens } from '../renovation.screens';

setUpScreenTests('en', 90_000);
// Locks are kept per page in this browser: each test starts without any.
beforeEach(() => localStorage.clear());

const api = endpoints.pageDocument;
const path = (template: string) => template.replace(':id', '7');

const pageDoc = {
  schemaVersion: 1,
  page: { title: 'Home', background: '' },
  components: [
    {
      id: 'title-1',
      type: 'text-title',
      hidden: false,
      props: { style: {}, params: {}, data: { title: 'Weekly deals', fullLink: { kind: 'none' } } },
    },
    {
      id: 'line-1',
      type: 'divider-line',
      hidden: false,
      props: { style: {}, params: {}, data: {} },
    },
  ],
};

const draft = (over: object = {}) =>
  ok({
    pageId: 7,
    document: pageDoc,
    revision: 3,
    savedBy: 'ana',
    savedAt: '2026-11-25 10:00:00',
    publishedVersion: null,
    dirty: true,
    ...over,
  });

type Saved = { document: { components: { id: string; type: string }[] }; baseRevision: number };

const open = () => renderScreen(<PageEditorScreen />, {}, `${PAGE_EDITOR_PATH}?id=7`);

const blocks = () => screen.getAllByTestId('canvas-block');
const blockNamed = (name: RegExp) => screen.getByRole('button', { name });

describe('the page builder', () => {
  it('is a lazily loaded screen next to the page list', () => {
    expect(Object.keys(renovationScreens)).toEqual([
      '/renovation/widgets/index',
      renovationPageResource.screenPath,
      PAGE_EDITOR_PATH,
    ]);
  });

  it('shows the draft on the phone, adds from the palette and autosaves on the same revision', async () => {
    const requests = routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`PUT ${path(api.saveDraft.path)}`]: () =>
        draft({ revision: 4, savedBy: 'Ada', savedAt: '2026-11-25 10:01:00' }),
    });
    open();
    await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    expect(screen.getByTestId('editor-phone').textContent).toContain('Weekly deals');

    // Choosing a block first inserts after it.
    fireEvent.click(blockNamed(/Text title, 1 of 2/));
    fireEvent.click(screen.getByRole('button', { name: 'Add Blank spacer' }));
    expect(blocks().map((b) => b.dataset.type)).toEqual([
      'text-title',
      'blank-spacer',
      'divider-line',
    ]);

    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'), {
      timeout: 5000,
    });
    const saves = requests.filter((r) => r.method === 'PUT').map((r) => r.body as Saved);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.baseRevision).toBe(3);
    expect(saves[0]!.document.components.map((c) => c.type)).toEqual([
      'text-title',
      'blank-spacer',
      'divider-line',
    ]);
    expect(screen.getByTestId('save-status').textContent).toContain('Saved by Ada');
  });

  it('edits a field of the chosen block, moves it with Alt+Arrow and undoes with Ctrl+Z', async () => {
    routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`PUT ${path(api.saveDraft.path)}`]: () => draft({ revision: 4 }),
    });
    open();
    const title = await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    fireEvent.click(title);
    const panel = screen.getByTestId('properties-panel');
    const input = within(panel).getByLabelText('Title');
    fireEvent.change(input, { target: { value: 'Flash sale' } });
    await waitFor(() =>
      expect(screen.getByTestId('editor-phone').textContent).toContain('Flash sale'),
    );

    fireEvent.keyDown(title, { key: 'ArrowDown', altKey: true });
    expect(blocks().map((b) => b.dataset.type)).toEqual(['divider-line', 'text-title']);
    fireEvent.keyDown(screen.getByTestId('page-editor'), { key: 'z', ctrlKey: true });
    expect(blocks().map((b) => b.dataset.type)).toEqual(['text-title', 'divider-line']);
    fireEvent.keyDown(screen.getByTestId('page-editor'), { key: 'z', ctrlKey: true });
    expect(screen.getByTestId('editor-phone').textContent).toContain('Weekly deals');
    fireEvent.keyDown(screen.getByTestId('page-editor'), {
      key: 'z',
      ctrlKey: true,
      shiftKey: true,
    });
    expect(screen.getByTestId('editor-phone').textContent).toContain('Flash sale');
  });

  it('a widget dragged from the palette lands once where it is dropped, and blocks reorder by drag', async () => {
    routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`PUT ${path(api.saveDraft.path)}`]: () => draft({ revision: 4 }),
    });
    open();
    await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    const data = (values: Record<string, string>) => ({
      types: Object.keys(values),
      getData: (type: string) => values[type] ?? '',
      setData: () => undefined,
      dropEffect: 'none',
      effectAllowed: 'all',
    });
    // The blocks are placed above the pointer: a drop on one lands after it.
    const at = (id: string) => {
      const element = document.querySelector(`[data-component-id="${id}"]`) as HTMLElement;
      element.getBoundingClientRect = () => ({ top: -1000, height: 40 }) as DOMRect;
      return element;
    };
    const target = at('title-1');
    const palette = data({ 'application/x-retail-widget': 'blank-spacer' });
    fireEvent.dragOver(target, { dataTransfer: palette, clientY: 0 });
    expect(screen.getAllByTestId('drop-indicator')).toHaveLength(1);
    fireEvent.drop(target, { dataTransfer: palette, clientY: 0 });
    expect(blocks().map((b) => b.dataset.type)).toEqual([
      'text-title',
      'blank-spacer',
      'divider-line',
    ]);

    const first = at('title-1');
    const move = data({ 'application/x-retail-component': 'line-1' });
    fireEvent.dragOver(first, { dataTransfer: move, clientY: 0 });
    fireEvent.drop(first, { dataTransfer: move, clientY: 0 });
    expect(blocks().map((b) => b.dataset.type)).toEqual([
      'text-title',
      'divider-line',
      'blank-spacer',
    ]);
  });

  it('a locked block is neither moved nor deleted, and Delete removes an unlocked one', async () => {
    routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`PUT ${path(api.saveDraft.path)}`]: () => draft({ revision: 4 }),
    });
    open();
    const title = await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    fireEvent.click(title);
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    fireEvent.keyDown(title, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(title, { key: 'Delete' });
    expect(blocks().map((b) => b.dataset.type)).toEqual(['text-title', 'divider-line']);
    expect(screen.getByRole('button', { name: /Text title, 1 of 2 \(locked\)/ })).toBeTruthy();

    const line = blockNamed(/Divider line, 2 of 2/);
    fireEvent.click(line);
    fireEvent.keyDown(line, { key: 'Delete' });
    expect(blocks().map((b) => b.dataset.type)).toEqual(['text-title']);
  });

  it('on a conflict says who saved last and offers their version, without the log-in dialog', async () => {
    let current = draft();
    routeFetch({
      [`GET ${path(api.draft.path)}`]: () => current,
      [`PUT ${path(api.saveDraft.path)}`]: () => {
        current = draft({ revision: 5, savedBy: 'bob', savedAt: '2026-11-25 10:05:00' });
        return {
          status: 409,
          body: { successful: false, status: 409, description: 'Saved by bob' },
        };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Blank spacer' }));
    const conflict = await screen.findByTestId('save-conflict', {}, { timeout: 5000 });
    expect(conflict.textContent).toContain('bob saved this page at 2026-11-25 10:05:00');
    expect(screen.queryByText('Log in again')).toBeNull();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload their version' }));
    fireEvent.click(await screen.findByTestId('reload-confirm'));
    await waitFor(() => expect(screen.queryByTestId('save-conflict')).toBeNull());
    expect(blocks()).toHaveLength(2);
  });

  it('before publishing lists each problem next to its block; a problem chooses the block', async () => {
    const requests = routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`POST ${path(api.validate.path)}`]: () =>
        ok({
          problems: [
            {
              componentId: 'title-1',
              index: 0,
              path: 'data.title',
              code: 'required',
              message: 'The title is required',
            },
          ],
        }),
    });
    open();
    await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    fireEvent.click(screen.getByTestId('publish'));
    const list = await screen.findByTestId('publish-problems');
    expect(list.textContent).toContain('Text title #1: The title is required');
    expect(screen.getByRole('button', { name: /Text title, 1 of 2 \(1 problems\)/ })).toBeTruthy();
    expect(requests.some((r) => r.path === path(api.publish.path))).toBe(false);

    fireEvent.click(within(list).getByTestId('publish-problem'));
    expect(blockNamed(/Text title, 1 of 2/).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(screen.getByTestId('properties-panel')).getByText('The title is required'),
    ).toBeTruthy();
  });

  it('publishes a page without problems', async () => {
    const requests = routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draft(),
      [`POST ${path(api.validate.path)}`]: () => ok({ problems: [] }),
      [`POST ${path(api.publish.path)}`]: () =>
        ok({
          version: 2,
          publishedBy: 'Ada',
          publishedAt: '2026-11-25 10:10:00',
          componentCount: 2,
          rolledBackFrom: null,
        }),
    });
    open();
    await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    fireEvent.click(screen.getByTestId('publish'));
    await screen.findByText('Published as version 2');
    expect(requests.find((r) => r.path === path(api.publish.path))?.body).toEqual({ revision: 3 });
  });
});
