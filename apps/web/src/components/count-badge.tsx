import type { ReactNode } from 'react';
import { Badge } from 'antd';
import { badgeText } from '@retail/contract';

/** A count badge (order badge, service badge): the number up to 99, then 99+ (console.md §9). */
export const CountBadge = ({
  count,
  children,
  testId,
}: {
  count: number;
  children?: ReactNode;
  testId?: string;
}) => (
  <Badge count={count > 0 ? badgeText(count) : 0} data-testid={testId}>
    {children}
  </Badge>
);
