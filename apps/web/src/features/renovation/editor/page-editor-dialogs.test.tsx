// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { renderScreen } from '../../../resources/render.test-support';
import { ok, routeFetch } from '../../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../../resources/screen.test-support';
import { PageEditorScreen } from './page-editor-screen';
import { PAGE_EDITOR_PATH } from './page-editor-path';

setUpScreenTests('en', 90_000);
beforeEach(() => localStorage.clear());

const api = endpoints.pageDocument;
const path = (template: string, version?: number) =>
  template.replace(':id', '7').replace(':version', String(version ?? ''));

const hotspot = {
  id: 'spots',
  type: 'image-hotspot',
  hidden: false,
  props: {
    style: {},
    params: { image: { url: '/api/file/picture/1', width: 750, height: 400 } },
    data: {
      hotspots: [
        {
          index: 1,
          left: 40,
          top: 60,
          width: 300,
          height: 280,
          fullLink: { kind: 'inert', declared: 'hotspot', target: '' },
        },
      ],
    },
  },
};
const title = (id: string, text: string) => ({
  id,
  type: 'text-title',
  hidden: false,
  props: { style: {}, params: {}, data: { title: text, fullLink: { kind: 'none' } } },
});
const doc = (components: object[]) => ({
  schemaVersion: 1,
  page: { title: '', background: '' },
  components,
});
const draftOf = (components: object[], revision = 3) =>
  ok({
    pageId: 7,
    document: doc(components),
    revision,
    savedBy: 'ana',
    savedAt: '2026-11-25 10:00:00',
    publishedVersion: 1,
    dirty: true,
  });

type Saved = { document: { components: { props: { data: { hotspots: unknown[] } } }[] } };

const open = () => renderScreen(<PageEditorScreen />, {}, `${PAGE_EDITOR_PATH}?id=7`);

describe('the hot-zone editor of the page builder', () => {
  it('adds and nudges zones, asks before closing with changes, and saves them as one step', async () => {
    const requests = routeFetch({
      [`GET ${path(api.draft.path)}`]: () => draftOf([hotspot]),
      [`PUT ${path(api.saveDraft.path)}`]: () => draftOf([hotspot], 4),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Image hotspots, 1 of 1/ }));
    fireEvent.click(screen.getByTestId('edit-hot-zones'));
    const dialog = await screen.findByTestId('hot-zone-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    const zone2 = within(dialog).getByRole('button', { name: 'Zone 2' });
    fireEvent.keyDown(zone2, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(zone2, { key: 'ArrowDown' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Resize zone 2' }), {
      key: 'ArrowRight',
    });
    expect((within(dialog).getByLabelText('Zone 2 left') as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByLabelText('Zone 2 top') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('Zone 2 width') as HTMLInputElement).value).toBe('31');
    fireEvent.change(within(dialog).getByLabelText('Zone 2 link'), {
      target: { value: 'pages/search/index' },
    });

    // Closing with changes asks first; cancelling the question keeps the dialog.
    fireEvent.click(screen.getByTestId('hot-zone-dialog-cancel'));
    expect((await screen.findAllByText('Close without saving?')).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('hot-zone-dialog-save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true), {
      timeout: 5000,
    });
    const saved = requests.filter((r) => r.method === 'PUT').at(-1)!.body as Saved;
    expect(saved.document.components[0]!.props.data.hotspots).toEqual([
      hotspot.props.data.hotspots[0],
      {
        index: 2,
        left: 10,
        top: 1,
        width: 31,
        height: 30,
        fullLink: { kind: 'inert', declared: 'hotspot', target: 'pages/search/index' },
      },
    ]);
    // The whole dialog is one undo step.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });
});

describe('the versions of a page', () => {
  it('lists who published when, says what changed since, and rolls back after asking', async () => {
    let current = draftOf([title('a', 'Hello'), title('b', 'Deals')]);
    const requests = routeFetch({
      [`GET ${path(api.draft.path)}`]: () => current,
      [`GET ${path(api.versions.path)}`]: () =>
        ok([
          {
            version: 1,
            publishedBy: 'ana',
            publishedAt: '2026-11-24 09:00:00',
            componentCount: 1,
            rolledBackFrom: null,
          },
        ]),
      [`GET ${path(api.version.path, 1)}`]: () =>
        ok({
          version: 1,
          publishedBy: 'ana',
          publishedAt: '2026-11-24 09:00:00',
          componentCount: 1,
          rolledBackFrom: null,
          document: doc([title('a', 'Hi')]),
        }),
      [`POST ${path(api.rollback.path)}`]: () => {
        current = draftOf([title('a', 'Hi')], 5);
        return ok({
          version: 2,
          publishedBy: 'Ada',
          publishedAt: '2026-11-25 11:00:00',
          componentCount: 1,
          rolledBackFrom: 1,
        });
      },
    });
    open();
    await screen.findByRole('button', { name: /Text title, 1 of 2/ });
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const list = await screen.findByTestId('versions');
    await within(list).findByText('Version 1');
    expect(list.textContent).toContain('ana, 2026-11-24 09:00:00');

    fireEvent.click(
      within(list).getByRole('button', { name: 'Version 1: Compare with the draft' }),
    );
    const diff = await screen.findByTestId('version-diff');
    await waitFor(() => expect(diff.textContent).toContain('Added Text title at position 2'));
    expect(diff.textContent).toContain('Changed Text title at position 1: Title');

    fireEvent.click(
      within(list).getByRole('button', { name: 'Version 1: Roll back to this version' }),
    );
    fireEvent.click(await screen.findByTestId('rollback-confirm'));
    await screen.findByText('Rolled back: version 2 is published');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ version: 1 });
    await waitFor(() => expect(screen.getAllByTestId('canvas-block')).toHaveLength(1));
  });
});
