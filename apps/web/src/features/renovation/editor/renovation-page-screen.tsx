import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { renovationPageResource, type Resource } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../../resources/define-resource';
import { registryResource } from '../../../resources/registry-resource';
import { resourceScreen } from '../../../resources/resource-list-screen';
import { editorMessages } from './editor.i18n';
import { PAGE_EDITOR_PATH } from './page-editor-path';

const base = registryResource(renovationPageResource as unknown as Resource);
const BaseActions = base.rowActions;

/** A page row's "Design" (装修 / Diseñar): opens the builder on it. */
const DesignAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(editorMessages);
  const navigate = useNavigate();
  const id = Number(row.id);
  const name = typeof row.name === 'string' ? row.name : String(id);
  return (
    <Button
      type="link"
      size="small"
      data-testid={`page-design-${String(id)}`}
      aria-label={t('designPage', { name })}
      onClick={() => void navigate(`${PAGE_EDITOR_PATH}?id=${String(id)}`)}
    >
      {t('design')}
    </Button>
  );
};

const PageRowActions = (props: ResourceActionsProps) => (
  <>
    <DesignAction {...props} />
    {BaseActions && <BaseActions {...props} />}
  </>
);

/** The registry's storefront-page list with a "Design" button on each row. */
export const RenovationPageScreen = resourceScreen({ ...base, rowActions: PageRowActions });
