import { useState } from 'react';
import { App, Button, Checkbox, Flex, Modal, Switch, TreeSelect, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type FileRecord } from '@retail/contract';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { FileBankBrowser } from './file-bank-browser';
import { fileBankMessages } from './file-bank.i18n';
import { allTicked, unbindPlan, type FileBankMode } from './file-bank-model';
import { folderPath, folderTree, type FolderNode } from './folder-tree';
import { ImagePreview } from './image-preview';
import { UploadDialog } from './upload-dialog';
import { useFileBank } from './use-file-bank';
import { FILE_BANK_KEY } from './use-folders';

/** The authority keys of console.md §6 guarding the manage buttons. */
export const FILE_BANK_AUTHORITIES = {
  remove: 'REMOVE_PICTURE_FROM_FOLDER',
  addToFolder: 'ADD_PICTURE_2_FOLDER',
  upload: 'UPLOAD_PICTURE_2_SYS',
} as const;

export type FileBankDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The ticked pictures, in the order they were ticked. */
  onConfirm: (files: FileRecord[]) => void;
  /** How many pictures the caller takes (default: no limit beyond the bank's). */
  max?: number;
  /** Pictures the caller already has: ticked when the bank opens. */
  selected?: readonly FileRecord[];
};

type SelectNode = { value: number; title: string; children: SelectNode[] };
const selectData = (nodes: readonly FolderNode[]): SelectNode[] =>
  nodes.map((node) => ({
    value: node.key,
    title: node.title,
    children: selectData(node.children),
  }));

/** Shows a refused change (400, e.g. another tenant's file); other failures the client showed. */
const explain = (error: unknown, show: (text: string) => void) => {
  if (error instanceof ApiError && error.status === 400) show(error.message);
};

