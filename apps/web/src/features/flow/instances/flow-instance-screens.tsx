import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { flowableRecordResource, flowInstanceResource, type Resource } from '@retail/contract';
import { useMessages } from '../../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../../resources/define-resource';
import { registryResource } from '../../../resources/registry-resource';
import { ResourceListScreen } from '../../../resources/resource-list-screen';
import { FLOW_PATHS } from '../flow-paths';
import { flowMessages } from '../flow.i18n';

/**
 * A registry list of the approvals whose rows open their process's detail page (the diagram with
 * the current step lit, the history): the process instances by their id, the approval records by
 * the instance they belong to. The registry's own row actions (terminate) stay beside it.
 */
const withOpen = (declared: Resource, instanceOf: (row: Record<string, unknown>) => number) => {
  const base = registryResource(declared);
  const BaseActions = base.rowActions;
  const RowActions = (props: ResourceActionsProps) => {
    const t = useMessages(flowMessages);
    const navigate = useNavigate();
    const id = instanceOf(props.row);
    return (
      <>
        <Button
          type="link"
          size="small"
          data-testid={`flow-open-${String(props.row.id)}`}
          aria-label={t('detailOf', { name: `#${String(id)}` })}
          onClick={() => void navigate(`${FLOW_PATHS.detail}?id=${String(id)}`)}
        >
          {t('open')}
        </Button>
        {BaseActions && <BaseActions {...props} />}
      </>
    );
  };
  return { ...base, rowActions: RowActions };
};

const instances = withOpen(flowInstanceResource as unknown as Resource, (row) => Number(row.id));
const records = withOpen(flowableRecordResource as unknown as Resource, (row) =>
  Number(row.instanceId),
);

/** `/flow/index`: every process instance in the caller's organisations. */
export const FlowInstanceScreen = () => <ResourceListScreen resource={instances} />;

/** `/flowableRecord/index`: every approval step in the caller's organisations. */
export const FlowRecordScreen = () => <ResourceListScreen resource={records} />;
