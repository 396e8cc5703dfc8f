// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpointUrl, endpoints, type FileRecord } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { renderScreen } from '../../resources/render.test-support';
import { ok, paged, routeFetch, type SeenRequest } from '../../resources/route-fetch.test-support';
import { expectToast, setUpScreenTests } from '../../resources/screen.test-support';
import { folder, picture } from './file-bank.test-support';
import { FileBankDialog } from './file-bank-dialog';
import { ImageChooser } from './image-chooser';

// Dialog flows click through several antd popups: more than the default 5 s on a slow machine.
setUpScreenTests();

const FOLDERS = `POST ${endpoints.file.folderQueryForList.path}`;
const byFolder = (size: number, page: number) =>
  endpointUrl(endpoints.file.queryByFolder, { size, page });
const belongFolder = (size: number, page: number) =>
  endpointUrl(endpoints.file.queryBelongFolder, { size, page });

const ALL_KEYS = {
  FILE_SERVICE_LIST: true,
  FILE_FOLDER_LIST: true,
  REMOVE_PICTURE_FROM_FOLDER: true,
  ADD_PICTURE_2_FOLDER: true,
  UPLOAD_PICTURE_2_SYS: true,
};

const shelves = folder(1, 'Shelves');
const fridges = folder(2, 'Fridges');
const red = picture(11, 'red.png', [1]);
const blue = picture(12, '<b>blue</b>.png', [1]);

/** The server: two folders; Shelves holds red and blue, Fridges is empty. */
const serve = (extra: Record<string, (request: SeenRequest) => { body?: unknown }> = {}) =>
  routeFetch({
    [FOLDERS]: () => ok([shelves, fridges]),
    [`POST ${byFolder(15, 1)}`]: (request) =>
      paged(
        (request.body as { fileFolderId: number }).fileFolderId === 1 ? [red, blue] : [],
        undefined,
        15,
      ),
    [`POST ${belongFolder(15, 1)}`]: (request) =>
      paged(
        (request.body as { fileFolderId: number }).fileFolderId === 1 ? [red, blue] : [],
        undefined,
        15,
      ),
    ...extra,
  });

const tile = (file: FileRecord) => screen.getByTestId(`bank-picture-${file.fileId}`);
const confirmDialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement;

const openBank = (visibleMap: Record<string, boolean> = ALL_KEYS, onConfirm = vi.fn()) => {
  renderScreen(<FileBankDialog open onClose={vi.fn()} onConfirm={onConfirm} />, visibleMap);
  return onConfirm;
};

