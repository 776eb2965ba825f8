// One-time messages after a redirect ("로그인되었습니다." on the page the user lands on). An action
// says what to show with toastHeader() (a short-lived signed `__toast` cookie, as before); on the
// way out the handler folds that cookie into the one `__session` cookie as a flash
// (foldToastIntoSession), because a CDN in front (Firebase Hosting) forwards no other cookie. The
// root loader reads the flash and clears it (decision 120).
import { createCookie } from "@remix-run/node";
import { sessionFromCookie, commitSession, destroySession } from "~/accounts/session.server";
import { getEnv } from "~/env.server";

import type { Toast } from "~/domain/toast";
import { once } from "~/once";

export type { Toast };

const TOAST_COOKIE = "__toast";

const toastCookie = once(() => {
  const env = getEnv();
  return createCookie(TOAST_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    path: "/",
    maxAge: 60,
    secrets: env.sessionSecrets,
  });
});

/** A Set-Cookie header value that shows `message` on the next page. */
export async function toastHeader(
  message: string,
  kind: Toast["kind"] = "success",
): Promise<string> {
  return toastCookie().serialize({ message, kind } satisfies Toast);
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

const cookieName = (line: string) => line.slice(0, line.indexOf("=")).trim();
const isExpired = (line: string) => /;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(line);

/**
 * Moves a `__toast` Set-Cookie of `response` into the `__session` cookie it sets (or the one the
 * request carried, or a new one) as a flash. Responses without one are left as they are.
 */
export async function foldToastIntoSession(request: Request, response: Response): Promise<void> {
  const lines = response.headers.getSetCookie();
  const toastLine = lines.find((line) => cookieName(line) === TOAST_COOKIE);
  if (!toastLine) return;
  const toast: unknown = await toastCookie().parse(toastLine.split(";")[0]!);
  const sessionLine = lines.find((line) => cookieName(line) === "__session");
  const source = sessionLine
    ? isExpired(sessionLine)
      ? null
      : sessionLine.split(";")[0]!
    : request.headers.get("Cookie");
  const session = await sessionFromCookie(source);
  if (isToast(toast)) session.flash("toast", toast);
  response.headers.delete("Set-Cookie");
  for (const line of lines) {
    if (line !== toastLine && line !== sessionLine) response.headers.append("Set-Cookie", line);
  }
  response.headers.append("Set-Cookie", await commitSession(session));
}
