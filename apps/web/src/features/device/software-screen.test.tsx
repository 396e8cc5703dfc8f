// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endpoints, type SoftwareRecord } from '@retail/contract';
import { renderScreen } from '../../resources/render.test-support';
import { bodiesOf, ok, paged, routeFetch, routeOf } from '../../resources/route-fetch.test-support';
import { setUpScreenTests } from '../../resources/screen.test-support';
import { SoftwareScreen } from './software-screen';

setUpScreenTests('en', 30_000);

const draft: SoftwareRecord = {
  id: 5,
  deviceTypeId: 1,
  deviceTypeName: 'Snack tower',
  name: 'Vending firmware',
  version: '1.2.0',
  fileId: 40,
  fileName: 'old.zip',
  fileSize: 1200,
  checksum: 'aa'.repeat(32),
  releaseNotes: null,
  state: 0,
  tenantId: 2,
  organId: 2,
  organPath: '/1/2/',
  createBy: 'sunrise.admin',
  createDate: '2026-11-25 09:00:00',
  updateBy: 'sunrise.admin',
  updateDate: '2026-11-25 09:00:00',
};

/** Just enough XMLHttpRequest for one upload: answers the package file at once. */
class FakeXhr {
  static sent: { url: string; body: FormData }[] = [];
  url = '';
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push({ url: this.url, body });
    this.status = 200;
    this.responseText = JSON.stringify({
      successful: true,
      status: 200,
      data: { fileId: 42, fileName: 'new.zip', fileSize: 2048, checksum: 'bb'.repeat(32) },
    });
    queueMicrotask(() => this.onload?.());
  }
}

const KEYS = {
  SOFTWARE_LIST: true,
  SOFTWARE_EDIT: true,
  SOFTWARE_REMOVE: true,
  SOFTWARE_RELEASE: true,
};

describe('software package screen', () => {
  it('lists packages with their version and state; a draft’s file is replaced by an upload', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const requests = routeFetch({
      [routeOf(endpoints.software.list)]: () => paged([draft]),
      [routeOf(endpoints.deviceType.queryForList)]: () => ok([{ id: 1, name: 'Snack tower' }]),
      [routeOf(endpoints.software.edit)]: () => ok({ ...draft, fileId: 42, fileName: 'new.zip' }),
    });
    renderScreen(<SoftwareScreen />, KEYS);
    const table = await screen.findByTestId('list-table');
    await within(table).findByText('1.2.0');
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByText('Release')).toBeTruthy();

    fireEvent.click(screen.getByTestId('row-edit-5'));
    const dialog = await screen.findByTestId('software-edit-dialog');
    expect(within(dialog).getByTestId('software-file-summary').textContent).toContain('old.zip');
    // The hidden picker is named by the field's label (the accessibility sweep).
    const picker = within(dialog).getByLabelText('Package file');
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'new.zip');
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('software-file-summary').textContent).toContain(
        'new.zip · 2048 bytes · SHA-256 bbbbbbbbbbbb',
      ),
    );
    expect(FakeXhr.sent.map((sent) => sent.url)).toEqual([endpoints.softwarePackage.upload.path]);
    fireEvent.click(screen.getByTestId('software-edit-dialog-save'));
    await waitFor(() =>
      expect(bodiesOf(requests, endpoints.software.edit.path)).toEqual([
        expect.objectContaining({ id: 5, fileId: 42, version: '1.2.0' }),
      ]),
    );
  });
});
