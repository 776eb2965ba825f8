// A one-time message shown on the page a redirect lands on (a flash in the `__session` cookie).
export type Toast = { message: string; kind: "success" | "error" | "info" };

/** What a route says to show; a toast is a success unless it says otherwise. */
export type ToastInput = { message: string; kind?: Toast["kind"] };

export function toastOf({ message, kind = "success" }: ToastInput): Toast {
  return { message, kind };
}

/**
 * A line the page itself shows after an action's redirect (an admin list's "신청 상태가
 * 변경되었습니다", who took the seat): a flash like the toast, so it names people without an
 * address naming them, and it is gone once read.
 */
export type PageNotice = { message: string; tone: "success" | "warning" };
