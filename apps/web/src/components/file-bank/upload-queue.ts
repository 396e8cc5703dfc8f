import { UPLOAD_MAX_FILES, type FileRecord } from '@retail/contract';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

/** One file of the upload dialog and how far it got. */
export type UploadItem = {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0–100. */
  percent: number;
  /** The server's description of a failure. */
  error?: string;
  record?: FileRecord;
};

/** Files still to send or being sent: what the 500-file limit counts. */
export const pendingCount = (items: readonly UploadItem[]): number =>
  items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;

export type AddResult =
  | { ok: true; items: UploadItem[] }
  /** Over the limit: nothing is added; the warning names how many were selected. */
  | { ok: false; selected: number; total: number };

let nextId = 0;

/**
 * Queues a selection (console.md §5, §9): refused as a whole when it would take the pending
 * uploads over `max` files.
 */
export const addFiles = (
  items: readonly UploadItem[],
  files: readonly File[],
  max: number = UPLOAD_MAX_FILES,
): AddResult => {
  const total = pendingCount(items) + files.length;
  if (total > max) return { ok: false, selected: files.length, total };
  const added = files.map<UploadItem>((file) => ({
    id: `upload-${++nextId}`,
    file,
    status: 'queued',
    percent: 0,
  }));
  return { ok: true, items: [...items, ...added] };
};

/** The next files to start so that at most `concurrency` are uploading at once. */
export const nextToStart = (items: readonly UploadItem[], concurrency: number): UploadItem[] => {
  const running = items.filter((item) => item.status === 'uploading').length;
  const free = Math.max(0, concurrency - running);
  return items.filter((item) => item.status === 'queued').slice(0, free);
};

export const updateItem = (
  items: readonly UploadItem[],
  id: string,
  change: Partial<UploadItem>,
): UploadItem[] => items.map((item) => (item.id === id ? { ...item, ...change } : item));

export const removeItem = (items: readonly UploadItem[], id: string): UploadItem[] =>
  items.filter((item) => item.id !== id);

/** Sends one file; resolves with its record (lib/upload.ts's uploadFile in the console). */
export type UploadFn = (request: {
  file: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}) => Promise<FileRecord>;

export type UploadQueueHooks = {
  onUploaded?: (record: FileRecord) => void;
  /** A refused or broken upload, with the server's description. */
  onFailed?: (item: UploadItem, description: string) => void;
};

/** Whether an error is the user's own cancel (removing an upload), not a failure. */
export type IsCancel = (error: unknown) => boolean;

/**
 * The upload queue of the 'add picture' dialog, outside React: files start as soon as they are
 * queued, at most `concurrency` at a time; removing one aborts its request.
 */
export const createUploadQueue = (options: {
  upload: UploadFn;
  isCancel: IsCancel;
  concurrency?: number;
  max?: number;
}) => {
  const concurrency = options.concurrency ?? 2;
  let items: UploadItem[] = [];
  let hooks: UploadQueueHooks = {};
  const listeners = new Set<() => void>();
  const controllers = new Map<string, AbortController>();

  const commit = (next: UploadItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const has = (id: string) => items.some((item) => item.id === id);

  const start = (item: UploadItem) => {
    const controller = new AbortController();
    controllers.set(item.id, controller);
    commit(updateItem(items, item.id, { status: 'uploading', percent: 0 }));
    options
      .upload({
        file: item.file,
        signal: controller.signal,
        onProgress: (percent) => {
          // The last percent is shown once the server has answered (stored, thumbnail made).
          if (has(item.id)) commit(updateItem(items, item.id, { percent: Math.min(percent, 99) }));
        },
      })
      .then((record) => {
        if (!has(item.id)) return;
        commit(updateItem(items, item.id, { status: 'done', percent: 100, record }));
        hooks.onUploaded?.(record);
      })
      .catch((error: unknown) => {
        if (options.isCancel(error) || !has(item.id)) return;
        const description = error instanceof Error ? error.message : String(error);
        commit(updateItem(items, item.id, { status: 'failed', error: description }));
        hooks.onFailed?.(item, description);
      })
      .finally(() => {
        controllers.delete(item.id);
        pump();
      });
  };

  const pump = () => {
    for (const item of nextToStart(items, concurrency)) start(item);
  };

  return {
    items: () => items,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setHooks: (next: UploadQueueHooks) => {
      hooks = next;
    },
    add: (files: readonly File[]): AddResult => {
      const result = addFiles(items, files, options.max);
      if (result.ok) {
        commit(result.items);
        pump();
      }
      return result;
    },
    /** Drops a file from the list; one being sent is aborted (nothing is stored). */
    remove: (id: string) => {
      controllers.get(id)?.abort();
      commit(removeItem(items, id));
      pump();
    },
    /** Stops everything (the dialog closes). */
    dispose: () => {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
      commit([]);
    },
  };
};

export type UploadQueue = ReturnType<typeof createUploadQueue>;
