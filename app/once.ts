// The one shape of a process-wide value made on first use (a store connection, the chosen
// backends, a service over them), so each module does not keep its own `let x; x ??= …`.
export type Once<T> = {
  (): T;
  /** The value if it was made, without making it. */
  peek(): T | undefined;
  /** Forgets the value (graceful shutdown, tests): the next call makes it anew. */
  reset(): void;
};

export function once<T>(make: () => T): Once<T> {
  let made: { value: T } | undefined;
  const get = (() => (made ??= { value: make() }).value) as Once<T>;
  get.peek = () => made?.value;
  get.reset = () => {
    made = undefined;
  };
  return get;
}
