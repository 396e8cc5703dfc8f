import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { FLOW_AUTHORITIES, flowableDefinitionResource, type Resource } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { Authorized } from '../../../lib/permission';
import type { ResourceActionsProps } from '../../../resources/define-resource';
import { registryResource } from '../../../resources/registry-resource';
import { ResourceListScreen } from '../../../resources/resource-list-screen';
import { modelerMessages } from '../bpmn/modeler.i18n';
import { FLOW_PATHS } from '../flow-paths';

const base = registryResource(flowableDefinitionResource as unknown as Resource);
const BaseActions = base.rowActions;

/** A definition row's "Design": opens the modeler on its XML (deploying makes the next version). */
const DesignAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(modelerMessages);
  const navigate = useNavigate();
  const id = Number(row.id);
  const name = typeof row.name === 'string' ? row.name : String(id);
  return (
    <Authorized code={FLOW_AUTHORITIES.deploy}>
      <Button
        type="link"
        size="small"
        data-testid={`flow-design-${String(id)}`}
        aria-label={t('designOf', { name })}
        onClick={() => void navigate(`${FLOW_PATHS.model}?id=${String(id)}`)}
      >
        {t('design')}
      </Button>
    </Authorized>
  );
};

const DefinitionRowActions = (props: ResourceActionsProps) => (
  <>
    <DesignAction {...props} />
    {BaseActions && <BaseActions {...props} />}
  </>
);

const NewDesign = () => {
  const t = useMessages(modelerMessages);
  const navigate = useNavigate();
  return (
    <Authorized code={FLOW_AUTHORITIES.deploy}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        data-testid="flow-design-new"
        onClick={() => void navigate(FLOW_PATHS.model)}
      >
        {t('designNew')}
      </Button>
    </Authorized>
  );
};

const resource = { ...base, rowActions: DefinitionRowActions };

/** The registry's definition list with "Design" on each row and "New design" in the toolbar. */
export const FlowDefinitionScreen = () => (
  <ResourceListScreen resource={resource} toolbar={() => <NewDesign />} />
);
