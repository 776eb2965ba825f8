// A one-time message shown on the page a redirect lands on (the toast cookie carries it).
export type Toast = { message: string; kind: "success" | "error" | "info" };
