import { endpointUrl, type Envelope, type FileRecord, endpoints } from '@retail/contract';
import { ApiError, baseHeaders, networkFailure, settleAnswer } from './http';
import { i18n } from './i18n';

export type UploadProgress = { loaded: number; total: number };

export type UploadRequest = {
  file: Blob;
  /** The multipart file name (a File's own name when omitted). */
  fileName?: string;
  /** Text fields sent before the file (organId, fileFolderId...). */
  fields?: Record<string, string | number | undefined>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Where to send it (the file bank's upload endpoint by default). */
  url?: string;
};

/** Why an upload ended without a record: refused, broken off, or cancelled by the user. */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload aborted');
    this.name = 'UploadAbortedError';
  }
}

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const descriptionOf = (body: unknown): string | undefined => {
  const envelope = (typeof body === 'object' && body ? body : {}) as Envelope<unknown>;
  const text = envelope.description ?? envelope.message;
  return typeof text === 'string' && text.trim() ? text : undefined;
};

/** Percent of an upload, 0–100, whole numbers; 0 until the size is known. */
export const percentOf = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * Sends one file as multipart (field `file`) through XMLHttpRequest, which reports upload
 * progress (fetch does not). Same identity headers and error catalogue as every other call
 * (lib/http.ts), except that a refused file (400, 413 too large, 415) rejects quietly with the
 * server's description for the caller's warning — it is no reason to log out.
 */
export const uploadFile = ({
  file,
  fileName,
  fields = {},
  onProgress,
  signal,
  url = endpointUrl(endpoints.file.upload),
}: UploadRequest): Promise<FileRecord> =>
  new Promise<FileRecord>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAbortedError());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) form.append(name, String(value));
    if (fileName === undefined) form.append('file', file);
    else form.append('file', file, fileName);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(baseHeaders())) xhr.setRequestHeader(name, value);
    // No time-out: a big picture on a slow line takes longer than the 10 s of JSON calls.

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    xhr.onerror = () => {
      done();
      reject(networkFailure(undefined));
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      const status = xhr.status;
      if (status === 413 || status === 415) {
        reject(
          new ApiError(descriptionOf(body) ?? i18n.t('http.rejected'), 'http', status, 'file'),
        );
        return;
      }
      try {
        const answer = settleAnswer(status, body) as Envelope<FileRecord> | undefined;
        if (!answer || answer.successful === false || !answer.data) {
          reject(new ApiError(descriptionOf(answer) ?? i18n.t('http.rejected'), 'http', status));
          return;
        }
        onProgress?.({ loaded: file.size, total: file.size });
        resolve(answer.data);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
