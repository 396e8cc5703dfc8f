import { Alert, Flex, Input, Modal, QRCode, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import { previewLink } from './page-api';

type Props = { pageId: number; open: boolean; onClose: () => void };

/** An absolute address for a phone: the server answers a path on this same origin. */
export const absoluteUrl = (url: string, origin: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The draft on a real phone: a signed, expiring link, its address and its QR code. */
export const PreviewDialog = ({ pageId, open, onClose }: Props) => {
  const t = useMessages(editorMessages);
  const link = useQuery({
    queryKey: ['renovation-preview-link', pageId],
    queryFn: () => previewLink(pageId),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const url = link.data ? absoluteUrl(link.data.url, window.location.origin) : '';
  return (
    <Modal
      open={open}
      title={t('previewLink.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {link.isFetching && (
        <div role="status" aria-label={t('previewLink.loading')}>
          <Spin />
        </div>
      )}
      {link.error && <Alert type="error" title={link.error.message} />}
      {link.data && !link.isFetching && (
        <Flex vertical gap={12} align="center" data-testid="preview-link">
          <div role="img" aria-label={t('previewLink.qr')}>
            <QRCode value={url} size={200} bordered={false} />
          </div>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('previewLink.scan', { when: link.data.expiresAt })}
          </Typography.Paragraph>
          <Input readOnly aria-label={t('previewLink.url')} value={url} data-testid="preview-url" />
          <Typography.Link href={url} target="_blank" rel="noreferrer">
            {url}
          </Typography.Link>
        </Flex>
      )}
    </Modal>
  );
};
