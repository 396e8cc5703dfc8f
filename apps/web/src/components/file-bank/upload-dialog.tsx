import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { App, Button, Flex, List, Modal, Progress, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_FILES, type FileRecord } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { percentOf, uploadFile, UploadAbortedError } from '../../lib/upload';
import { listMessages } from '../list/list.i18n';
import { fileBankMessages } from './file-bank.i18n';
import {
  createUploadQueue,
  pendingCount,
  type UploadItem,
  type UploadStatus,
} from './upload-queue';

export type UploadDialogProps = {
  open: boolean;
  /** New pictures are linked into this folder at once; null for none. */
  folderId: number | null;
  /** Shown as "Into folder: …". */
  folderName?: string;
  onClose: () => void;
  /** Each picture the server stored (the caller refreshes its grid or list). */
  onUploaded?: (record: FileRecord) => void;
  /** Files sent at once (small, so a big selection does not flood the server). */
  concurrency?: number;
};

const STATUS_COLOUR: Record<UploadStatus, string> = {
  queued: 'default',
  uploading: 'processing',
  done: 'success',
  failed: 'error',
};

const useQueue = (folderId: number | null, concurrency: number) => {
  const [queue] = useState(() =>
    createUploadQueue({
      concurrency,
      isCancel: (error) => error instanceof UploadAbortedError,
      upload: ({ file, onProgress, signal }) =>
        uploadFile({
          file,
          fields: { fileFolderId: folderId ?? undefined },
          signal,
          onProgress: (progress) => onProgress(percentOf(progress)),
        }),
    }),
  );
  // Closing the dialog (unmount) stops whatever is still being sent.
  useEffect(() => () => queue.dispose(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  return { queue, items };
};

/** The dialog's body; mounted while open, so each opening starts with an empty list. */
const UploadPanel = ({
  folderId,
  folderName,
  onUploaded,
  concurrency,
  onItems,
}: Omit<UploadDialogProps, 'open' | 'onClose'> & {
  concurrency: number;
  onItems: (items: readonly UploadItem[]) => void;
}) => {
  const t = useMessages(fileBankMessages);
  const { message, modal } = App.useApp();
  const { queue, items } = useQueue(folderId, concurrency);

  useEffect(() => {
    queue.setHooks({
      onUploaded,
      // console.md §8: a failed upload warns with the server's description.
      onFailed: (item, description) =>
        void message.warning(t('upload.failedWarning', { name: item.file.name, description })),
    });
  }, [queue, onUploaded, message, t]);
  useEffect(() => onItems(items), [items, onItems]);

  const add = (files: readonly File[]) => {
    const result = queue.add(files);
    if (!result.ok)
      void message.warning(
        t('upload.tooMany', {
          max: UPLOAD_MAX_FILES,
          selected: result.selected,
          total: result.total,
        }),
      );
  };

  const askRemove = (item: UploadItem) => {
    void modal.confirm({
      title: t('upload.confirmRemoveTitle'),
      content: t('upload.confirmRemove', { name: item.file.name }),
      okText: t('bank.ok'),
      cancelText: t('bank.cancel'),
      okButtonProps: { 'data-testid': 'upload-remove-ok' },
      onOk: () => queue.remove(item.id),
    });
  };

  const done = items.filter((item) => item.status === 'done').length;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" data-testid="upload-target">
        {folderName ? t('upload.into', { folder: folderName }) : t('upload.noFolder')}
      </Typography.Text>
      <Upload.Dragger
        data-testid="upload-drop"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        showUploadList={false}
        // The whole selection at once (antd asks per file): queue it once, send it ourselves.
        beforeUpload={(file, selection) => {
          if (file === selection[0]) add(selection);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        <p className="ant-upload-hint">{t('upload.hint', { max: UPLOAD_MAX_FILES })}</p>
      </Upload.Dragger>
      {items.length > 0 && (
        <Typography.Text data-testid="upload-summary">
          {t('upload.summary', { done, all: items.length })}
        </Typography.Text>
      )}
      <List
        size="small"
        data-testid="upload-list"
        dataSource={items}
        style={{ maxHeight: 320, overflow: 'auto' }}
        locale={{ emptyText: ' ' }}
        renderItem={(item) => (
          <List.Item
            data-testid="upload-item"
            data-status={item.status}
            data-percent={item.percent}
            data-file-name={item.file.name}
            actions={[
              <Button
                key="remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('upload.remove')}
                data-testid="upload-item-remove"
                onClick={() => askRemove(item)}
              />,
            ]}
          >
            <Flex vertical style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text ellipsis={{ tooltip: item.file.name }}>
                  {item.file.name}
                </Typography.Text>
                <Tag color={STATUS_COLOUR[item.status]}>{t(`upload.${item.status}`)}</Tag>
              </Flex>
              <Progress
                data-testid="upload-item-progress"
                percent={item.percent}
                format={(percent) => `${percent ?? 0}%`}
                size="small"
                status={
                  item.status === 'failed'
                    ? 'exception'
                    : item.status === 'done'
                      ? 'success'
                      : 'active'
                }
              />
              {item.error && (
                <Typography.Text type="danger" data-testid="upload-item-error">
                  {item.error}
                </Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
};

/** 'add picture': pick or drop up to 500 pictures; each shows its progress. */
export const UploadDialog = ({ open, onClose, concurrency = 2, ...panel }: UploadDialogProps) => {
  const t = useMessages(fileBankMessages);
  const list = useMessages(listMessages);
  const { modal } = App.useApp();
  const [pending, setPending] = useState(0);
  const onItems = useCallback(
    (items: readonly UploadItem[]) => setPending(pendingCount(items)),
    [],
  );
  const close = () => {
    if (pending === 0) return onClose();
    // Closing stops the uploads still waiting or running: ask first (确认关闭？).
    void modal.confirm({
      title: list('dialog.confirmClose'),
      okText: list('dialog.ok'),
      cancelText: list('dialog.cancel'),
      okButtonProps: { 'data-testid': 'confirm-close-ok' },
      onOk: onClose,
    });
  };
  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      width={620}
      footer={
        <Button data-testid="upload-close" onClick={close}>
          {t('upload.close')}
        </Button>
      }
    >
      <div data-testid="upload-dialog">
        {open && <UploadPanel {...panel} concurrency={concurrency} onItems={onItems} />}
      </div>
    </Modal>
  );
};
