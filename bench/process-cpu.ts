// CPU time spent by a process group (the server, its cluster workers and their threads), read
// from Linux's /proc: each task's schedstat gives its time on a CPU in nanoseconds, precise
// enough to tell one request's cost when requests are sent one at a time.
import { readdirSync, readFileSync } from 'node:fs';

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the task ended meanwhile
  }
};

/** The process group of a pid (field 5 of /proc/<pid>/stat, after the command in parentheses). */
const groupOf = (pid: string): number | undefined => {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[2]);
};

/** Milliseconds of CPU used so far by each task (thread) of group `pgid`, by `pid/tid name`. */
export const groupCpuByTask = (pgid: number): Map<string, number> => {
  const byTask = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || groupOf(pid) !== pgid) continue;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      const ns = Number(read(`/proc/${pid}/task/${task}/schedstat`)?.split(' ')[0] ?? 0);
      const name = read(`/proc/${pid}/task/${task}/comm`)?.trim() ?? '?';
      byTask.set(`${pid}/${task} ${name}`, ns / 1e6);
    }
  }
  return byTask;
};

/** Milliseconds of CPU used so far by every task of the processes of group `pgid`. */
export const groupCpuMs = (pgid: number): number => {
  let total = 0;
  for (const ms of groupCpuByTask(pgid).values()) total += ms;
  return total;
};

/** The tasks that used the most CPU between two readings, as lines. */
export const busiestTasks = (before: Map<string, number>, after: Map<string, number>, count = 12) =>
  [...after]
    .map(([task, ms]) => [task, ms - (before.get(task) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([task, ms]) => `${ms.toFixed(0).padStart(8)} ms  ${task}`);