describe('file bank dialog', () => {
  it('loads when opened with the first folder selected and its pictures (page size 15)', async () => {
    const requests = serve();
    openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    expect(screen.getByText('reference pictures')).toBeTruthy();
    const grid = requests.find((r) => r.path === byFolder(15, 1));
    expect(grid?.body).toEqual({ fileFolderId: 1 });
    // A name that looks like markup is shown as text.
    expect(within(tile(blue)).getByText('<b>blue</b>.png')).toBeTruthy();
    expect(tile(blue).querySelector('b')).toBeNull();
    expect((tile(red).querySelector('img') as HTMLImageElement).getAttribute('src')).toBe(
      red.thumbnailUrl,
    );
    // The page sizes of the file bank: 15, 30, 60, 90.
    expect(screen.getByTestId('list-page-size').textContent).toContain('15 / page');
  });

  it('confirm with nothing says so; with ticks it hands the ticked pictures over', async () => {
    serve();
    const onConfirm = openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(screen.getByTestId('bank-confirm'));
    await expectToast('please select the pictures you need to reference');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(tile(blue));
    fireEvent.click(tile(red));
    fireEvent.click(screen.getByTestId('bank-confirm'));
    expect(onConfirm).toHaveBeenCalledWith([blue, red]);
  });

  it('opens with the caller’s pictures ticked; with a limit of one a new tick replaces it', async () => {
    serve();
    const onConfirm = vi.fn();
    renderScreen(
      <FileBankDialog open onClose={vi.fn()} onConfirm={onConfirm} max={1} selected={[red]} />,
      ALL_KEYS,
    );
    await waitFor(() => expect(tile(red).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(tile(blue));
    expect(tile(red).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('bank-confirm'));
    expect(onConfirm).toHaveBeenCalledWith([blue]);
  });

  it('the switch toggles manage mode: its buttons, the belong-folder query, selection cleared', async () => {
    const requests = serve();
    openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    expect(screen.queryByTestId('bank-remove')).toBeNull();
    fireEvent.click(tile(red));
    expect(screen.getByTestId('bank-selected-count').textContent).toBe('1 selected');
    fireEvent.click(screen.getByTestId('bank-mode'));
    for (const id of ['bank-remove', 'bank-add-to-folder', 'bank-add-picture', 'bank-select-all'])
      expect(screen.getByTestId(id)).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.path === belongFolder(15, 1))).toBe(true));
    expect(screen.getByTestId('bank-selected-count').textContent).toBe('0 selected');
    fireEvent.click(screen.getByTestId('bank-mode'));
    expect(screen.queryByTestId('bank-remove')).toBeNull();
  });

  it('manage buttons are absent without their authority keys', async () => {
    serve();
    openBank({ FILE_SERVICE_LIST: true, FILE_FOLDER_LIST: true, ADD_PICTURE_2_FOLDER: true });
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(screen.getByTestId('bank-mode'));
    expect(screen.getByTestId('bank-add-to-folder')).toBeTruthy();
    expect(screen.queryByTestId('bank-remove')).toBeNull();
    expect(screen.queryByTestId('bank-add-picture')).toBeNull();
  });

  it('warns before adding or removing with nothing ticked', async () => {
    serve();
    openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(screen.getByTestId('bank-mode'));
    fireEvent.click(screen.getByTestId('bank-add-to-folder'));
    await expectToast('please tick files first');
    expect(screen.queryByTestId('bank-target-folder')).toBeNull();
  });

  it('removing asks first: cancel says deletion cancelled; OK unbinds the ticked pictures', async () => {
    const unbind = vi.fn(() => ok({ changed: 1 }));
    const requests = serve({ [`POST ${endpoints.file.unbindFolderFiles.path}`]: unbind });
    openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(screen.getByTestId('bank-mode'));
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(tile(red));
    fireEvent.click(screen.getByTestId('bank-remove'));
    await waitFor(() => expect(confirmDialog()).toBeTruthy());
    expect(confirmDialog().textContent).toContain(
      'this will remove the ticked files from the folder, continue?',
    );
    fireEvent.click(screen.getByTestId('bank-remove-cancel'));
    await expectToast('deletion cancelled');
    expect(unbind).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('bank-remove'));
    // The second confirm (the first may still be leaving).
    await waitFor(() => expect(screen.getAllByTestId('bank-remove-ok')).toHaveLength(2));
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('bank-remove-ok').at(-1) as HTMLElement);
    });
    await expectToast('deleted successfully');
    expect(
      requests.filter((r) => r.path === endpoints.file.unbindFolderFiles.path).map((r) => r.body),
    ).toEqual([{ fileFolderId: 1, delFileIds: [11] }]);
  });

  it('select all then add to the chosen folder binds every ticked picture', async () => {
    const requests = serve({
      [`POST ${endpoints.file.bindFolderFiles.path}`]: () => ok({ changed: 2 }),
    });
    openBank();
    await waitFor(() => expect(tile(red)).toBeTruthy());
    fireEvent.click(screen.getByTestId('bank-mode'));
    await waitFor(() => expect(tile(red)).toBeTruthy());
    const selectAll = screen.getByTestId('bank-select-all');
    fireEvent.click(
      selectAll.matches('input') ? selectAll : (selectAll.querySelector('input') as HTMLElement),
    );
    expect(screen.getByTestId('bank-selected-count').textContent).toBe('2 selected');
    fireEvent.click(screen.getByTestId('bank-add-to-folder'));
    await waitFor(() => expect(screen.getByTestId('bank-target-ok')).toBeTruthy());
    // No target chosen yet: asks for one.
    fireEvent.click(screen.getByTestId('bank-target-ok'));
    await expectToast('Choose the target folder');
    fireEvent.mouseDown(within(screen.getByTestId('bank-target-folder')).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-tree-node-content-wrapper')].find(
        (node) => node.textContent === 'Fridges',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await act(async () => {
      fireEvent.click(screen.getByTestId('bank-target-ok'));
    });
    await expectToast('operation successful');
    expect(
      requests.filter((r) => r.path === endpoints.file.bindFolderFiles.path).map((r) => r.body),
    ).toEqual([{ fileFolderId: 2, fileIds: [11, 12] }]);
  });
});

describe('image chooser', () => {
  it('confirm with none shows 请选择一张图片; one picture is returned and preview shows the original', async () => {
    await setLocale('zh');
    serve();
    const onConfirm = vi.fn();
    renderScreen(<ImageChooser open onClose={vi.fn()} onConfirm={onConfirm} />, ALL_KEYS);
    await waitFor(() => expect(tile(red)).toBeTruthy());
    expect(screen.getByText('选择图片')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chooser-confirm'));
    await expectToast('请选择一张图片');
    fireEvent.click(tile(red));
    fireEvent.click(tile(blue));
    expect(tile(red).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByTestId('chooser-confirm'));
    expect(onConfirm).toHaveBeenCalledWith(blue);

    fireEvent.click(screen.getByTestId(`bank-preview-${red.fileId}`));
    const preview = await screen.findByTestId('image-preview');
    expect(screen.getByText('展示原图')).toBeTruthy();
    expect(within(preview).getByTestId('image-preview-img').getAttribute('src')).toBe(red.fileUrl);
    expect(within(preview).getByTestId('image-preview-dimensions').textContent).toBe('40 × 30');
    expect(within(preview).getByTestId('image-preview-size').textContent).toBe('2 KB');
  });
});
