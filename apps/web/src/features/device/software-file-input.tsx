import { useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { endpointUrl, endpoints, type SoftwarePackageFile } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { percentOf, uploadFile } from '../../lib/upload';
import type { FieldInputProps } from '../../resources/define-resource';
import { softwareMessages } from './software.i18n';

/**
 * A package's file: chosen from the computer and uploaded at once (a private file of the file
 * bank); the field holds the file's id, and the server works out size and checksum again when
 * the package is saved.
 */
export const SoftwareFileInput = ({ value, onChange, row, label }: FieldInputProps) => {
  const t = useMessages(softwareMessages);
  const picker = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | undefined>();
  const [uploaded, setUploaded] = useState<SoftwarePackageFile | undefined>();
  const [error, setError] = useState<string | undefined>();
  const current =
    uploaded ??
    (row && row.fileId === value
      ? {
          fileName: String(row.fileName ?? ''),
          fileSize: Number(row.fileSize ?? 0),
          checksum: String(row.checksum ?? ''),
        }
      : undefined);

  const send = async (file: File) => {
    setError(undefined);
    setPercent(0);
    try {
      const answer = (await uploadFile({
        file,
        url: endpointUrl(endpoints.softwarePackage.upload),
        onProgress: (progress) => setPercent(percentOf(progress)),
      })) as unknown as SoftwarePackageFile;
      setUploaded(answer);
      onChange?.(answer.fileId);
    } catch (failure) {
      setError(t('failed', { reason: failure instanceof Error ? failure.message : '' }));
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Flex vertical gap={4}>
      <input
        ref={picker}
        type="file"
        hidden
        aria-label={label ?? t('upload')}
        data-testid="field-fileId-picker"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        icon={<UploadOutlined />}
        loading={percent !== undefined}
        onClick={() => picker.current?.click()}
        data-testid="field-fileId"
      >
        {percent !== undefined
          ? t('uploading', { percent })
          : typeof value === 'number'
            ? t('replace')
            : t('upload')}
      </Button>
      <Typography.Text type="secondary" data-testid="software-file-summary">
        {current
          ? t('uploaded', {
              name: current.fileName,
              size: current.fileSize,
              checksum: current.checksum.slice(0, 12),
            })
          : t('none')}
      </Typography.Text>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
};
