import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import type { ShellRoute } from '../../lib/permitted-routes';
import { useRouteTitle } from '../../lib/route-titles.i18n';
import { breadcrumbOf } from './breadcrumb-model';

export const AppBreadcrumb = ({
  routes,
  path,
}: {
  routes: readonly ShellRoute[];
  path: string;
}) => {
  const titleOf = useRouteTitle();
  const entries = useMemo(() => breadcrumbOf(routes, path), [routes, path]);
  return (
    <Breadcrumb
      data-testid="breadcrumb"
      items={entries.map((entry) => ({
        key: entry.name,
        title: entry.link ? (
          <Link to={entry.link}>{titleOf(entry.name)}</Link>
        ) : (
          <span className="no-redirect">{titleOf(entry.name)}</span>
        ),
      }))}
    />
  );
};
