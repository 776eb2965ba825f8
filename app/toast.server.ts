// One-time messages after a redirect ("로그인되었습니다." on the page the user lands on). A route
// redirects with redirectWithToast(), which writes the message into the one `__session` cookie as
// a flash, because a CDN in front (Firebase Hosting) forwards no other cookie; routes that start or
// end a session hand the message to signedInRedirect()/signedOutRedirect() instead. A page's own
// notices after an action (redirectWithNotices) travel the same way. The root loader reads the
// flashes and clears them, in one answer (decision 120).
import { redirect } from "@remix-run/node";
import { type AppSession } from "~/accounts/session.server";
import { toastOf, type PageNotice, type Toast, type ToastInput } from "~/domain/toast";
import {
  commitSession,
  destroySession,
  getSession,
  sessionFromCookie,
} from "~/backends/app.server";

export type { PageNotice, Toast, ToastInput };

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

/**
 * Redirects to `to`, whose page shows `notices` once (read from the root's data): for what names
 * people, which an address must not carry (decision 240).
 */
export async function redirectWithNotices(
  request: Request,
  to: string,
  notices: PageNotice[],
): Promise<Response> {
  const session = await getSession(request);
  if (notices.length) session.flash("notices", notices);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

function isNotice(value: unknown): value is PageNotice {
  const notice = value as PageNotice;
  return (
    Boolean(value) &&
    typeof notice.message === "string" &&
    (notice.tone === "success" || notice.tone === "warning")
  );
}

function isToast(value: unknown): value is Toast {
  return Boolean(value) && typeof (value as Toast).message === "string";
}

/** The pending toast and page notices of this request (if any) and the header that clears them. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; notices: PageNotice[]; headers: Headers }> {
  const headers = new Headers();
  const session = await sessionFromCookie(request.headers.get("Cookie"));
  if (!session.has("toast") && !session.has("notices"))
    return { toast: null, notices: [], headers };
  // Flashes: gone from the session once read. Both are read here so one Set-Cookie clears both.
  const value: unknown = session.get("toast");
  const pending: unknown = session.get("notices");
  const notices = Array.isArray(pending) ? pending.filter(isNotice) : [];
  // A visitor's session that held only the message goes with it: no cookie left behind.
  const empty = Object.keys(session.data).length === 0;
  headers.append(
    "Set-Cookie",
    empty ? await destroySession(session) : await commitSession(session),
  );
  if (!isToast(value)) return { toast: null, notices, headers };
  return { toast: { message: value.message, kind: value.kind ?? "info" }, notices, headers };
}

/**
 * Redirects to the receipt page of the application just stored with its 조회 코드 in the session
 * as a flash: shown once on that page, never in the address (logs, history; decision 234).
 */
export async function redirectWithLookupCode(
  request: Request,
  to: string,
  lookupCode: { applicationId: string; code: string },
): Promise<Response> {
  const session = await getSession(request);
  session.flash("lookupCode", lookupCode);
  // 303: the browser GETs the receipt after its POST.
  return redirect(to, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
}

/** The 조회 코드 flashed for this application (if any), and the header that clears it. */
export async function readLookupCode(
  request: Request,
  applicationId: string,
): Promise<{ code: string | null; headers: Headers }> {
  const headers = new Headers();
  const session = await sessionFromCookie(request.headers.get("Cookie"));
  if (!session.has("lookupCode")) return { code: null, headers };
  const value = session.get("lookupCode");
  const empty = Object.keys(session.data).length === 0;
  headers.append(
    "Set-Cookie",
    empty ? await destroySession(session) : await commitSession(session),
  );
  return { code: value?.applicationId === applicationId ? value.code : null, headers };
}
