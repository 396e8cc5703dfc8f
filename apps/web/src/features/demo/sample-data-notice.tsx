import { Alert } from 'antd';
import { useMessages } from '../../lib/i18n/feature-messages';
import { demoMessages } from './demo.i18n';

/**
 * The label of every demo screen that shows invented figures, so nobody takes them for the
 * data of their stores. `editable` screens also say that changes are never saved. A warning
 * alert: the text keeps the normal text colour on a light background (AA contrast with any
 * theme colour).
 */
export const SampleDataNotice = ({ editable = false }: { editable?: boolean }) => {
  const t = useMessages(demoMessages);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sample-data"
      title={<span data-testid="sample-data-label">{t('sample.label')}</span>}
      description={t(editable ? 'sample.keptOnPage' : 'sample.invented')}
      style={{ marginBottom: 16 }}
    />
  );
};
