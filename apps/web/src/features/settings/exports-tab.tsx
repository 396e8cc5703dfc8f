import { App, Button, Flex, Progress, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type ExportJob, type ExportStatus } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { saveFile } from '../../lib/save-file';
import { settingsMessages } from './settings.i18n';

/** While an export is still being written, its progress is asked for again this often. */
export const EXPORT_POLL_MS = 1500;

const STATUS_COLOURS: Record<ExportStatus, string> = {
  pending: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const xlsxName = (name: string) => (name.toLowerCase().endsWith('.xlsx') ? name : `${name}.xlsx`);

/** "My exports": the user's exports with status and progress; finished ones download. */
export const ExportsTab = () => {
  const t = useMessages(settingsMessages);
  const { modal } = App.useApp();
  const jobs = useQuery({
    queryKey: ['my-exports'],
    queryFn: () => call(endpoints.export.list, { query: { pageNum: 1, pageSize: 50 }, body: {} }),
    refetchInterval: (query) =>
      query.state.data?.entities.some((job) => job.status === 'pending' || job.status === 'running')
        ? EXPORT_POLL_MS
        : false,
  });
  const download = async (job: ExportJob) => {
    const blob = await call(endpoints.export.download, { query: { id: job.id } });
    saveFile(blob, xlsxName(job.fileName));
  };
  const remove = (job: ExportJob) =>
    void modal.confirm({
      title: t('exports.remove'),
      content: job.fileName,
      onOk: async () => {
        await call(endpoints.export.remove, { query: { id: job.id } });
        await jobs.refetch();
      },
    });
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button
          icon={<ReloadOutlined />}
          data-testid="exports-refresh"
          onClick={() => void jobs.refetch()}
        >
          {t('exports.refresh')}
        </Button>
      </Flex>
      <Table<ExportJob>
        data-testid="exports-table"
        size="small"
        rowKey="id"
        loading={jobs.isLoading}
        pagination={false}
        dataSource={jobs.data?.entities ?? []}
        columns={[
          { key: 'fileName', title: t('exports.fileName'), dataIndex: 'fileName' },
          {
            key: 'status',
            title: t('exports.status'),
            render: (_: unknown, job) => (
              <Tag
                color={STATUS_COLOURS[job.status]}
                data-testid={`export-status-${job.id}`}
                title={job.reason ?? undefined}
              >
                {t(`exports.statuses.${job.status}`)}
              </Tag>
            ),
          },
          {
            key: 'progress',
            title: t('exports.progress'),
            width: 160,
            render: (_: unknown, job) => (
              <Progress
                aria-label={t('exports.progress')}
                percent={job.progress}
                size="small"
                status={job.status === 'failed' ? 'exception' : undefined}
              />
            ),
          },
          { key: 'rows', title: t('exports.rows'), dataIndex: 'rowCount' },
          { key: 'created', title: t('exports.created'), dataIndex: 'createDate' },
          {
            key: 'actions',
            title: t('exports.actions'),
            render: (_: unknown, job) => (
              <Flex gap={4}>
                {job.status === 'done' && (
                  <Button
                    size="small"
                    type="link"
                    data-testid={`export-download-${job.id}`}
                    onClick={() => void download(job)}
                  >
                    {t('exports.download')}
                  </Button>
                )}
                <Button size="small" type="link" danger onClick={() => remove(job)}>
                  {t('exports.remove')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
};
