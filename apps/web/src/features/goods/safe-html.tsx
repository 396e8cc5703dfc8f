import DOMPurify from 'dompurify';
import { Typography } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import { goodsMessages } from './goods.i18n';

/** The description as HTML without scripts, event handlers or dangerous URLs. */
export const sanitiseHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });

/** A goods description shown sanitised (stored as given, console.md §2); empty: 亲，暂无商品描述. */
export const SafeHtml = ({
  html,
  testId = 'goods-description',
}: {
  html: string | null | undefined;
  testId?: string;
}) => {
  const t = useMessages(goodsMessages);
  const clean = html ? sanitiseHtml(html) : '';
  return clean.trim() ? (
    <div
      data-testid={testId}
      className="goods-description"
      // Sanitised just above: the only place raw HTML reaches the page.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  ) : (
    <Typography.Text type="secondary" data-testid={testId}>
      {t('editor.empty')}
    </Typography.Text>
  );
};
