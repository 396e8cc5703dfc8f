import { describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '@retail/contract';
import { picture } from './file-bank.test-support';
import { addFiles, createUploadQueue, type UploadFn } from './upload-queue';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`f${i}.png`));

class Cancelled extends Error {}

/** An upload whose end each test decides: resolve, fail, or report progress. */
const manualUpload = () => {
  const calls: Array<{
    name: string;
    progress: (percent: number) => void;
    resolve: (record: FileRecord) => void;
    reject: (error: Error) => void;
    signal: AbortSignal;
  }> = [];
  const upload: UploadFn = ({ file, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Cancelled()));
      calls.push({ name: file.name, progress: onProgress, resolve, reject, signal });
    });
  return { upload, calls };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload selection limit', () => {
  it('takes up to 500 pending files and refuses more, naming how many were selected', () => {
    const full = addFiles([], files(500));
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    expect(addFiles(full.items, [file('one-more.png')])).toEqual({
      ok: false,
      selected: 1,
      total: 501,
    });
    expect(addFiles([], files(501))).toEqual({ ok: false, selected: 501, total: 501 });
    // Finished uploads no longer count.
    const finished = full.items.map((item) => ({ ...item, status: 'done' as const }));
    expect(addFiles(finished, files(3)).ok).toBe(true);
  });
});

describe('upload queue', () => {
  it('sends at most `concurrency` files at once, with progress, and starts the next when one ends', async () => {
    const { upload, calls } = manualUpload();
    const queue = createUploadQueue({
      upload,
      isCancel: (e) => e instanceof Cancelled,
      concurrency: 2,
    });
    const uploaded = vi.fn();
    queue.setHooks({ onUploaded: uploaded });
    queue.add(files(3));
    expect(calls.map((call) => call.name)).toEqual(['f0.png', 'f1.png']);
    expect(queue.items().map((item) => item.status)).toEqual(['uploading', 'uploading', 'queued']);

    calls[0]!.progress(40);
    expect(queue.items()[0]!.percent).toBe(40);
    // 100 % only once the server answered with the record.
    calls[0]!.progress(100);
    expect(queue.items()[0]!.percent).toBe(99);
    calls[0]!.resolve(picture(1));
    await flush();
    expect(queue.items()[0]).toMatchObject({ status: 'done', percent: 100 });
    expect(uploaded).toHaveBeenCalledWith(picture(1));
    expect(calls.map((call) => call.name)).toEqual(['f0.png', 'f1.png', 'f2.png']);
  });

  it('marks a refused file failed with the server description and reports it', async () => {
    const { upload, calls } = manualUpload();
    const queue = createUploadQueue({ upload, isCancel: (e) => e instanceof Cancelled });
    const failed = vi.fn();
    queue.setHooks({ onFailed: failed });
    queue.add([file('page.png')]);
    calls[0]!.reject(new Error('Only JPEG, PNG, GIF or WebP pictures can be uploaded'));
    await flush();
    expect(queue.items()[0]).toMatchObject({
      status: 'failed',
      error: 'Only JPEG, PNG, GIF or WebP pictures can be uploaded',
    });
    expect(failed.mock.calls[0]?.[1]).toBe('Only JPEG, PNG, GIF or WebP pictures can be uploaded');
  });

  it('removing an upload aborts its request without calling it a failure; dispose stops all', async () => {
    const { upload, calls } = manualUpload();
    const queue = createUploadQueue({
      upload,
      isCancel: (e) => e instanceof Cancelled,
      concurrency: 1,
    });
    const failed = vi.fn();
    queue.setHooks({ onFailed: failed });
    queue.add(files(3));
    const first = queue.items()[0]!;
    queue.remove(first.id);
    expect(calls[0]!.signal.aborted).toBe(true);
    await flush();
    expect(failed).not.toHaveBeenCalled();
    expect(queue.items().map((item) => item.file.name)).toEqual(['f1.png', 'f2.png']);
    expect(calls.map((call) => call.name)).toEqual(['f0.png', 'f1.png']);
    queue.dispose();
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(queue.items()).toEqual([]);
  });
});
