import type { Locale } from '@retail/contract';
import type { RenderablePage } from '@retail/widgets/render';

// The storefront's reads (the contract's `storefrontPageEndpoints`), with plain fetch and a
// narrow type written here: the contract's schemas would bring zod to every phone. The server
// checks its answers against the contract; this side only needs the fields it shows.

/** The widgets' page document as the storefront reads it. */
export type StorefrontDocument = RenderablePage & {
  page?: { title?: string; background?: string };
};

/** `data` of a storefront read: the document with goods, prices and stock read live. */
export type StorefrontPage = {
  pageId: number;
  tenantId: number;
  pageType: string;
  name: string;
  /** Published version; null for a draft shown through a preview link. */
  version: number | null;
  document: StorefrontDocument;
};

export type PageRequest =
  | { kind: 'home'; tenantId: number }
  | { kind: 'page'; tenantId: number; pageId: number }
  | { kind: 'preview'; token: string };

export type PageAnswer =
  | { status: 'ready'; page: StorefrontPage }
  /** 404: no such page, not published (or taken offline), or a preview link gone. */
  | { status: 'notFound' }
  /** No answer, or one that is not the envelope (network, server down, 5xx). */
  | { status: 'failed' };

export const pageUrl = (request: PageRequest, locale: Locale): string => {
  switch (request.kind) {
    case 'home':
      return `/api/storefront/home/${request.tenantId}`;
    case 'page':
      return `/api/storefront/page/${request.tenantId}/${request.pageId}?lang=${locale}`;
    case 'preview':
      return `/api/storefront/preview/${encodeURIComponent(request.token)}`;
  }
};

type Envelope = { successful?: boolean; status?: number; data?: unknown };

const isPage = (data: unknown): data is StorefrontPage => {
  if (typeof data !== 'object' || data === null) return false;
  const { pageId, tenantId, document } = data as Partial<StorefrontPage>;
  return (
    typeof pageId === 'number' &&
    typeof tenantId === 'number' &&
    typeof document === 'object' &&
    document !== null &&
    Array.isArray((document as { components?: unknown }).components)
  );
};

/** Loads a page; never throws (a failure is an answer the app shows). */
export const loadPage = async (
  request: PageRequest,
  locale: Locale,
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<PageAnswer> => {
  try {
    const response = await fetcher(pageUrl(request, locale), {
      headers: { accept: 'application/json', 'accept-language': locale },
      signal,
    });
    if (response.status === 404) return { status: 'notFound' };
    if (!response.ok) return { status: 'failed' };
    const body = (await response.json()) as Envelope;
    if (body.successful === true && isPage(body.data)) return { status: 'ready', page: body.data };
    return body.status === 404 ? { status: 'notFound' } : { status: 'failed' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: 'failed' };
  }
};
