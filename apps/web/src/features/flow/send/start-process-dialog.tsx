import { Modal } from 'antd';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';
import { StartProcessForm } from './start-process-form';

/** myProcess's "start a process": the send form in a dialog. */
export const StartProcessDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useMessages(flowMessages);
  return (
    <Modal
      open={open}
      title={t('myProcess.startTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {open && <StartProcessForm onStarted={onClose} onCancel={onClose} />}
    </Modal>
  );
};
