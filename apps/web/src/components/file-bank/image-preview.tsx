import { Descriptions, Flex, Modal } from 'antd';
import type { FileRecord } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { fileBankMessages } from './file-bank.i18n';
import { formatBytes, formatDimensions } from './file-format';

export type ImagePreviewProps = {
  /** The picture to show; null closes the preview. */
  file: FileRecord | null;
  onClose: () => void;
};

/** 展示原图: the original at its natural size (scrolling when larger), with name, size and bytes. */
export const ImagePreview = ({ file, onClose }: ImagePreviewProps) => {
  const t = useMessages(fileBankMessages);
  return (
    <Modal
      open={file !== null}
      title={t('preview.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={file?.width ? Math.max(480, file.width + 48) : 640}
      style={{ maxWidth: '92vw' }}
    >
      {file && (
        <Flex vertical gap={12} data-testid="image-preview">
          <div style={{ overflow: 'auto', maxHeight: '65vh', textAlign: 'center' }}>
            <img
              data-testid="image-preview-img"
              src={file.fileUrl}
              alt={file.fileName}
              // Natural size: no scaling, the container scrolls instead.
              style={{ maxWidth: 'none', width: 'auto', height: 'auto' }}
            />
          </div>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'name',
                label: t('preview.name'),
                children: <span data-testid="image-preview-name">{file.fileName}</span>,
              },
              {
                key: 'dimensions',
                label: t('preview.dimensions'),
                children: (
                  <span data-testid="image-preview-dimensions">
                    {formatDimensions(file) ?? t('preview.unknown')}
                  </span>
                ),
              },
              {
                key: 'size',
                label: t('preview.size'),
                children: (
                  <span data-testid="image-preview-size">{formatBytes(file.fileSize)}</span>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
};
