import type { ReactNode } from 'react';
import { Alert, Descriptions, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type FlowInstanceDetail } from '@retail/contract';
import { call } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { BpmnDiagramViewer } from '../bpmn/bpmn-viewer';
import { flowMessages } from '../flow.i18n';
import { FormDataList } from './form-data-list';
import { InstanceStatusTag } from './instance-status-tag';
import { type ProcessDetailView, processDetailView } from './process-detail-model';
import { useDurationText } from './duration-text';

const Section = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) => (
  <section aria-label={title} data-testid={testId}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {children}
  </section>
);

/** The diagram's legend: the same outlines as on the canvas, each with its meaning in words. */
const Legend = () => {
  const t = useMessages(flowMessages);
  return (
    <Flex gap={16} wrap aria-label={t('detail.legend')} role="list" data-testid="flow-legend">
      <span role="listitem">
        <span className="flow-legend-swatch flow-done" aria-hidden="true" />{' '}
        {t('detail.legendDone')}
      </span>
      <span role="listitem">
        <span className="flow-legend-swatch flow-current" aria-hidden="true" />{' '}
        {t('detail.legendCurrent')}
      </span>
    </Flex>
  );
};

const CurrentSteps = ({ view }: { view: ProcessDetailView }) => {
  const t = useMessages(flowMessages);
  if (view.current.length === 0)
    return (
      <Typography.Text data-testid="flow-current">
        {view.running ? t('detail.noCurrent') : t('detail.ended', { status: view.status })}
      </Typography.Text>
    );
  return (
    <ul data-testid="flow-current" style={{ margin: 0, paddingInlineStart: 20 }}>
      {view.current.map((step) => (
        <li key={step.elementId}>
          <Typography.Text strong>{step.name}</Typography.Text>
          {step.waitingFor && <> — {t('detail.waitingFor', { who: step.waitingFor })}</>}
        </li>
      ))}
    </ul>
  );
};

const History = ({ view }: { view: ProcessDetailView }) => {
  const t = useMessages(flowMessages);
  if (view.timeline.length === 0) return <Empty description={t('detail.noHistory')} />;
  return (
    <Timeline
      data-testid="flow-history"
      items={view.timeline.map((entry) => ({
        key: entry.id,
        color:
          entry.type === 'reject' || entry.type === 'stop'
            ? 'red'
            : entry.type === 'approve'
              ? 'green'
              : 'blue',
        content: (
          <Flex vertical gap={2} data-testid={`flow-history-${entry.type}`}>
            <Typography.Text>
              <time>{entry.when}</time> · <Typography.Text strong>{entry.who}</Typography.Text> ·{' '}
              <Tag>{entry.action}</Tag>
              {entry.node && t('detail.at', { node: entry.node })}
              {entry.target && <> {t('detail.to', { name: entry.target })}</>}
            </Typography.Text>
            {entry.comment && (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {entry.comment}
              </Typography.Paragraph>
            )}
            {entry.form.length > 0 && (
              <FormDataList rows={entry.form} label={t('detail.decisionForm')} size="small" />
            )}
          </Flex>
        ),
      }))}
    />
  );
};

type ContentProps = { detail: FlowInstanceDetail; actions?: ReactNode };

/**
 * A process's detail from the server's answer: summary, the current step in words, the diagram
 * (passed and current elements marked, with a legend; its text alternative says the same), the
 * history timeline and the form data.
 */
export const ProcessDetailContent = ({ detail, actions }: ContentProps) => {
  const t = useMessages(flowMessages);
  const locale = useLocale();
  const duration = useDurationText();
  const view = processDetailView(detail, locale);
  const { instance } = detail;
  const currentText =
    view.current.length > 0
      ? t('detail.currentIs', { steps: view.current.map((step) => step.name).join(', ') })
      : t('detail.ended', { status: view.status });
  return (
    <Flex vertical gap={16} data-testid="flow-detail">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        title={view.title}
        items={[
          {
            key: 'status',
            label: t('detail.status'),
            children: <InstanceStatusTag status={instance.status} />,
          },
          { key: 'startedBy', label: t('detail.startedBy'), children: instance.startUserName },
          { key: 'startedAt', label: t('detail.startedAt'), children: instance.startTime },
          { key: 'endedAt', label: t('detail.endedAt'), children: instance.endTime ?? '—' },
          {
            key: 'businessKey',
            label: t('detail.businessKey'),
            children: instance.businessKey ?? '—',
          },
          {
            key: 'duration',
            label: t('columns.duration'),
            children: duration(instance.durationMs),
          },
        ]}
      />
      {actions}
      <Section title={t('detail.current')} testId="flow-detail-current">
        <CurrentSteps view={view} />
      </Section>
      <Section title={t('detail.diagram')} testId="flow-detail-diagram">
        <Flex vertical gap={8}>
          <Legend />
          <BpmnDiagramViewer
            xml={detail.xml}
            marks={view.marks}
            label={t('detail.diagramLabel', {
              title: view.title,
              passed: view.passed.join(', ') || t('detail.nothingPassed'),
              current: currentText,
            })}
            badges={{ done: t('detail.badgeDone'), current: t('detail.badgeCurrent') }}
            failed={t('detail.diagramFailed')}
          />
        </Flex>
      </Section>
      <Section title={t('detail.history')} testId="flow-detail-history">
        <History view={view} />
      </Section>
      <Section title={t('detail.form')} testId="flow-detail-form">
        {view.form.length > 0 ? (
          <FormDataList rows={view.form} label={t('detail.form')} />
        ) : (
          <Typography.Text type="secondary">{t('detail.noForm')}</Typography.Text>
        )}
      </Section>
    </Flex>
  );
};

type Props = {
  instanceId: number;
  /** Decisions shown above the current step (the to-do screen's). */
  actions?: (detail: FlowInstanceDetail) => ReactNode;
};

/** Loads one instance's detail and shows it. */
export const ProcessDetail = ({ instanceId, actions }: Props) => {
  const t = useMessages(flowMessages);
  const detail = useQuery({
    queryKey: ['flow-detail', instanceId],
    queryFn: () => call(endpoints.flowProcess.detail, { body: { id: instanceId } }),
  });
  if (detail.isPending) return <Spin />;
  if (detail.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.loadFailed')}
        description={detail.error.message}
      />
    );
  return <ProcessDetailContent detail={detail.data} actions={actions?.(detail.data)} />;
};
