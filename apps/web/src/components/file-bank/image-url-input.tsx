import { useState } from 'react';
import { Button, Flex, Image, Input } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { FieldInputProps } from '../../resources/define-resource';
import { fileBankMessages } from './file-bank.i18n';
import { ImageChooser } from './image-chooser';

/**
 * A picture field of a form (a logo, an icon): chosen in the image chooser (选择图片) or typed
 * in as a URL. `testId` names its parts: `${testId}` the URL input, `${testId}-choose` the button.
 */
export const ImageUrlInput = ({
  value,
  onChange,
  testId = 'image-url',
}: FieldInputProps & { testId?: string }) => {
  const t = useMessages(fileBankMessages);
  const [open, setOpen] = useState(false);
  const url = typeof value === 'string' ? value : '';
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        {url && (
          <Image
            src={url}
            alt={decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '') || url}
            width={48}
            height={48}
            style={{ objectFit: 'contain' }}
          />
        )}
        <Button data-testid={`${testId}-choose`} onClick={() => setOpen(true)}>
          {t('chooser.fromBank')}
        </Button>
        {url && (
          <Button type="link" onClick={() => onChange?.(null)}>
            {t('chooser.remove')}
          </Button>
        )}
      </Flex>
      <Input
        data-testid={testId}
        placeholder={t('chooser.url')}
        value={url}
        onChange={(event) => onChange?.(event.target.value.trim() || null)}
      />
      <ImageChooser
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(file) => {
          onChange?.(file.fileUrl);
          setOpen(false);
        }}
      />
    </Flex>
  );
};
