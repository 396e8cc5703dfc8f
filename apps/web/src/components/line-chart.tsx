import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { axisTicks, labelStep, SERIES_COLOURS } from './line-chart-scale';

export type LineSeries = { key: string; name: string; values: readonly number[] };

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const WIDTH = 800;
const PAD = { left: 48, right: 16, top: 16, bottom: 28 };
const AXIS_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * A small line chart drawn as SVG (issue 15: the dashboard's daily activity without ECharts'
 * 180 kB). The legend's buttons show or hide a series; arrow keys (or the pointer) move a cursor
 * whose values are shown beside it; screen readers get the figures as a table.
 */
export const LineChart = ({
  labels,
  series,
  height = 320,
  label,
  testId,
}: {
  /** One label per point (the x axis), oldest first. */
  labels: readonly string[];
  series: readonly LineSeries[];
  height?: number;
  /** Accessible name of the chart. */
  label: string;
  testId?: string;
}) => {
  const id = useId();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState<number | null>(null);
  const shown = series.filter((line) => !hidden.has(line.key));
  const ticks = useMemo(
    () => axisTicks(Math.max(0, ...shown.flatMap((line) => line.values))),
    [shown],
  );
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (labels.length > 1 ? (index / (labels.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const step = labelStep(labels.length);
  const colourOf = (key: string) =>
    SERIES_COLOURS[series.findIndex((line) => line.key === key) % SERIES_COLOURS.length]!;

  const move = (event: KeyboardEvent) => {
    if (labels.length === 0) return;
    const last = labels.length - 1;
    const at = cursor ?? -1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(last, at + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, at < 0 ? last : at - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
  };

  return (
    <figure style={{ margin: 0, position: 'relative' }} data-testid={testId} data-ready="true">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-name`}
        tabIndex={0}
        onKeyDown={move}
        onBlur={() => setCursor(null)}
        onPointerLeave={() => setCursor(null)}
        onPointerMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const at = ((event.clientX - box.left) / box.width) * WIDTH;
          const index = Math.round(((at - PAD.left) / plotWidth) * (labels.length - 1));
          setCursor(Math.min(labels.length - 1, Math.max(0, index)));
        }}
        style={{ display: 'block', overflow: 'visible' }}
      >
        <title id={`${id}-name`}>{label}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e8e8e8" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} fill={AXIS_TEXT}>
              {tick}
            </text>
          </g>
        ))}
        {labels.map((text, index) =>
          index % step === 0 || index === labels.length - 1 ? (
            <text
              key={text + index}
              x={x(index)}
              y={height - 8}
              textAnchor="middle"
              fontSize={12}
              fill={AXIS_TEXT}
            >
              {text}
            </text>
          ) : null,
        )}
        {shown.map((line) => {
          const points = line.values.map((value, index) => `${x(index)},${y(value)}`);
          const colour = colourOf(line.key);
          return (
            <g key={line.key} data-series={line.key}>
              <polygon
                points={`${x(0)},${y(0)} ${points.join(' ')} ${x(line.values.length - 1)},${y(0)}`}
                fill={colour}
                opacity={0.12}
              />
              <polyline points={points.join(' ')} fill="none" stroke={colour} strokeWidth={2} />
            </g>
          );
        })}
        {cursor !== null ? (
          <g>
            <line
              x1={x(cursor)}
              x2={x(cursor)}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              stroke="#8c8c8c"
            />
            {shown.map((line) => (
              <circle
                key={line.key}
                cx={x(cursor)}
                cy={y(line.values[cursor] ?? 0)}
                r={4}
                fill="#fff"
                stroke={colourOf(line.key)}
                strokeWidth={2}
              />
            ))}
          </g>
        ) : null}
      </svg>
      {cursor !== null ? (
        <div
          role="status"
          data-testid={testId ? `${testId}-cursor` : undefined}
          style={{
            position: 'absolute',
            top: 0,
            [cursor > labels.length / 2 ? 'left' : 'right']: PAD.right,
            background: '#fff',
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            padding: '4px 8px',
            fontSize: 12,
            pointerEvents: 'none',
          }}
        >
          <div>{labels[cursor]}</div>
          {shown.map((line) => (
            <div key={line.key}>
              <span aria-hidden style={{ color: colourOf(line.key) }}>
                ●{' '}
              </span>
              {line.name}: {line.values[cursor] ?? 0}
            </div>
          ))}
        </div>
      ) : null}
      <figcaption style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
        {series.map((line) => (
          <button
            key={line.key}
            type="button"
            aria-pressed={!hidden.has(line.key)}
            onClick={() =>
              setHidden((before) => {
                const after = new Set(before);
                if (!after.delete(line.key)) after.add(line.key);
                return after;
              })
            }
            style={{
              border: 'none',
              background: 'none',
              cursor: 'pointer',
              padding: '2px 4px',
              fontSize: 12,
              color: hidden.has(line.key) ? AXIS_TEXT : 'rgba(0, 0, 0, 0.88)',
              textDecoration: hidden.has(line.key) ? 'line-through' : 'none',
            }}
          >
            <span aria-hidden style={{ color: colourOf(line.key) }}>
              ━{' '}
            </span>
            {line.name}
          </button>
        ))}
      </figcaption>
      <table style={VISUALLY_HIDDEN}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {series.map((line) => (
              <th key={line.key} scope="col">
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((text, index) => (
            <tr key={text + index}>
              <th scope="row">{text}</th>
              {series.map((line) => (
                <td key={line.key}>{line.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
