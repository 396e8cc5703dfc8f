/** A promise and the function that resolves it: one step of a schedule two transactions follow. */
export const signal = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};
