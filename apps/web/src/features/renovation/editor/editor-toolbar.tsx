import { App, Alert, Button, Flex, Typography } from 'antd';
import {
  CloudUploadOutlined,
  HistoryOutlined,
  MobileOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useMessages } from '../../../lib/i18n/feature-messages';
import type { SyncState } from './draft-sync';
import { editorMessages } from './editor.i18n';
import type { EditorApi } from './use-editor';

type Props = {
  editor: EditorApi;
  sync: SyncState;
  publishing: boolean;
  onSave: () => void;
  onReload: () => void;
  onPublish: () => void;
  onVersions: () => void;
  onPreview: () => void;
};

/** Undo, redo, the save state (announced), save now, preview, versions and publish. */
export const EditorToolbar = (props: Props) => {
  const { editor, sync, publishing, onSave, onReload, onPublish, onVersions, onPreview } = props;
  const t = useMessages(editorMessages);
  const { modal } = App.useApp();
  const statusText =
    sync.status === 'saved'
      ? sync.savedBy && sync.savedAt
        ? t('status.savedBy', { who: sync.savedBy, when: sync.savedAt })
        : t('status.saved')
      : sync.status === 'conflict'
        ? t('status.conflict', {
            who: sync.conflict?.savedBy ?? t('status.someone'),
            when: sync.conflict?.savedAt ?? '—',
          })
        : sync.status === 'error' && sync.error
          ? t('status.errorBecause', { reason: sync.error })
          : t(`status.${sync.status}`);
  const reload = () =>
    void modal.confirm({
      title: t('status.reloadConfirm'),
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      okButtonProps: { 'data-testid': 'reload-confirm' },
      onOk: onReload,
    });
  return (
    <>
      <Flex gap={8} wrap align="center" role="toolbar" aria-label={t('title')}>
        <Button
          icon={<UndoOutlined />}
          aria-label={t('actions.undo')}
          title={`${t('actions.undo')} (Ctrl+Z)`}
          disabled={!editor.canUndo}
          onClick={editor.undo}
        />
        <Button
          icon={<RedoOutlined />}
          aria-label={t('actions.redo')}
          title={`${t('actions.redo')} (Ctrl+Shift+Z)`}
          disabled={!editor.canRedo}
          onClick={editor.redo}
        />
        <Typography.Text
          role="status"
          aria-live="polite"
          data-testid="save-status"
          data-status={sync.status}
          type={sync.status === 'error' || sync.status === 'conflict' ? 'danger' : 'secondary'}
          style={{ minWidth: 160 }}
        >
          {sync.status === 'conflict' ? t('status.dirty') : statusText}
        </Typography.Text>
        <Button
          icon={<SaveOutlined />}
          aria-label={t('actions.save')}
          disabled={
            sync.status === 'saved' || sync.status === 'saving' || sync.status === 'conflict'
          }
          onClick={onSave}
        >
          {t('actions.save')}
        </Button>
        <span style={{ flex: 1 }} />
        <Button icon={<MobileOutlined />} aria-label={t('actions.preview')} onClick={onPreview}>
          {t('actions.preview')}
        </Button>
        <Button icon={<HistoryOutlined />} aria-label={t('actions.versions')} onClick={onVersions}>
          {t('actions.versions')}
        </Button>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          aria-label={t('actions.publish')}
          loading={publishing}
          disabled={sync.status === 'conflict'}
          onClick={onPublish}
          data-testid="publish"
        >
          {t('actions.publish')}
        </Button>
      </Flex>
      {sync.status === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="save-conflict"
          title={statusText}
          action={
            <Button size="small" onClick={reload} data-testid="conflict-reload">
              {t('status.reload')}
            </Button>
          }
        />
      )}
    </>
  );
};
