// The file bank of issue 6 in a real browser against the real server: folders made on the
// fileFolder screen, real PNG files uploaded through the 'add picture' dialog (with progress),
// pictures added to a folder and removed from it (confirm and cancel), the 500-file limit,
// a refused upload, the image chooser and the original-picture preview.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { logIn, waitForPath } from './support/console';
import { folderNode, png, settled, toastWith as toast } from './support/files';

const SUNRISE_ADMIN = { userName: 'sunrise.admin', password: 'Sunrise#Admin1' };

const run = Date.now().toString(36);
const dir = mkdtempSync(path.join(os.tmpdir(), 'file-bank-e2e-'));
const writeTemp = (name: string, bytes: Buffer | string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const RED = `red-${run}.png`;
const BLUE = `blue-${run}.png`;
const redPath = writeTemp(RED, png(40, 30, [220, 30, 30]));
const bluePath = writeTemp(BLUE, png(64, 48, [30, 30, 220]));
// An HTML page wearing a picture's name: the server reads the bytes and refuses it.
const fakePath = writeTemp(`fake-${run}.png`, '<html><script>alert(1)</script></html>');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Adds a folder on the fileFolder screen through the resource engine's edit dialog. */
const addFolder = async (page: Page, name: string, sorted: number) => {
  await page.getByTestId('list-add').click();
  const dialog = page.getByTestId('file-folder-edit-dialog');
  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-sorted').fill(String(sorted));
  await page.getByTestId('file-folder-edit-dialog-save').click();
  await page.getByTestId('list-table').getByText(name, { exact: true }).waitFor();
};

const tiles = (bank: Locator) => bank.locator('[data-testid^="bank-picture-"]');
const tileNames = async (bank: Locator) =>
  (
    await tiles(bank).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-file-name')),
    )
  ).sort();

