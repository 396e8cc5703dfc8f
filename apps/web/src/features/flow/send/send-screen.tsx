import { Card } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { FLOW_PATHS } from '../flow-paths';
import { flowMessages } from '../flow.i18n';
import { StartProcessForm } from './start-process-form';

/** /flowableSend/index[?key=]: start a process on a page of its own, then see it in my processes. */
export const SendScreen = () => {
  const t = useMessages(flowMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Card
      title={t('myProcess.startTitle')}
      data-testid="flow-send-screen"
      style={{ maxWidth: 720 }}
    >
      <StartProcessForm
        initialKey={params.get('key')}
        onStarted={(instance) => void navigate(`${FLOW_PATHS.detail}?id=${String(instance.id)}`)}
      />
    </Card>
  );
};
