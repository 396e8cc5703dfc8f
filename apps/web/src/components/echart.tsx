import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Spin } from 'antd';
import type { ChartOption, EChartsType } from '../lib/echarts';

export type { ChartOption };

/**
 * An ECharts chart. The library is fetched on first use; the chart follows its container's
 * size (also when a kept-alive tab becomes visible again) and is disposed on unmount.
 */
export const EChart = ({
  option,
  height = 360,
  label,
  onReady,
  testId,
}: {
  option: ChartOption;
  height?: number | string;
  /** Accessible name of the chart. */
  label: string;
  onReady?: (chart: EChartsType) => void;
  testId?: string;
}) => {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ option, onReady });
  latest.current = { option, onReady };

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | undefined;
    void import('../lib/echarts').then(({ init }) => {
      if (!live || !host.current) return;
      const instance = init(host.current);
      chart.current = instance;
      instance.setOption(latest.current.option);
      latest.current.onReady?.(instance);
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(host.current);
      setReady(true);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [option, ready]);

  const style: CSSProperties = { width: '100%', height, position: 'relative' };
  return (
    <div style={style}>
      <div
        ref={host}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-ready={ready}
        style={{ width: '100%', height: '100%' }}
      />
      {ready ? null : (
        <Spin style={{ position: 'absolute', inset: 0, margin: 'auto', height: 20 }} />
      )}
    </div>
  );
};
