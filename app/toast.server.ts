// One-time messages after a redirect ("로그인되었습니다." on the page the user lands on). A route
// redirects with redirectWithToast(), which writes the message into the one `__session` cookie as
// a flash, because a CDN in front (Firebase Hosting) forwards no other cookie; routes that start or
// end a session hand the message to signedInRedirect()/signedOutRedirect() instead. The root loader
// reads the flash and clears it (decision 120).
import { redirect } from "@remix-run/node";
import {
  commitSession,
  destroySession,
  getSession,
  sessionFromCookie,
  type AppSession,
} from "~/accounts/session.server";
import { toastOf, type Toast, type ToastInput } from "~/domain/toast";

export type { Toast, ToastInput };

/**
 * Redirects to `to` and shows `toast` there. `session`: the session this answer commits when the
 * route changed it; the request's otherwise. `status`: 302 unless given (303 after a POST).
 */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: ToastInput,
  { session, status = 302 }: { session?: AppSession; status?: 302 | 303 } = {},
): Promise<Response> {
  const carrier = session ?? (await getSession(request));
  carrier.flash("toast", toastOf(toast));
  return redirect(to, { status, headers: { "Set-Cookie": await commitSession(carrier) } });
}

function isToast(value: unknown): value is Toast {
  return Boolean(value) && typeof (value as Toast).message === "string";
}

/** The pending toast of this request (if any) and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const session = await sessionFromCookie(request.headers.get("Cookie"));
  if (!session.has("toast")) return { toast: null, headers };
  const value: unknown = session.get("toast"); // a flash: gone from the session once read
  // A visitor's session that held only the message goes with it: no cookie left behind.
  const empty = Object.keys(session.data).length === 0;
  headers.append(
    "Set-Cookie",
    empty ? await destroySession(session) : await commitSession(session),
  );
  if (!isToast(value)) return { toast: null, headers };
  return { toast: { message: value.message, kind: value.kind ?? "info" }, headers };
}
