// A Chromium trace of the console's scroll (console-scroll.ts --trace=file.json), summed up: the
// renderer main thread's tasks longer than a frame, and what their time went to (the events
// directly inside them, by name), so a late frame can be told apart: script, style, layout,
// paint or the garbage collector.
import { readFileSync } from 'node:fs';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.gc',
  'blink',
];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

const FRAME_US = 1_000_000 / 60;

export const summariseTrace = (file: string) => {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error(`${file}: no renderer main thread`);
  const own = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((event) => event.name === 'RunTask');
  const slow = tasks.filter((task) => (task.dur ?? 0) > FRAME_US);
  const byName = new Map<string, number>();
  for (const task of slow) {
    const end = task.ts + (task.dur ?? 0);
    // Events inside the task that no other event inside it contains (its direct children).
    let reached = task.ts;
    for (const event of own) {
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < reached) continue;
      byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
      reached = event.ts + (event.dur ?? 0);
    }
  }
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  console.log(
    `${file}: ${tasks.length} tasks, ${(busy / 1000).toFixed(0)} ms busy; ` +
      `${slow.length} longer than a frame (${slow.map((task) => ((task.dur ?? 0) / 1000).toFixed(0)).join(', ')} ms)`,
  );
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 10);
  for (const [name, us] of top) console.log(`  ${name}: ${(us / 1000).toFixed(1)} ms`);
};
