import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Select, Spin } from 'antd';
import {
  CloudUploadOutlined,
  DownloadOutlined,
  FileAddOutlined,
  RollbackOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type BpmnModeler from 'bpmn-js/lib/Modeler';
import {
  endpoints,
  FLOW_AUTHORITIES,
  FLOW_BUSINESS_TYPES,
  type FlowBusinessType,
  flowableDefinitionResource,
  MAX_BPMN_CHARACTERS,
} from '@retail/contract';
import { call } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { Authorized } from '../../../lib/permission';
import { downloadText } from '../../../lib/table-export';
import { BpmnModelerCanvas, type ModelerHandle } from '../bpmn/bpmn-modeler';
import { newDiagramXml, newProcessKey } from '../bpmn/bpmn-template';
import { modelerMessages } from '../bpmn/modeler.i18n';
import { ModelerSidePanel } from '../bpmn/modeler-side-panel';
import { useModelerSelection } from '../bpmn/use-modeler-selection';
import { useModelerOptions } from './modeler-options';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const processKeyOf = (xml: string): string =>
  /<(?:bpmn2?:)?process\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1] ?? 'process';

/**
 * The modeler and its side panel, once the first diagram is known; deployed with a business type
 * (what its instances' end does to a record: a receipt, a refund), the opened definition's.
 */
const Modeler = ({
  xml,
  title,
  businessType: initialType = 'general',
}: {
  xml: string;
  title: string;
  businessType?: FlowBusinessType;
}) => {
  const t = useMessages(modelerMessages);
  const labels = flowableDefinitionResource.labels[useLocale()];
  const [businessType, setBusinessType] = useState<FlowBusinessType>(initialType);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const handle = useRef<ModelerHandle>(null);
  const file = useRef<HTMLInputElement>(null);
  const [modeler, setModeler] = useState<BpmnModeler | null>(null);
  const selection = useModelerSelection(modeler);
  const { assigneeOptions, listenerOptions } = useModelerOptions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deploying, setDeploying] = useState(false);

  const template = () =>
    newDiagramXml(newProcessKey(), {
      process: t('template.process'),
      start: t('template.start'),
      task: t('template.task'),
      end: t('template.end'),
    });

  const open = async (text: string) => {
    setRefusal(null);
    try {
      await handle.current?.importXml(text);
    } catch {
      // the canvas says why
    }
  };

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_BPMN_CHARACTERS) {
      void message.error(t('fileTooBig'));
      return;
    }
    await open(await chosen.text());
  };

  const exportFile = async () => {
    const saved = await handle.current?.saveXml();
    if (saved) downloadText(`${processKeyOf(saved)}.bpmn20.xml`, saved, 'application/xml');
  };

  const deploy = async () => {
    const saved = await handle.current?.saveXml();
    if (!saved) return;
    setDeploying(true);
    setRefusal(null);
    try {
      const definition = await call(endpoints.flowProcess.deploy, {
        body: { xml: saved, businessType },
        quiet: true,
      });
      void message.success(t('deployed', { name: definition.name, version: definition.version }));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setDeploying(false);
    }
  };

  return (
    <Card title={title} data-testid="flow-modeler">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Button
            icon={<RollbackOutlined />}
            data-testid="flow-modeler-back"
            onClick={() => void navigate(flowableDefinitionResource.screenPath)}
          >
            {t('back')}
          </Button>
          <Button
            icon={<FileAddOutlined />}
            data-testid="flow-modeler-new"
            onClick={() =>
              void modal.confirm({
                title: t('newDiagram'),
                content: t('confirmNew'),
                okButtonProps: { 'data-testid': 'flow-modeler-new-ok' },
                onOk: () => open(template()),
              })
            }
          >
            {t('newDiagram')}
          </Button>
          <Button
            icon={<UploadOutlined />}
            data-testid="flow-modeler-import"
            onClick={() => file.current?.click()}
          >
            {t('importFile')}
          </Button>
          <input
            ref={file}
            type="file"
            accept=".xml,.bpmn,application/xml,text/xml"
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-testid="flow-modeler-file"
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            icon={<DownloadOutlined />}
            data-testid="flow-modeler-export"
            onClick={() => void exportFile()}
          >
            {t('exportFile')}
          </Button>
          <Authorized code={FLOW_AUTHORITIES.deploy}>
            <Select<FlowBusinessType>
              aria-label={labels.fields.businessType}
              title={labels.fields.businessType}
              value={businessType}
              onChange={setBusinessType}
              style={{ minWidth: 160 }}
              data-testid="flow-modeler-business-type"
              options={FLOW_BUSINESS_TYPES.map((type) => ({
                value: type,
                label: `${labels.fields.businessType}: ${labels.options?.businessType?.[type] ?? type}`,
              }))}
            />
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              loading={deploying}
              data-testid="flow-modeler-deploy"
              onClick={() => void deploy()}
            >
              {t('deploy')}
            </Button>
          </Authorized>
        </Flex>
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            closable={{ 'aria-label': t('dismiss') }}
            onClose={() => setRefusal(null)}
            title={t('deployRefused')}
            description={refusal}
            data-testid="flow-modeler-refusal"
          />
        )}
        <Flex gap={16} align="stretch" wrap>
          <div style={{ flex: '1 1 560px', minWidth: 0 }}>
            <BpmnModelerCanvas ref={handle} xml={xml} onModeler={setModeler} />
          </div>
          <div style={{ flex: '0 0 320px' }}>
            {selection && (
              <ModelerSidePanel
                selection={selection}
                assigneeOptions={assigneeOptions}
                listenerOptions={listenerOptions}
              />
            )}
          </div>
        </Flex>
      </Flex>
    </Card>
  );
};

/**
 * The BPMN modeler screen (`?id=` opens a deployed definition's XML, else a new diagram from the
 * template): draw, set each step's assignee and each flow's condition, import and export XML,
 * deploy (the server's refusal is shown above the canvas).
 */
export const FlowModelerScreen = () => {
  const t = useMessages(modelerMessages);
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const definition = useQuery({
    queryKey: ['flow-definition-xml', id],
    enabled: id !== null,
    queryFn: () => call(endpoints.flowProcess.definitionXml, { body: { id: id ?? 0 } }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const fresh = useMemo(
    () =>
      newDiagramXml(newProcessKey(), {
        process: t('template.process'),
        start: t('template.start'),
        task: t('template.task'),
        end: t('template.end'),
      }),
    // A new diagram is made once per opening, in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );
  if (id === null) return <Modeler key="new" xml={fresh} title={t('title')} />;
  if (definition.isPending) return <Spin />;
  if (definition.isError)
    return (
      <Card title={t('title')}>
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={definition.error.message}
        />
      </Card>
    );
  return (
    <Modeler
      key={id}
      xml={definition.data.xml}
      businessType={definition.data.businessType}
      title={t('titleOf', { name: `${definition.data.name} v${String(definition.data.version)}` })}
    />
  );
};
