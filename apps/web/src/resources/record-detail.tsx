import type { ReactNode } from 'react';
import { Button, Card, Descriptions, Empty, Flex, Spin, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type EndpointDef,
  type FieldSpec,
  type Locale,
  nameFieldOf,
  type Resource as Declared,
} from '@retail/contract';
import { formatMoney } from '../components/field-cells';
import { useLocale } from '../lib/i18n';
import { useMessages } from '../lib/i18n/feature-messages';
import type { Row } from './define-resource';
import { RegistryActions } from './registry-actions';
import { HistoryTimeline } from './registry-history';
import { stateColourOf, stateLabel } from './registry-state';
import { listPage } from './resource-call';
import { registryMessages } from './registry.i18n';

// A registry record on a page of its own (`/intraCityDelivery/detail/index?no=…`): every field
// as its list shows it, links to the records it belongs to, the steps its state allows (the
// registry's buttons and dialogs) and its history. Opened with the record's key text (a
// document number), which its list filters on.

type Labels = { fields: Record<string, string>; options?: Record<string, Record<string, string>> };

const shown = (
  declared: Declared,
  name: string,
  spec: FieldSpec,
  row: Row,
  locale: Locale,
): ReactNode => {
  const value = row[name];
  const labels = declared.labels[locale] as unknown as Labels;
  if (spec.kind === 'money') return formatMoney(Number(value ?? 0), locale);
  if (name === declared.stateField)
    return (
      <Tag color={stateColourOf(declared, value)}>
        {stateLabel(declared, Number(value), locale)}
      </Tag>
    );
  if (spec.named) return String(row[nameFieldOf(name)] ?? value ?? '—');
  const option =
    labels.options?.[name]?.[String(value)] ?? spec.optionLabels?.[locale]?.[String(value)];
  if (option) return option;
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

export const recordDetailScreen = (options: {
  declared: Declared;
  /** The key text the page is opened with (`?no=`), unique and filtered on by the list. */
  keyField: string;
  /** Buttons to the records it belongs to (the order a delivery carries). */
  links?: (row: Row, navigate: (path: string) => void) => ReactNode;
}) => {
  const { declared, keyField } = options;
  const Actions = RegistryActions(declared);
  const list = declared.endpoints.list as EndpointDef;
  const history = (declared.endpoints as Record<string, EndpointDef | undefined>).history;

  const RecordDetail = () => {
    const t = useMessages(registryMessages);
    const locale = useLocale();
    const navigate = useNavigate();
    const queries = useQueryClient();
    const [params] = useSearchParams();
    const key = params.get('no') ?? '';
    const record = useQuery({
      queryKey: [list.path, 'detail', key],
      enabled: key !== '',
      queryFn: async () =>
        (await listPage(list, { pageNum: 1, pageSize: 10 }, { [keyField]: key })).entities.find(
          (row) => row[keyField] === key,
        ) ?? null,
    });
    if (record.isLoading) return <Spin />;
    const row = record.data;
    if (!row) return <Empty description={t('detailMissing')} data-testid="record-missing" />;
    const labels = declared.labels[locale] as unknown as Labels;
    const reload = () => {
      void record.refetch();
      if (history) void queries.invalidateQueries({ queryKey: [history.path, row.id] });
    };
    return (
      <Flex vertical gap={16} data-testid={`detail-${declared.key}`}>
        <Card
          title={t('detailOf', { name: String(row[keyField] ?? row.id) })}
          extra={
            <Flex wrap gap={4}>
              {options.links?.(row, (path) => void navigate(path))}
              <Actions row={row} reload={reload} />
            </Flex>
          }
        >
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            items={Object.entries(declared.fields as Record<string, FieldSpec>).map(
              ([name, spec]) => ({
                key: name,
                label: labels.fields[name] ?? name,
                children: (
                  <span data-testid={`detail-field-${name}`}>
                    {shown(declared, name, spec, row, locale)}
                  </span>
                ),
              }),
            )}
          />
        </Card>
        {history && (
          <Card title={t('history')}>
            <HistoryTimeline declared={declared} id={Number(row.id)} />
          </Card>
        )}
        <Button style={{ alignSelf: 'start' }} onClick={() => void navigate(-1)}>
          {t('close')}
        </Button>
      </Flex>
    );
  };
  return RecordDetail;
};