describe('file bank', () => {
  const browser = useBrowser();

  it('uploads pictures into a folder, adds them to another, removes them, chooses one and previews it', async () => {
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN);

    // Two folders on the fileFolder screen (sorted first so that the bank opens on one of them).
    const shelves = `Shelves ${run}`;
    const fridges = `Fridges ${run}`;
    await page.goto('/fileFolder/index');
    await waitForPath(page, '/fileFolder/index');
    await addFolder(page, shelves, 0);
    await addFolder(page, fridges, 1);

    // The file bank from the fileService screen: the first folder of the tree is selected.
    await page.goto('/fileService/index');
    await page.getByTestId('file-open-bank').click();
    const bank = page.getByTestId('file-bank-dialog');
    await bank.getByTestId('bank-folder-tree').waitFor();
    const firstNode = bank.locator('.ant-tree-node-content-wrapper').first();
    await expect.poll(() => firstNode.getAttribute('class')).toContain('ant-tree-node-selected');
    await folderNode(bank, shelves).click();
    await bank.getByTestId('bank-empty').waitFor();

    // Manage mode shows its buttons; normal mode does not.
    expect(await bank.getByTestId('bank-add-picture').count()).toBe(0);
    await bank.getByTestId('bank-mode').click();
    for (const id of ['bank-remove', 'bank-add-to-folder', 'bank-add-picture', 'bank-select-all'])
      await bank.getByTestId(id).waitFor();

    // Nothing ticked: adding to a folder warns.
    await bank.getByTestId('bank-add-to-folder').click();
    await toast(page, 'please tick files first').waitFor();

    // 'add picture': over 500 files is refused with the number selected.
    await bank.getByTestId('bank-add-picture').click();
    const upload = page.getByTestId('upload-dialog');
    await expect.poll(() => upload.getByTestId('upload-target').textContent()).toContain(shelves);
    const input = upload.locator('input[type="file"]');
    const many = Array.from({ length: 501 }, (_, i) => ({
      name: `many-${i}.png`,
      mimeType: 'image/png',
      buffer: png(1, 1, [0, 0, 0]),
    }));
    await input.setInputFiles(many);
    await toast(page, 'you selected 501 files').waitFor();
    expect(await upload.getByTestId('upload-item').count()).toBe(0);

    // A refused file warns with the server's description; removing it from the list asks first.
    await input.setInputFiles([fakePath]);
    const failed = upload.locator('[data-testid="upload-item"][data-status="failed"]');
    await failed.waitFor();
    await toast(page, 'Only JPEG, PNG, GIF or WebP pictures can be uploaded').waitFor();
    await failed.getByTestId('upload-item-remove').click();
    await settled(page.getByTestId('upload-remove-ok'));
    await page.getByTestId('upload-remove-ok').click();
    await expect.poll(() => upload.getByTestId('upload-item').count()).toBe(0);

    // Two real pictures: each shows its progress and ends uploaded at 100 %. Every state the
    // list shows on the way is recorded, so the progress phase is seen even when it is short.
    await upload.evaluate((node) => {
      const seen: string[] = [];
      (window as unknown as { uploadStates: string[] }).uploadStates = seen;
      const record = () => {
        for (const item of Array.from(node.querySelectorAll('[data-testid="upload-item"]')))
          seen.push(`${item.getAttribute('data-status')}:${item.getAttribute('data-percent')}`);
      };
      new MutationObserver(record).observe(node, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await input.setInputFiles([redPath, bluePath]);
    const done = upload.locator('[data-testid="upload-item"][data-status="done"]');
    await expect.poll(() => done.count()).toBe(2);
    for (const progress of await upload.getByTestId('upload-item-progress').all())
      expect(await progress.textContent()).toContain('100%');
    await expect
      .poll(() => upload.getByTestId('upload-summary').textContent())
      .toBe('2 of 2 uploaded');
    const states = await page.evaluate(
      () => (window as unknown as { uploadStates: string[] }).uploadStates,
    );
    expect(states.some((state) => state.startsWith('uploading:'))).toBe(true);
    expect(states.at(-1)).toBe('done:100');
    await page.getByTestId('upload-close').click();
    await upload.waitFor({ state: 'detached' });

    // The grid shows them, by their thumbnails.
    await expect.poll(() => tileNames(bank)).toEqual([BLUE, RED].sort());
    const thumb = tiles(bank).first().locator('img');
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/file\/object\//);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Select all, add to the other folder.
    await bank.getByTestId('bank-select-all').click();
    await expect
      .poll(() => bank.getByTestId('bank-selected-count').textContent())
      .toBe('2 selected');
    await bank.getByTestId('bank-add-to-folder').click();
    await settled(page.getByTestId('bank-target-folder'));
    await page.getByTestId('bank-target-folder').click();
    await page.keyboard.type(fridges);
    await page
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: fridges })
      .click();
    await page.getByTestId('bank-target-ok').click();
    await toast(page, 'operation successful').waitFor();
    await folderNode(bank, fridges).click();
    await expect.poll(() => tileNames(bank)).toEqual([BLUE, RED].sort());

    // Remove one from that folder: cancelling says so and keeps it; confirming removes it.
    await bank.locator(`[data-file-name="${RED}"]`).click();
    await bank.getByTestId('bank-remove').click();
    await settled(page.getByText('this will remove the ticked files from the folder, continue?'));
    await page.getByTestId('bank-remove-cancel').click();
    await toast(page, 'deletion cancelled').waitFor();
    expect(await tileNames(bank)).toEqual([BLUE, RED].sort());
    await bank.getByTestId('bank-remove').click();
    await settled(page.getByTestId('bank-remove-ok'));
    await page.getByTestId('bank-remove-ok').click();
    await toast(page, 'deleted successfully').waitFor();
    await expect.poll(() => tileNames(bank)).toEqual([BLUE]);
    // The first folder still holds both.
    await folderNode(bank, shelves).click();
    await expect.poll(() => tileNames(bank)).toEqual([BLUE, RED].sort());

    // Normal mode: confirming with nothing ticked asks to select; a ticked one is handed over.
    await bank.getByTestId('bank-mode').click();
    await bank.getByTestId('bank-confirm').click();
    await toast(page, 'please select the pictures you need to reference').waitFor();
    await bank.locator(`[data-file-name="${BLUE}"]`).click();
    await bank.getByTestId('bank-confirm').click();
    await toast(page, `Pictures chosen (1): ${BLUE}`).waitFor();
    await bank.waitFor({ state: 'detached' });

    // The file list shows the uploads with their sizes.
    const redRow = page.getByTestId('list-table').locator('tr', { hasText: RED });
    await redRow.waitFor();
    expect(await redRow.textContent()).toContain('40 × 30');

    // The image chooser: none chosen is refused; one chosen opens its original at natural size.
    await page.getByTestId('file-open-chooser').click();
    const chooser = page.getByTestId('image-chooser');
    await folderNode(chooser, shelves).click();
    await expect.poll(() => tileNames(chooser)).toEqual([BLUE, RED].sort());
    await chooser.getByTestId('chooser-confirm').click();
    await toast(page, 'Please choose a picture').waitFor();
    await chooser.locator(`[data-file-name="${BLUE}"]`).click();
    await chooser.locator(`[data-file-name="${RED}"]`).click();
    // One picture only: the second tick replaced the first.
    expect(await chooser.locator('[role="checkbox"][aria-checked="true"]').count()).toBe(1);
    await chooser.getByTestId('chooser-confirm').click();
    const preview = page.getByTestId('image-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('image-preview-name').textContent()).toBe(RED);
    expect(await preview.getByTestId('image-preview-dimensions').textContent()).toBe('40 × 30');
    const original = preview.getByTestId('image-preview-img');
    expect(await original.getAttribute('src')).toMatch(/^\/api\/file\/object\//);
    await expect
      .poll(() => original.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width]))
      .toEqual([40, 40]);
  });
  it('the file screens upload, rename, preview and remove a file; folders move and are removed', async () => {
    const { page } = browser;
    await logIn(page, SUNRISE_ADMIN);
    const name = `green-${run}.png`;
    const renamed = `<img src=x onerror=alert(1)>-${run}.png`;
    const greenPath = writeTemp(name, png(20, 10, [30, 200, 30]));

    // Upload from the file list's toolbar (into no folder).
    await page.goto('/fileService/index');
    await page.getByTestId('file-upload').click();
    const upload = page.getByTestId('upload-dialog');
    await upload.locator('input[type="file"]').setInputFiles([greenPath]);
    await upload.locator('[data-testid="upload-item"][data-status="done"]').waitFor();
    await page.getByTestId('upload-close').click();
    const table = page.getByTestId('list-table');
    const row = table.locator('tr', { hasText: name });
    await row.waitFor();

    // Rename: a name that looks like markup is kept and shown as text.
    await row.getByRole('button', { name: 'Rename' }).click();
    await settled(page.getByTestId('file-rename-input'));
    await page.getByTestId('file-rename-input').fill(renamed);
    await page.getByTestId('file-rename-dialog-save').click();
    const renamedRow = table.locator('tr', { hasText: renamed });
    await renamedRow.waitFor();
    // Only the thumbnail is a picture: the name made no element.
    expect(await renamedRow.locator('img').count()).toBe(1);

    // Preview the original.
    await renamedRow.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('image-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('image-preview-dimensions').textContent()).toBe('20 × 10');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Remove asks first, then the file is gone.
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await settled(page.getByTestId('confirm-remove-ok'));
    await page.getByTestId('confirm-remove-ok').click();
    await toast(page, 'deleted successfully').waitFor();
    await expect.poll(() => table.locator('tr', { hasText: renamed }).count()).toBe(0);

    // Folders: move one under another, then removing the parent is refused until it is empty.
    const parent = `Parent ${run}`;
    const child = `Child ${run}`;
    await page.goto('/fileFolder/index');
    await addFolder(page, parent, 5);
    await addFolder(page, child, 6);
    const folders = page.getByTestId('list-table');
    await folders.locator('tr', { hasText: child }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByTestId('file-folder-edit-dialog');
    await settled(dialog);
    await dialog.getByTestId('field-parentId').click();
    await page.keyboard.type(parent);
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: parent }).click();
    await page.getByTestId('file-folder-edit-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    const childRow = folders.locator('tr', { hasText: child });
    await expect.poll(() => childRow.getAttribute('class')).toContain('ant-table-row-level-1');

    const parentRow = folders.locator('tr', { hasText: parent }).first();
    await parentRow.getByRole('button', { name: 'Delete' }).click();
    await settled(page.getByTestId('confirm-remove-ok'));
    await page.getByTestId('confirm-remove-ok').click();
    await toast(page, 'Remove the sub-folders of this folder first').waitFor();
    await childRow.getByRole('button', { name: 'Delete' }).click();
    await settled(page.getByTestId('confirm-remove-ok').last());
    await page.getByTestId('confirm-remove-ok').last().click();
    await toast(page, 'deleted successfully').waitFor();
    await expect.poll(() => folders.locator('tr', { hasText: child }).count()).toBe(0);
  });
});
