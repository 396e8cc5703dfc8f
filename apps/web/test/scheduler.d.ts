// The two entries of React's scheduler the unit tests' setup uses (testing-library.setup.ts);
// the package ships no types of its own.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export const unstable_scheduleCallback: (priority: number, callback: () => null) => unknown;
}
