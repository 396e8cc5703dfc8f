import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { flowableTaskFormResource, type Resource } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { Authorized } from '../../../lib/permission';
import type { ResourceActionsProps } from '../../../resources/define-resource';
import { registryResource } from '../../../resources/registry-resource';
import { ResourceListScreen } from '../../../resources/resource-list-screen';
import { FLOW_PATHS } from '../flow-paths';
import { formBuilderMessages } from './form-builder.i18n';

const base = registryResource(flowableTaskFormResource as unknown as Resource);
const BaseActions = base.rowActions;

/** A task form row's "Design": opens the form builder on it (saving writes back to the row). */
const DesignAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(formBuilderMessages);
  const navigate = useNavigate();
  const id = Number(row.id);
  const name = typeof row.formName === 'string' ? row.formName : String(id);
  return (
    <Authorized code={flowableTaskFormResource.codes.edit}>
      <Button
        type="link"
        size="small"
        data-testid={`form-design-${String(id)}`}
        aria-label={t('designOf', { name })}
        onClick={() => void navigate(`${FLOW_PATHS.formBuilder}?id=${String(id)}`)}
      >
        {t('design')}
      </Button>
    </Authorized>
  );
};

const TaskFormRowActions = (props: ResourceActionsProps) => (
  <>
    <DesignAction {...props} />
    {BaseActions && <BaseActions {...props} />}
  </>
);

/** "Form builder" in the list's toolbar: a new form designed from scratch. */
const NewDesign = () => {
  const t = useMessages(formBuilderMessages);
  const navigate = useNavigate();
  return (
    <Authorized code={flowableTaskFormResource.codes.edit}>
      <Button
        icon={<PlusOutlined />}
        data-testid="form-design-new"
        onClick={() => void navigate(FLOW_PATHS.formBuilder)}
      >
        {t('title')}
      </Button>
    </Authorized>
  );
};

const resource = { ...base, rowActions: TaskFormRowActions };

/** The registry's task form list with "Design" on each row and the form builder in the toolbar. */
export const TaskFormScreen = () => (
  <ResourceListScreen resource={resource} toolbar={() => <NewDesign />} />
);
