import { Alert, Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';
import { ProcessDetail } from './process-detail';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /flowableProcessDetail/index?id=: one process's detail on a page of its own. */
export const ProcessDetailScreen = () => {
  const t = useMessages(flowMessages);
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <Card title={t('detail.title')} data-testid="flow-detail-screen">
      {id === null ? (
        <Alert type="info" showIcon title={t('detail.noProcess')} />
      ) : (
        <ProcessDetail instanceId={id} />
      )}
    </Card>
  );
};
