import { useState } from 'react';
import { App, Button, Flex, Modal } from 'antd';
import type { FileRecord } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { FileBankBrowser } from './file-bank-browser';
import { fileBankMessages } from './file-bank.i18n';
import { ImagePreview } from './image-preview';
import { useFileBank } from './use-file-bank';

export type ImageChooserProps = {
  open: boolean;
  onClose: () => void;
  /** The one picture chosen. */
  onConfirm: (file: FileRecord) => void;
};

const ChooserPanel = ({ onClose, onConfirm }: Omit<ImageChooserProps, 'open'>) => {
  const t = useMessages(fileBankMessages);
  const { message } = App.useApp();
  // One picture: a new tick replaces the last one.
  const bank = useFileBank({ mode: 'normal', max: 1 });
  const [preview, setPreview] = useState<FileRecord | null>(null);
  const confirm = () => {
    const [file] = bank.selection.values();
    if (!file) {
      void message.warning(t('chooser.nothing'));
      return;
    }
    onConfirm(file);
  };
  return (
    <>
      <Flex vertical gap={12}>
        <FileBankBrowser bank={bank} onPreview={setPreview} />
        <Flex justify="flex-end" gap={8}>
          <Button data-testid="chooser-cancel" onClick={onClose}>
            {t('bank.cancel')}
          </Button>
          <Button type="primary" data-testid="chooser-confirm" onClick={confirm}>
            {t('bank.confirm')}
          </Button>
        </Flex>
      </Flex>
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
};

/** 选择图片: one picture from the file bank (console.md §2, §5), for goods, stores and widgets. */
export const ImageChooser = ({ open, onClose, onConfirm }: ImageChooserProps) => {
  const t = useMessages(fileBankMessages);
  return (
    <Modal
      open={open}
      title={t('chooser.title')}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <div data-testid="image-chooser">
        {open && <ChooserPanel onClose={onClose} onConfirm={onConfirm} />}
      </div>
    </Modal>
  );
};
