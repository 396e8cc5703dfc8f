import { useMemo } from 'react';
import { Form, Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../lib/api';
import { PLATFORM_AUTHORITY } from './authority-keys';
import { useAuthority } from '../lib/permission';
import { useMessages } from '../lib/i18n/feature-messages';
import type { OrganQueryMode } from '../lib/storage';
import { organQueryMode } from './organ-query-mode';
import {
  nestOrgans,
  organsOfTenant,
  organTree,
  tenantList,
  tenantNodes,
  type OrganNode,
} from './organ-store';
import { resourceMessages } from './resources.i18n';
import type { Row } from './define-resource';

/** The caller's choice of tenant and organisations on a list screen. */
export type ScopeChoice = { tenantId: number | null; organIds: number[] };

export const EMPTY_SCOPE: ScopeChoice = { tenantId: null, organIds: [] };

/**
 * The scope part of a list body: the tenant, then in selfAndSub mode the one organisation with
 * everything below it (organId and organPath), in selected mode exactly the chosen ones.
 */
export const scopeBody = (
  choice: ScopeChoice,
  mode: OrganQueryMode,
  organs: readonly OrganNode[],
): Row => {
  const body: Row = {};
  if (choice.tenantId != null) body.tenantId = choice.tenantId;
  if (choice.organIds.length === 0) return body;
  if (mode === 'selected') return { ...body, organIds: choice.organIds };
  const id = choice.organIds[0];
  const node = flatten(organs).find((organ) => organ.id === id);
  return { ...body, organId: id, ...(node ? { organPath: node.organPath } : {}) };
};

const flatten = (nodes: readonly OrganNode[]): OrganNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTreeData = (nodes: readonly OrganNode[]): TreeOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.organName,
    children: toTreeData(node.children ?? []),
  }));

export const useTenantOptions = () => {
  const tenants = tenantList.use();
  const tree = organTree.use();
  return useMemo(() => {
    const nodes = tenants.length > 0 ? tenantNodes(tenants) : tenantNodes(tree);
    return nodes.map((node) => ({ value: node.id, label: node.organName }));
  }, [tenants, tree]);
};

/**
 * The organisation tree to choose from: the session's, or when a tenant is chosen that
 * tenant's tree (asked from the server: the session's tree may not hold other tenants).
 */
export const useTenantOrganTree = (tenantId: number | null): OrganNode[] => {
  const tree = organTree.use();
  const own = useMemo(() => organsOfTenant(nestOrgans(tree), tenantId), [tree, tenantId]);
  const other = useQuery({
    queryKey: ['organ-tree', tenantId],
    enabled: tenantId !== null,
    staleTime: 60_000,
    queryFn: () => call(endpoints.organ.subordinate, { body: { tenantId }, quiet: true }),
  });
  return useMemo(
    () =>
      tenantId !== null && other.data ? organsOfTenant(nestOrgans(other.data), tenantId) : own,
    [tenantId, other.data, own],
  );
};

export const useOrganTreeData = (tenantId: number | null) => {
  const nodes = useTenantOrganTree(tenantId);
  return useMemo(() => toTreeData(nodes), [nodes]);
};

type Props = {
  value: ScopeChoice;
  onChange: (next: ScopeChoice) => void;
  tenant: boolean;
  organ: boolean;
};

/**
 * The tenant selector (PLATFROM_TENANT_QUERY) and the organisation selector
 * (PLATFROM_ORGAN_QUERY): single-select in selfAndSub mode, multi-select in selected mode.
 */
export const ScopeSelectors = ({ value, onChange, tenant, organ }: Props) => {
  const t = useMessages(resourceMessages);
  const mayTenant = useAuthority(PLATFORM_AUTHORITY.tenantQuery) && tenant;
  const mayOrgan = useAuthority(PLATFORM_AUTHORITY.organQuery) && organ;
  const mode = organQueryMode.use();
  const tenantOptions = useTenantOptions();
  const treeData = useOrganTreeData(value.tenantId);
  const multiple = mode === 'selected';
  return (
    <>
      {mayTenant && (
        <Form.Item label={t('tenant')}>
          <Select
            data-testid="scope-tenant"
            aria-label={t('tenant')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 180 }}
            placeholder={t('chooseTenant')}
            options={tenantOptions}
            value={value.tenantId ?? undefined}
            // Another tenant's organisations are another tree: the organ choice starts over.
            onChange={(tenantId: number | undefined) =>
              onChange({ tenantId: tenantId ?? null, organIds: [] })
            }
          />
        </Form.Item>
      )}
      {mayOrgan && (
        <Form.Item label={t('organ')}>
          <TreeSelect
            data-testid="scope-organ"
            aria-label={t('organ')}
            data-mode={mode}
            allowClear
            treeDefaultExpandAll
            multiple={multiple}
            treeCheckable={multiple}
            // Selected mode means exactly the ticked organisations: no cascading to parents.
            treeCheckStrictly={multiple}
            style={{ minWidth: 220 }}
            placeholder={t('chooseOrgan')}
            treeData={treeData}
            value={multiple ? value.organIds.map((id) => ({ value: id })) : value.organIds[0]}
            onChange={(next: number | Array<number | { value: number }> | undefined) =>
              onChange({
                ...value,
                organIds:
                  next == null
                    ? []
                    : Array.isArray(next)
                      ? next.map((item) => (typeof item === 'number' ? item : item.value))
                      : [next],
              })
            }
          />
        </Form.Item>
      )}
    </>
  );
};
