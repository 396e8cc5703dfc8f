// The page-document calls of the contract (pageDocument endpoints), typed by the console's client.
// Saves are quiet: a 409 is the builder's own conflict notice, never the "log in again" dialog
// the client shows for other 4xx answers.
import { endpoints } from '@retail/contract';
import { call } from '../../../lib/api';
import { ApiError } from '../../../lib/http';
import type { DraftMeta } from './draft-sync';

const api = endpoints.pageDocument;
const params = (pageId: number) => ({ id: String(pageId) });

export const loadDraft = (pageId: number) => call(api.draft, { params: params(pageId) });

export const latestDraft = async (pageId: number): Promise<DraftMeta> => {
  const draft = await call(api.draft, { params: params(pageId), quiet: true });
  return { revision: draft.revision, savedBy: draft.savedBy, savedAt: draft.savedAt };
};

export const saveDraft = async (
  pageId: number,
  document: object,
  baseRevision: number,
): Promise<DraftMeta> => {
  const draft = await call(api.saveDraft, {
    params: params(pageId),
    body: { document, baseRevision },
    quiet: true,
  });
  return { revision: draft.revision, savedBy: draft.savedBy, savedAt: draft.savedAt };
};

export const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

export const validatePage = (pageId: number) =>
  call(api.validate, { params: params(pageId), quiet: true });

export const publishPage = (pageId: number, revision: number) =>
  call(api.publish, { params: params(pageId), body: { revision } });

export const listVersions = (pageId: number) => call(api.versions, { params: params(pageId) });

export const loadVersion = (pageId: number, version: number) =>
  call(api.version, { params: { id: String(pageId), version: String(version) } });

export const rollbackTo = (pageId: number, version: number) =>
  call(api.rollback, { params: params(pageId), body: { version } });

export const previewLink = (pageId: number) => call(api.previewLink, { params: params(pageId) });
