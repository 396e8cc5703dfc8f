import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { FILE_BANK_KEY } from '../../components/file-bank';
import { call } from '../../lib/api';
import { ApiError } from '../../lib/http';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { fileMessages } from './file.i18n';

/** Removing a folder takes a JSON body (console.md §7), so it is a row action of its own. */
export const FolderActions = ({ row, reload }: ResourceActionsProps) => {
  const t = useMessages(fileMessages);
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const id = Number(row.id);
  const remove = () =>
    void modal.confirm({
      title: t('removeFolder'),
      content: t('confirmRemoveFolder', { name: String(row.name) }),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-remove-ok' },
      onOk: async () => {
        try {
          await call(endpoints.file.folderRemove, { body: { id } });
        } catch (error) {
          // Refused (sub-folders left): say why; other failures the client showed.
          if (error instanceof ApiError && error.status === 400) void message.error(error.message);
          return;
        }
        void message.success(t('removed'));
        reload();
        void client.invalidateQueries({ queryKey: FILE_BANK_KEY });
      },
    });
  return (
    <Authorized code="FILE_FOLDER_REMOVE">
      <Button size="small" type="link" danger data-testid={`row-remove-${id}`} onClick={remove}>
        {t('removeFolder')}
      </Button>
    </Authorized>
  );
};
