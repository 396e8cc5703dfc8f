import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import type { FlowInstanceDetail } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { flowMessages } from '../flow.i18n';
import { ProcessDetail } from './process-detail';

type Props = {
  /** The instance shown; null: closed. */
  instanceId: number | null;
  title?: string;
  onClose: () => void;
  actions?: (detail: FlowInstanceDetail) => ReactNode;
};

/** A process's detail beside its list (myProcess, todo and finished share it). */
export const ProcessDetailDrawer = ({ instanceId, title, onClose, actions }: Props) => {
  const t = useMessages(flowMessages);
  return (
    <Drawer
      open={instanceId !== null}
      onClose={onClose}
      title={title ?? t('detail.title')}
      size={1000}
      destroyOnHidden
      closable={{ 'aria-label': t('close') }}
      data-testid="flow-detail-drawer"
    >
      {instanceId !== null && <ProcessDetail instanceId={instanceId} actions={actions} />}
    </Drawer>
  );
};
