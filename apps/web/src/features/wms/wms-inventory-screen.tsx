import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import {
  endpoints,
  type InventoryCheckReport,
  type Resource,
  wmsInventoryResource,
} from '@retail/contract';
import { useMessages } from '../../lib/i18n/feature-messages';
import { Authorized } from '../../lib/permission';
import { registryResource } from '../../resources/registry-resource';
import { callEndpoint } from '../../resources/resource-call';
import { ResourceListScreen } from '../../resources/resource-list-screen';
import { wmsMessages } from './wms.i18n';

const inventory = registryResource(wmsInventoryResource as unknown as Resource);

/** Asks the server whether every stock row is the sum of its ledger rows, and shows the answer. */
const LedgerCheckButton = () => {
  const t = useMessages(wmsMessages);
  const [report, setReport] = useState<InventoryCheckReport | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      setReport(
        (await callEndpoint(endpoints.wmsReport.stockCheck, { body: {} })) as InventoryCheckReport,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized code={endpoints.wmsReport.stockCheck.access.authority}>
      <Button data-testid="wms-ledger-check" loading={busy} onClick={() => void check()}>
        {t('check')}
      </Button>
      <Modal
        open={report !== null}
        title={t('checkTitle')}
        onCancel={() => setReport(null)}
        footer={
          <Button type="primary" data-testid="wms-ledger-close" onClick={() => setReport(null)}>
            {t('close')}
          </Button>
        }
      >
        {report && (
          <Flex vertical gap={8} data-testid="wms-ledger-report">
            <Alert
              type={report.agrees ? 'success' : 'error'}
              showIcon
              message={
                report.agrees
                  ? t('agrees', { rows: report.rows })
                  : t('disagrees', { count: report.disagreeing.length, rows: report.rows })
              }
            />
            <Typography.Text>
              {t('totals', { quantity: report.quantity, ledgerSum: report.ledgerSum })}
            </Typography.Text>
            <Typography.Text>{t('belowSafety', { count: report.belowSafety })}</Typography.Text>
            {report.disagreeing.map((row) => (
              <Typography.Text key={row.inventoryId} type="danger">
                {t('row', row)}
              </Typography.Text>
            ))}
          </Flex>
        )}
      </Modal>
    </Authorized>
  );
};

/** /wmsInventory/index: the registry's stock list, plus the check against the ledger. */
export const WmsInventoryScreen = () => (
  <ResourceListScreen resource={inventory} toolbar={() => <LedgerCheckButton />} />
);
