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

/** Milliseconds of CPU used so far by every task of the processes of group `pgid`. */
export const groupCpuMs = (pgid: number): number => {
  let nanoseconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || groupOf(pid) !== pgid) continue;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks)
      nanoseconds += Number(read(`/proc/${pid}/task/${task}/schedstat`)?.split(' ')[0] ?? 0);
  }
  return nanoseconds / 1e6;
};