/** The body of the bank: mounted while open, so every opening loads (console.md §4). */
const FileBankPanel = ({
  onClose,
  onConfirm,
  max,
  selected,
}: Omit<FileBankDialogProps, 'open'> & { max: number }) => {
  const t = useMessages(fileBankMessages);
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [mode, setMode] = useState<FileBankMode>('normal');
  const bank = useFileBank({ mode, max, initial: selected });
  const [uploading, setUploading] = useState(false);
  const [target, setTarget] = useState<number | null | false>(false);
  const [preview, setPreview] = useState<FileRecord | null>(null);
  const ticked = [...bank.selection.values()];

  const refresh = () => void client.invalidateQueries({ queryKey: FILE_BANK_KEY });

  const switchMode = (manage: boolean) => {
    // Each mode lists differently (own pictures or the whole subtree): start again on page 1.
    setMode(manage ? 'manage' : 'normal');
    bank.clearSelection();
    bank.setPage((page) => ({ ...page, pageNum: 1 }));
  };

  const confirm = () => {
    if (ticked.length === 0) {
      void message.info(t('bank.nothingSelected'));
      return;
    }
    onConfirm(ticked);
  };

  const askRemove = () => {
    const folderId = bank.folderId;
    if (ticked.length === 0 || folderId === null) {
      void message.warning(t('bank.tickFirst'));
      return;
    }
    void modal.confirm({
      title: t('bank.confirmRemoveTitle'),
      content: t('bank.confirmRemove'),
      okText: t('bank.ok'),
      cancelText: t('bank.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'bank-remove-ok' },
      cancelButtonProps: { 'data-testid': 'bank-remove-cancel' },
      onCancel: () => void message.info(t('bank.removeCancelled')),
      onOk: async () => {
        try {
          for (const link of unbindPlan(bank.folders, folderId, ticked))
            await call(endpoints.file.unbindFolderFiles, { body: link });
        } catch (error) {
          explain(error, (text) => void message.error(text));
          return;
        }
        void message.success(t('bank.removed'));
        bank.clearSelection();
        refresh();
      },
    });
  };

  const openTarget = () => {
    if (ticked.length === 0) {
      void message.warning(t('bank.tickFirst'));
      return;
    }
    setTarget(null);
  };

  const addToFolder = async () => {
    if (target === false) return;
    if (target === null) {
      void message.warning(t('bank.chooseTarget'));
      return;
    }
    try {
      await call(endpoints.file.bindFolderFiles, {
        body: { fileFolderId: target, fileIds: ticked.map((file) => file.fileId) },
      });
    } catch (error) {
      explain(error, (text) => void message.error(text));
      return;
    }
    void message.success(t('bank.added'));
    setTarget(false);
    bank.clearSelection();
    refresh();
  };

  const manage = mode === 'manage';
  return (
    <>
      <Flex vertical gap={12}>
        <Flex align="center" gap={10} wrap data-testid="bank-toolbar">
          <Flex align="center" gap={6}>
            <Switch
              checked={manage}
              onChange={switchMode}
              data-testid="bank-mode"
              aria-label={t('bank.manageMode')}
            />
            <Typography.Text>{t('bank.manageMode')}</Typography.Text>
          </Flex>
          {manage && (
            <>
              <Authorized code={FILE_BANK_AUTHORITIES.remove}>
                <Button
                  danger
                  data-testid="bank-remove"
                  // Without folders the grid shows every picture: there is no folder to leave.
                  disabled={bank.folderId === null}
                  onClick={askRemove}
                >
                  {t('bank.remove')}
                </Button>
              </Authorized>
              <Authorized code={FILE_BANK_AUTHORITIES.addToFolder}>
                <Button data-testid="bank-add-to-folder" onClick={openTarget}>
                  {t('bank.addToFolder')}
                </Button>
              </Authorized>
              <Authorized code={FILE_BANK_AUTHORITIES.upload}>
                <Button
                  type="primary"
                  data-testid="bank-add-picture"
                  onClick={() => setUploading(true)}
                >
                  {t('bank.addPicture')}
                </Button>
              </Authorized>
              <Checkbox
                data-testid="bank-select-all"
                checked={allTicked(bank.selection, bank.files)}
                indeterminate={
                  !allTicked(bank.selection, bank.files) &&
                  bank.files.some((file) => bank.selection.has(file.fileId))
                }
                onChange={bank.tickAll}
              >
                {t('bank.selectAll')}
              </Checkbox>
            </>
          )}
          <Typography.Text
            type="secondary"
            data-testid="bank-selected-count"
            style={{ marginLeft: 'auto' }}
          >
            {t('bank.selected', { count: ticked.length })}
          </Typography.Text>
        </Flex>
        <FileBankBrowser bank={bank} onPreview={setPreview} />
        <Flex justify="flex-end" gap={8}>
          <Button data-testid="bank-cancel" onClick={onClose}>
            {t('bank.cancel')}
          </Button>
          <Button type="primary" data-testid="bank-confirm" onClick={confirm}>
            {t('bank.confirm')}
          </Button>
        </Flex>
      </Flex>
      <UploadDialog
        open={uploading}
        folderId={bank.folderId}
        folderName={bank.folderId === null ? undefined : folderPath(bank.folders, bank.folderId)}
        onClose={() => {
          setUploading(false);
          refresh();
        }}
        onUploaded={refresh}
      />
      <Modal
        open={target !== false}
        title={t('bank.targetTitle')}
        onCancel={() => setTarget(false)}
        onOk={() => void addToFolder()}
        okText={t('bank.ok')}
        cancelText={t('bank.cancel')}
        okButtonProps={{ 'data-testid': 'bank-target-ok' }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('bank.targetFolder')}</Typography.Paragraph>
        <TreeSelect<number>
          data-testid="bank-target-folder"
          style={{ width: '100%' }}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder={t('bank.chooseTarget')}
          treeData={selectData(folderTree(bank.folders))}
          value={target === false || target === null ? undefined : target}
          onChange={(value) => setTarget(value ?? null)}
        />
      </Modal>
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
};

/**
 * The file bank, 'reference pictures' (console.md §2, §4, §5): folders and pictures, a normal
 * mode to pick pictures and a manage mode to move them between folders and upload new ones.
 * Confirm hands the ticked pictures to the caller.
 */
export const FileBankDialog = ({
  open,
  onClose,
  onConfirm,
  max = Number.POSITIVE_INFINITY,
  selected,
}: FileBankDialogProps) => {
  const t = useMessages(fileBankMessages);
  return (
    <Modal
      open={open}
      title={t('bank.title')}
      onCancel={onClose}
      footer={null}
      width={1040}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div data-testid="file-bank-dialog">
        {open && (
          <FileBankPanel onClose={onClose} onConfirm={onConfirm} max={max} selected={selected} />
        )}
      </div>
    </Modal>
  );
};
