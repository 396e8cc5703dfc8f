// The entries of React's scheduler the unit tests' setup uses (react-scheduler.setup.ts and
// testing-library.setup.ts);
// the package ships no types of its own.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export const unstable_scheduleCallback: (priority: number, callback: () => null) => unknown;
  const scheduler: {
    unstable_IdlePriority: number;
    unstable_scheduleCallback: (priority: number, callback: () => null) => unknown;
  };
  export default scheduler;
}
