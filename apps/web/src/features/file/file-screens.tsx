import { useState } from 'react';
import { App, Button } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { FileRecord } from '@retail/contract';
import {
  FILE_BANK_AUTHORITIES,
  FileBankDialog,
  ImageChooser,
  ImagePreview,
  UploadDialog,
} from '../../components/file-bank';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { ResourceListScreen, resourceScreen } from '../../resources/resource-list-screen';
import type { ResourceListState } from '../../resources/use-resource-list';
import { fileMessages } from './file.i18n';
import { attachmentsResource, filesResource } from './files.resource';
import { foldersResource } from './folders.resource';

/** Upload, the file bank and the image chooser, from the file list's toolbar. */
const FileToolbar = ({ list }: { list: ResourceListState }) => {
  const t = useMessages(fileMessages);
  const { message } = App.useApp();
  const [open, setOpen] = useState<'upload' | 'bank' | 'chooser' | null>(null);
  const [preview, setPreview] = useState<FileRecord | null>(null);
  const close = () => {
    setOpen(null);
    list.reload();
  };
  return (
    <>
      <Authorized code={FILE_BANK_AUTHORITIES.upload}>
        <Button
          icon={<UploadOutlined />}
          data-testid="file-upload"
          onClick={() => setOpen('upload')}
        >
          {t('upload')}
        </Button>
      </Authorized>
      <Button
        icon={<PictureOutlined />}
        data-testid="file-open-bank"
        onClick={() => setOpen('bank')}
      >
        {t('bank')}
      </Button>
      <Button data-testid="file-open-chooser" onClick={() => setOpen('chooser')}>
        {t('choose')}
      </Button>
      <UploadDialog
        open={open === 'upload'}
        folderId={null}
        onClose={close}
        onUploaded={list.reload}
      />
      <FileBankDialog
        open={open === 'bank'}
        onClose={close}
        onConfirm={(files) => {
          void message.success(
            t('chosen', {
              count: files.length,
              names: files.map((file) => file.fileName).join(', '),
            }),
          );
          close();
        }}
      />
      <ImageChooser
        open={open === 'chooser'}
        onClose={close}
        onConfirm={(file) => {
          close();
          setPreview(file);
        }}
      />
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
};

export const FileServiceScreen = () => (
  <ResourceListScreen resource={filesResource} toolbar={(list) => <FileToolbar list={list} />} />
);

export const AttachmentScreen = resourceScreen(attachmentsResource);
export const FileFolderScreen = resourceScreen(foldersResource);
