import { deviceResource, endpoints } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { secretAction } from '../../resources/secret-action';
import { deviceMessages } from './device.i18n';

/** A device row's "new secret": the device must be given the new one. */
export const DeviceSecretAction = secretAction({
  authority: deviceResource.codes.edit,
  testId: 'device-secret',
  nameOf: (row) => String(row.innerCode ?? row.id),
  useTexts: (code) => {
    const t = useMessages(deviceMessages);
    return {
      issueSecret: t('issueSecret'),
      confirm: t('confirm', { code }),
      issue: t('issue'),
      cancel: t('cancel'),
      secretTitle: t('secretTitle', { code }),
      secretHint: t('secretHint'),
      close: t('close'),
    };
  },
  issue: async (id) => (await call(endpoints.deviceSecret.rotate, { body: { id } })).secret,
});
