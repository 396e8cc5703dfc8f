import { useState } from 'react';
import { Button, Flex, Input, Modal } from 'antd';
import { ImageChooser } from '../../../components/file-bank';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import type { FieldControlProps } from './field-types';

type Props = FieldControlProps & { label: string };

/** 展示原图: a picture at its natural size (scrolling when larger). */
export const OriginalImage = ({ url, onClose }: { url: string | null; onClose: () => void }) => {
  const t = useMessages(editorMessages);
  return (
    <Modal open={url !== null} title={t('original')} onCancel={onClose} footer={null} width={720}>
      {url && (
        <div style={{ overflow: 'auto', maxHeight: '70vh', textAlign: 'center' }}>
          <img
            src={url}
            alt={t('original')}
            data-testid="original-image"
            style={{ maxWidth: 'none' }}
          />
        </div>
      )}
    </Modal>
  );
};

/** An image field: its address, the file-bank chooser 选择图片, and 展示原图. */
export const ImageField = ({
  field,
  value,
  onChange,
  onChangeMany,
  disabled,
  id,
  label,
  invalid,
  sizePaths,
}: Props) => {
  const t = useMessages(editorMessages);
  const [choosing, setChoosing] = useState(false);
  const [original, setOriginal] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  return (
    <Flex vertical gap={6}>
      <Flex gap={8} align="center">
        {url ? (
          <img
            src={url}
            alt={t('props.image.alt', { label })}
            style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
          />
        ) : (
          <span style={{ fontSize: 12, color: '#595959', width: 48, flex: 'none' }}>
            {t('props.image.none')}
          </span>
        )}
        <Input
          id={id}
          aria-label={t('props.image.url', { label })}
          value={url}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          onChange={(e) => onChange(e.target.value.trim(), true)}
        />
      </Flex>
      <Flex gap={8}>
        <Button
          size="small"
          disabled={disabled}
          aria-label={`${t('props.image.choose')}: ${label}`}
          onClick={() => setChoosing(true)}
        >
          {t('props.image.choose')}
        </Button>
        <Button
          size="small"
          disabled={!url}
          aria-label={`${t('props.image.original')}: ${label}`}
          onClick={() => setOriginal(url)}
        >
          {t('props.image.original')}
        </Button>
      </Flex>
      <ImageChooser
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={(file) => {
          setChoosing(false);
          if (sizePaths && onChangeMany && file.width && file.height)
            onChangeMany([
              [field.path, file.fileUrl],
              [sizePaths.width, file.width],
              [sizePaths.height, file.height],
            ]);
          else onChange(file.fileUrl);
        }}
      />
      <OriginalImage url={original} onClose={() => setOriginal(null)} />
    </Flex>
  );
};
