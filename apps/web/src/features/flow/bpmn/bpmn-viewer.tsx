import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { flowableModdle } from './flow-moddle';

export type DiagramMarks = {
  /** Elements already passed (completed tasks, taken flows, reached events). */
  done: readonly string[];
  /** Where the process waits now. */
  current: readonly string[];
};

type Props = {
  xml: string;
  marks: DiagramMarks;
  /** The diagram's text alternative (what it shows, said in words). */
  label: string;
  /** Badge texts on the canvas: "done" and "now". */
  badges: { done: string; current: string };
  /** Shown when the diagram does not open. */
  failed: string;
};

type Overlays = {
  add: (
    id: string,
    overlay: { position: { top: number; right: number }; html: HTMLElement },
  ) => void;
};

const badge = (text: string, kind: 'done' | 'current'): HTMLElement => {
  const element = document.createElement('span');
  element.className = `flow-badge flow-badge-${kind}`;
  element.textContent = `${kind === 'done' ? '✓' : '▶'} ${text}`;
  element.setAttribute('aria-hidden', 'true');
  return element;
};

/**
 * The process diagram, read only (bpmn-js's NavigatedViewer, loaded when shown): passed elements
 * outlined solid green with a ✓ badge, the current step dashed orange with a ▶ badge. The canvas
 * is one image named by `label`; the legend and the history beside it say the same in text.
 * (`label` is read when the canvas is made and whenever it changes.)
 */
export const BpmnDiagramViewer = ({ xml, marks, label, badges, failed }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const svg = useRef<SVGElement | null>(null);
  const labelRef = useRef(label);
  const done = marks.done.join(' ');
  const current = marks.current.join(' ');
  const { done: doneBadge, current: currentBadge } = badges;

  useEffect(() => {
    let cancelled = false;
    let viewer: NavigatedViewer | null = null;
    void import('./viewer-runtime').then(async ({ NavigatedViewer: Viewer }) => {
      if (cancelled || !container.current) return;
      viewer = new Viewer({
        container: container.current,
        moddleExtensions: { flowable: flowableModdle },
      });
      // The canvas (focusable, arrow keys pan it) is the image; its name is the text alternative.
      svg.current = container.current.querySelector('svg');
      svg.current?.setAttribute('role', 'img');
      svg.current?.setAttribute('aria-label', labelRef.current);
      try {
        await viewer.importXML(xml);
        if (cancelled) return;
        const canvas = viewer.get('canvas') as {
          zoom: (level: string) => void;
          addMarker: (id: string, marker: string) => void;
        };
        const registry = viewer.get('elementRegistry') as { get: (id: string) => unknown };
        const overlays = viewer.get('overlays') as Overlays;
        canvas.zoom('fit-viewport');
        const mark = (ids: string, kind: 'done' | 'current') => {
          for (const id of ids.split(' ').filter((one) => registry.get(one))) {
            canvas.addMarker(id, `flow-${kind}`);
            const element = registry.get(id) as { waypoints?: unknown };
            if (!element.waypoints)
              overlays.add(id, {
                position: { top: -10, right: 10 },
                html: badge(kind === 'done' ? doneBadge : currentBadge, kind),
              });
          }
        };
        mark(done, 'done');
        mark(current, 'current');
        setProblem(null);
      } catch (error) {
        if (!cancelled) setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        if (!cancelled) setLoading(false);
      }
    });
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [xml, done, current, doneBadge, currentBadge]);

  useEffect(() => {
    labelRef.current = label;
    svg.current?.setAttribute('aria-label', label);
  }, [label]);

  return (
    <Spin spinning={loading}>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={failed}
          description={problem}
          data-testid="flow-diagram-problem"
        />
      )}
      <div
        ref={container}
        className="flow-canvas"
        style={{ height: 380 }}
        data-testid="flow-diagram"
        data-done={done}
        data-current={current}
      />
    </Spin>
  );
};
