import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { storeMessages } from './store.i18n';

/** A store row's link to its details (/storeDetail/index?id=…). */
export const StoreActions = ({ row }: ResourceActionsProps) => {
  const t = useMessages(storeMessages);
  const navigate = useNavigate();
  return (
    <Button
      type="link"
      size="small"
      data-testid="store-details"
      onClick={() => void navigate(`/storeDetail/index?id=${String(row.id)}`)}
    >
      {t('details')}
    </Button>
  );
};
