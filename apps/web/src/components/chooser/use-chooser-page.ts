import { useState } from 'react';
import { App } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@retail/contract';
import { listFailureText } from '../../resources/resource-call';

export type ChooserPageRequest = { pageNum: number; pageSize: number };
export type ChooserPageSizes = { readonly default: number; readonly options: readonly number[] };

/** A page the chooser refuses, with the error text to show (e.g. a goods answer without entities). */
export class ChooserPageError extends Error {}

export type ChooserPageOptions<Row, Search> = {
  /** The chooser's own part of the query key: its name and every prop `load` reads. */
  queryKey: readonly unknown[];
  sizes: ChooserPageSizes;
  /** The search a fresh opening (and 'reset') starts from. */
  initialSearch: Search;
  /** The search as sent, from what was typed (e.g. names trimmed). */
  normalize?: (search: Search) => Search;
  load: (page: ChooserPageRequest, search: Search) => Promise<Paged<Row>>;
};

export type ChooserPage<Row, Search> = {
  /** What is typed in the search controls, sent by `apply`. */
  draft: Search;
  setDraft: (draft: Search) => void;
  /** Sends the typed search, from page 1. */
  apply: () => void;
  /** Empties the search controls and lists again from page 1. */
  reset: () => void;
  search: Search;
  page: ChooserPageRequest;
  setPage: (page: ChooserPageRequest) => void;
  sizes: ChooserPageSizes;
  /** This page's rows; none after a failure. */
  rows: Row[];
  total: number;
  /** A search's count stopped at `total` (LIST_COUNT_CAP): at least that many match. */
  totalCapped: boolean;
  fetching: boolean;
  refetch: () => void;
};

/**
 * The paged list of a chooser: loaded when the dialog body mounts (on opening), page 1 at the
 * chooser's default size. A failed list says why in an info message (console.md §8); a
 * ChooserPageError says its own text as an error.
 */
export const useChooserPage = <Row, Search>({
  queryKey,
  sizes,
  initialSearch,
  normalize = (search) => search,
  load,
}: ChooserPageOptions<Row, Search>): ChooserPage<Row, Search> => {
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Search>(initialSearch);
  const [search, setSearch] = useState<Search>(initialSearch);
  const [page, setPage] = useState<ChooserPageRequest>({ pageNum: 1, pageSize: sizes.default });
  const list = useQuery({
    queryKey: [...queryKey, search, page],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => {
      try {
        return await load(page, search);
      } catch (error) {
        if (error instanceof ChooserPageError) void message.error(error.message);
        else {
          const text = listFailureText(error);
          if (text) void message.info(text);
        }
        throw error;
      }
    },
  });
  const run = (next: Search) => {
    setSearch(normalize(next));
    setPage((current) => ({ ...current, pageNum: 1 }));
  };
  return {
    draft,
    setDraft,
    apply: () => run(draft),
    reset: () => {
      setDraft(initialSearch);
      run(initialSearch);
    },
    search,
    page,
    setPage,
    sizes,
    rows: list.isError ? [] : (list.data?.entities ?? []),
    total: list.isError ? 0 : (list.data?.totalCount ?? 0),
    totalCapped: !list.isError && list.data?.totalCountCapped === true,
    fetching: list.isFetching,
    refetch: () => void list.refetch(),
  };
};
