// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@retail/contract';
import { folder, picture } from '../../components/file-bank/file-bank.test-support';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch } from '../../resources/route-fetch.test-support';
import { setUpScreenTests, toasts } from '../../resources/screen.test-support';
import { fileScreens } from './file.screens';
import { AttachmentScreen, FileFolderScreen, FileServiceScreen } from './file-screens';

setUpScreenTests();

const FILE_KEYS = {
  FILE_SERVICE_LIST: true,
  FILE_SERVICE_EDIT: true,
  FILE_SERVICE_REMOVE: true,
  UPLOAD_PICTURE_2_SYS: true,
};
const FOLDER_KEYS = { FILE_FOLDER_LIST: true, FILE_FOLDER_EDIT: true, FILE_FOLDER_REMOVE: true };

const lastButton = (testId: string) => screen.getAllByTestId(testId).at(-1) as HTMLElement;

const risky = picture(21, '<img src=x onerror=alert(1)>.png');
const plain = picture(22, 'shelf.png');

describe('file screen table', () => {
  it('maps the three authority urls to screens', async () => {
    expect(Object.keys(fileScreens).sort()).toEqual([
      '/attachment/index',
      '/fileFolder/index',
      '/fileService/index',
    ]);
    for (const load of Object.values(fileScreens)) expect(typeof (await load())).toBe('function');
  });
});

describe('fileService screen', { timeout: 20_000 }, () => {
  it('lists pictures with thumbnail, escaped name, type, size and dimensions', async () => {
    routeFetch({ [`POST ${endpoints.file.list.path}`]: () => paged([risky, plain]) });
    renderScreen(<FileServiceScreen />, FILE_KEYS);
    const table = await screen.findByTestId('list-table');
    const name = await within(table).findByText('<img src=x onerror=alert(1)>.png');
    // Shown as text: no element was made from the name.
    expect(name.querySelector('img')).toBeNull();
    expect(table.querySelectorAll(`img[src="${risky.thumbnailUrl}"]`).length).toBe(1);
    const row = name.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('image/png');
    expect(row.textContent).toContain('2 KB');
    expect(row.textContent).toContain('40 × 30');
    expect(screen.getByTestId('file-upload')).toBeTruthy();
  });

  it('a file still in use is not removed and the message names its users', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.file.list.path}`]: () => paged([plain]),
      [`DELETE ${endpoints.file.remove.path}`]: () => ({
        status: 400,
        body: {
          successful: false,
          status: 400,
          description: 'This file is still used by: goods Green tea',
        },
      }),
    });
    renderScreen(<FileServiceScreen />, FILE_KEYS);
    fireEvent.click(await screen.findByTestId('row-remove-22'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('confirm-remove-ok'));
    });
    await waitFor(() => expect(toasts()).toContain('This file is still used by: goods Green tea'));
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('id')).toBe('22');
  });

  it('renames a file; without the keys there is no upload, rename or remove', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.file.list.path}`]: () => paged([plain]),
      [`PATCH ${endpoints.file.edit.path}`]: () => ok({ ...plain, fileName: 'fridge.png' }),
    });
    renderScreen(<FileServiceScreen />, FILE_KEYS);
    fireEvent.click(await screen.findByTestId('file-rename-22'));
    const input = await screen.findByTestId('file-rename-input');
    fireEvent.change(input, { target: { value: 'fridge.png' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('file-rename-dialog-save'));
    });
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.file.edit.path)).toEqual([
        { id: 22, fileName: 'fridge.png' },
      ]),
    );
    cleanup();

    routeFetch({ [`POST ${endpoints.file.list.path}`]: () => paged([plain]) });
    renderScreen(<FileServiceScreen />, { FILE_SERVICE_LIST: true });
    await screen.findByText('shelf.png');
    expect(screen.queryByTestId('file-upload')).toBeNull();
    expect(screen.queryByTestId('file-rename-22')).toBeNull();
    expect(screen.queryByTestId('row-remove-22')).toBeNull();
    // Preview is for everyone who sees the list.
    fireEvent.click(screen.getByTestId('file-preview-22'));
    expect((await screen.findByTestId('image-preview-img')).getAttribute('src')).toBe(
      plain.fileUrl,
    );
  });
});

describe('attachment screen', () => {
  it('lists the same files as plain links', async () => {
    routeFetch({ [`POST ${endpoints.file.list.path}`]: () => paged([plain]) });
    renderScreen(<AttachmentScreen />, FILE_KEYS);
    const link = (await screen.findByText('shelf.png')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(plain.fileUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Attachments')).toBeTruthy();
  });
});

describe('fileFolder screen', { timeout: 20_000 }, () => {
  it('shows the folders as a tree and removes one with a JSON body, saying why when refused', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.file.folderQueryForList.path}`]: () =>
        ok([folder(1, 'Shelves'), folder(2, 'Fridges', 1)]),
      [`DELETE ${endpoints.file.folderRemove.path}`]: () => ({
        status: 400,
        body: {
          successful: false,
          status: 400,
          description: 'Remove the sub-folders of this folder first',
        },
      }),
    });
    renderScreen(<FileFolderScreen />, FOLDER_KEYS);
    await screen.findByText('Shelves');
    // Fridges sits under Shelves (expanded tree).
    const child = screen.getByText('Fridges').closest('tr') as HTMLElement;
    expect(child.className).toContain('ant-table-row-level-1');
    fireEvent.click(screen.getByTestId('row-remove-1'));
    await act(async () => {
      fireEvent.click(lastButton('confirm-remove-ok'));
    });
    await waitFor(() => expect(toasts()).toContain('Remove the sub-folders of this folder first'));
    expect(bodiesOf(requests, endpoints.file.folderRemove.path)).toEqual([{ id: 1 }]);
    expect(requests.find((r) => r.method === 'DELETE')?.query.get('id')).toBeNull();
  });

  it('moves a folder by choosing another parent in its edit dialog', async () => {
    const requests = routeFetch({
      [`POST ${endpoints.file.folderQueryForList.path}`]: () =>
        ok([folder(1, 'Shelves'), folder(2, 'Fridges', 1), folder(3, 'Posters')]),
      [`PATCH ${endpoints.file.folderEdit.path}`]: () => ok(folder(2, 'Fridges', 3)),
    });
    renderScreen(<FileFolderScreen />, FOLDER_KEYS);
    fireEvent.click(await screen.findByTestId('row-edit-2'));
    const dialog = await screen.findByTestId('file-folder-edit-dialog');
    const parent = within(dialog).getByTestId('field-parentId');
    await act(async () => {
      fireEvent.mouseDown(
        parent.querySelector('.ant-select-content, .ant-select-selector') ?? parent,
      );
    });
    // The folder itself is not offered as its own parent.
    const options = () =>
      [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].map(
        (n) => n.textContent,
      );
    await waitFor(() => expect(options()).toContain('Posters'));
    expect(options()).not.toContain('Fridges');
    fireEvent.click(
      [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].find(
        (node) => node.textContent === 'Posters',
      ) as HTMLElement,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('file-folder-edit-dialog-save'));
    });
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.file.folderEdit.path).at(-1)).toMatchObject({
        id: 2,
        name: 'Fridges',
        parentId: 3,
      }),
    );
  });
});
