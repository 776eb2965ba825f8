// The one shape of a process-wide value that a module below the composition root uses but may not
// choose (this process's accounts service, rate-limit store, seat counts, change channel): the
// composition root (app/backends/app.server.ts) hands in how to get it, the module reads it on
// use. Nothing below backends/ imports backends/ (decision 216).
export type Port<T> = {
  (): T;
  /** The composition root's one call: how this process gets the value (made on first use). */
  provide(get: () => T): void;
};

/**
 * `unwired`: what a module used outside a wired process (a test of that module alone, a script)
 * gets instead, where the embedded default has a plain answer; without it such a read throws.
 */
export function port<T>(what: string, unwired?: () => T): Port<T> {
  let provided: (() => T) | undefined = unwired;
  const read = (() => {
    if (!provided)
      throw new Error(`${what} was not handed in: app/backends/app.server.ts wires this process`);
    return provided();
  }) as Port<T>;
  read.provide = (get) => {
    provided = get;
  };
  return read;
}
