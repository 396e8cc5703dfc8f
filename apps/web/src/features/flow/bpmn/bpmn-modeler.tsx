import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Spin } from 'antd';
import type BpmnModeler from 'bpmn-js/lib/Modeler';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { modelerMessages } from './modeler.i18n';
import { flowableModdle } from './flow-moddle';

/** What the modeler screen does with the diagram: read it out, load another. */
export type ModelerHandle = {
  saveXml: () => Promise<string>;
  importXml: (xml: string) => Promise<void>;
};

type Props = {
  /** The diagram it opens with. */
  xml: string;
  ref?: Ref<ModelerHandle>;
  /** The modeler once loaded (null while it loads), for the side panel. */
  onModeler: (modeler: BpmnModeler | null) => void;
};

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The BPMN modeler (bpmn-js, loaded with its styles when this mounts): the canvas with its
 * palette and context pad. A diagram that does not parse says why, above the canvas.
 */
export const BpmnModelerCanvas = ({ xml, ref, onModeler }: Props) => {
  const t = useMessages(modelerMessages);
  const container = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<BpmnModeler | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const load = async (modeler: BpmnModeler, text: string) => {
    try {
      await modeler.importXML(text);
      (modeler.get('canvas') as { zoom: (level: string) => void }).zoom('fit-viewport');
      setProblem(null);
    } catch (error) {
      setProblem(reasonOf(error));
      throw error;
    }
  };

  useImperativeHandle(ref, () => ({
    saveXml: async () => {
      const modeler = modelerRef.current;
      if (!modeler) throw new Error(t('notReady'));
      const { xml: saved } = await modeler.saveXML({ format: true });
      if (!saved) throw new Error(t('notReady'));
      return saved;
    },
    importXml: async (text) => {
      const modeler = modelerRef.current;
      if (!modeler) throw new Error(t('notReady'));
      await load(modeler, text);
    },
  }));

  // One modeler per mount; the first diagram is the one given when it mounts.
  const initial = useRef(xml);
  const canvasLabel = useRef(t('canvas'));
  useEffect(() => {
    canvasLabel.current = t('canvas');
    container.current?.querySelector('svg')?.setAttribute('aria-label', canvasLabel.current);
  }, [t]);
  useEffect(() => {
    let cancelled = false;
    let made: BpmnModeler | null = null;
    void import('./modeler-runtime').then(async ({ BpmnModeler: Modeler }) => {
      if (cancelled || !container.current) return;
      made = new Modeler({
        container: container.current,
        moddleExtensions: { flowable: flowableModdle },
      });
      modelerRef.current = made;
      // The canvas takes the focus (bpmn-js's keyboard bindings work there): name it.
      const svg = container.current.querySelector('svg');
      svg?.setAttribute('role', 'application');
      svg?.setAttribute('aria-label', canvasLabel.current);
      try {
        await load(made, initial.current);
      } catch {
        // shown above the canvas
      }
      if (cancelled) return;
      setLoading(false);
      onModeler(made);
    });
    return () => {
      cancelled = true;
      onModeler(null);
      made?.destroy();
      modelerRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one modeler per mount
  }, []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="flow-modeler-problem"
          title={t('importFailed')}
          description={problem}
        />
      )}
      <Spin spinning={loading}>
        <div
          ref={container}
          className="flow-canvas"
          style={{ height: 560 }}
          data-testid="flow-modeler-canvas"
        />
      </Spin>
    </div>
  );
};
