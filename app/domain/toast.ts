// A one-time message shown on the page a redirect lands on (a flash in the `__session` cookie).
export type Toast = { message: string; kind: "success" | "error" | "info" };

/** What a route says to show; a toast is a success unless it says otherwise. */
export type ToastInput = { message: string; kind?: Toast["kind"] };

export function toastOf({ message, kind = "success" }: ToastInput): Toast {
  return { message, kind };
}
