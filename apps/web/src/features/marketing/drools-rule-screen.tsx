import { useState } from 'react';
import { Button } from 'antd';
import { droolsRuleResource, endpoints, type Resource } from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { registryResource } from '../../resources/registry-resource';
import { ResourceListScreen } from '../../resources/resource-list-screen';
import { marketingMessages } from './marketing.i18n';
import { SampleCartDialog } from './sample-cart-dialog';

const base = registryResource(droolsRuleResource as unknown as Resource);
const BaseActions = base.rowActions;

/** A rule row's "Test": its current content tried on a sample cart. */
const TestAction = ({ row }: ResourceActionsProps) => {
  const t = useMessages(marketingMessages);
  const [open, setOpen] = useState(false);
  const id = Number(row.id);
  const name = typeof row.name === 'string' ? row.name : String(id);
  return (
    <Authorized code={endpoints.marketing.testRule.access.authority}>
      <Button
        type="link"
        size="small"
        data-testid={`rule-test-${String(id)}`}
        aria-label={t('testOf', { name })}
        onClick={() => setOpen(true)}
      >
        {t('test')}
      </Button>
      {open && <SampleCartDialog open rule={{ id, name }} onClose={() => setOpen(false)} />}
    </Authorized>
  );
};

const RuleRowActions = (props: ResourceActionsProps) => (
  <>
    <TestAction {...props} />
    {BaseActions && <BaseActions {...props} />}
  </>
);

/** "Price a sample cart": every running activity, rule and the customer's coupons at once. */
const PreviewButton = () => {
  const t = useMessages(marketingMessages);
  const [open, setOpen] = useState(false);
  return (
    <Authorized code={endpoints.marketing.preview.access.authority}>
      <Button data-testid="pricing-preview" onClick={() => setOpen(true)}>
        {t('preview')}
      </Button>
      {open && <SampleCartDialog open onClose={() => setOpen(false)} />}
    </Authorized>
  );
};

const resource = { ...base, rowActions: RuleRowActions };

/** /droolsRule/index: the registry's rule list, with a test per rule and the pricing preview. */
export const DroolsRuleScreen = () => (
  <ResourceListScreen resource={resource} toolbar={() => <PreviewButton />} />
);
