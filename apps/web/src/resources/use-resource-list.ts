import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointDef, PAGE_SIZE_DEFAULT } from '@retail/contract';
import { isVisible } from '../lib/permission';
import { useSession } from '../lib/session-store';
import type { Resource, Row } from './define-resource';
import { organQueryMode } from './organ-query-mode';
import { organTree } from './organ-store';
import { callEndpoint, listFailureText, listPage } from './resource-call';
import { EMPTY_SCOPE, scopeBody, type ScopeChoice } from './scope-selectors';

/** Drops empty filter values: an empty input means "any". */
const compact = (values: Row): Row =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );

/** State and data of a resource's list screen: filter, scope, page, and the current page of rows. */
export const useResourceList = (resource: Resource) => {
  const { message } = App.useApp();
  const { visibleMap } = useSession();
  const mode = organQueryMode.use();
  const organs = organTree.use();
  const [filter, setFilter] = useState<Row>({});
  const [scope, setScope] = useState<ScopeChoice>(EMPTY_SCOPE);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE_DEFAULT });
  const mayList = !resource.codes.list || isVisible(resource.codes.list, visibleMap);

  /** The body of the list call and of an export: fixed part, filter and scope. */
  const body = useMemo(
    () => ({ ...resource.baseFilter, ...compact(filter), ...scopeBody(scope, mode, organs) }),
    [resource.baseFilter, filter, scope, mode, organs],
  );

  const query = useQuery({
    queryKey: ['resource', resource.key, page, body],
    enabled: mayList,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await listPage(resource.endpoints.list, page, body, resource.rowKey);
      } catch (error) {
        const text = listFailureText(error);
        if (text) void message.info(text);
        throw error;
      }
    },
  });

  // Header totals of the same body (every page): only resources that declare them ask.
  const totalsEndpoint = resource.totals?.endpoint;
  const totals = useQuery({
    queryKey: ['resource', resource.key, 'totals', body],
    enabled: mayList && Boolean(totalsEndpoint),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await callEndpoint(totalsEndpoint as EndpointDef, { body, quiet: true })) as Record<
        string,
        number
      >,
  });

  const search = useCallback((values: Row) => {
    setFilter(values);
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, []);

  const changeScope = useCallback((next: ScopeChoice) => {
    setScope(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, []);

  const { refetch } = query;
  const { refetch: refetchTotals } = totals;
  // After a search, an edit or an action: the page and its totals anew.
  const reload = useCallback(() => {
    void refetch();
    if (totalsEndpoint) void refetchTotals();
  }, [refetch, refetchTotals, totalsEndpoint]);

  return {
    rows: query.data?.entities ?? [],
    total: query.data?.totalCount ?? 0,
    /** The search's count stopped at `total` (LIST_COUNT_CAP): at least that many match. */
    totalCapped: query.data?.totalCountCapped === true,
    loading: query.isFetching,
    totals: totals.data,
    totalsLoading: totals.isFetching,
    failed: query.isError,
    page,
    setPage,
    filter,
    search,
    scope,
    changeScope,
    body,
    reload,
    mayList,
  };
};

export type ResourceListState = ReturnType<typeof useResourceList>;
