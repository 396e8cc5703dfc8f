import { endpoints, mchAppResource, type Resource } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { ResourceActionsProps } from '../../resources/define-resource';
import { RegistryActions } from '../../resources/registry-actions';
import { registryResource } from '../../resources/registry-resource';
import { resourceScreen } from '../../resources/resource-list-screen';
import { secretAction } from '../../resources/secret-action';
import { mchAppMessages } from './mch-app.i18n';

const declared = mchAppResource as unknown as Resource;
const DeclaredActions = RegistryActions(declared);

/** An app's "new secret": the merchant's system signs its calls to the merchant API with it. */
const MchAppSecretAction = secretAction({
  authority: mchAppResource.codes.edit,
  testId: 'mch-app-secret',
  nameOf: (row) => String(row.appId ?? row.id),
  useTexts: (app) => {
    const t = useMessages(mchAppMessages);
    return {
      issueSecret: t('issueSecret'),
      confirm: t('confirm', { app }),
      issue: t('issue'),
      cancel: t('cancel'),
      secretTitle: t('secretTitle', { app }),
      secretHint: t('secretHint'),
      close: t('close'),
    };
  },
  issue: async (id) => (await call(endpoints.mchAppSecret.rotate, { body: { id } })).secret,
});

const MchAppRowActions = (props: ResourceActionsProps) => (
  <>
    <MchAppSecretAction {...props} />
    <DeclaredActions {...props} />
  </>
);

/** The registry's apps screen with a "new secret" button on each row. */
export const MchAppScreen = resourceScreen({
  ...registryResource(declared),
  rowActions: MchAppRowActions,
});
