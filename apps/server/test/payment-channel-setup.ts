import type { PaymentWorld, Row } from './payment.support';

// Alipay's and WeChat Pay's interfaces as the console declares them (their config fields), and
// one call that gives the payment world's app such an interface: its definition, the app's
// config of it (the keys) and a passage for each of its ways.

export const ALIPAY_PARAMS = [
  { name: 'appId', label: 'Alipay app id', required: true },
  { name: 'privateKey', label: 'App private key', secret: true, required: true },
  { name: 'alipayPublicKey', label: 'Alipay public key', required: true },
  { name: 'notifyBaseUrl', label: 'Notify base URL', required: true },
  { name: 'gatewayUrl', label: 'Gateway URL' },
];
export const WXPAY_PARAMS = [
  { name: 'mchId', label: 'Merchant id', required: true },
  { name: 'appId', label: 'App id', required: true },
  { name: 'serialNo', label: 'Certificate serial', required: true },
  { name: 'privateKey', label: 'Merchant private key', secret: true, required: true },
  { name: 'apiV3Key', label: 'API v3 key', secret: true, required: true },
  { name: 'platformSerial', label: 'Platform key id', required: true },
  { name: 'platformPublicKey', label: 'Platform public key', required: true },
  { name: 'notifyBaseUrl', label: 'Notify base URL', required: true },
  { name: 'baseUrl', label: 'API base URL' },
];

/** The interface `ifCode` for the world's app, with its config and a passage per way. */
export const addChannel = async (
  w: PaymentWorld,
  ifCode: string,
  wayCodes: string[],
  params: object[],
  values: Record<string, string>,
): Promise<Row> => {
  const define = await w.edit('pay-interface-define', {
    ifCode,
    name: ifCode,
    wayCodes: wayCodes.join(','),
    paramsSchema: JSON.stringify(params),
  });
  const config = await w.edit('pay-interface-config', {
    mchAppId: w.app.id,
    payInterfaceDefineId: define.id,
    ifParams: JSON.stringify(values),
  });
  for (const wayCode of wayCodes) {
    const [known] = await w.entities('pay-way', { wayCode });
    const way = known ?? (await w.edit('pay-way', { wayCode, name: wayCode }));
    await w.edit('mch-pay-passage', {
      mchAppId: w.app.id,
      payWayId: way.id,
      payInterfaceDefineId: define.id,
      rate: 6000,
    });
  }
  return config;
};
