// One-time messages after a redirect ("로그인되었습니다." on the page the user lands on):
// a short-lived signed cookie, read and cleared by the root loader.
import { createCookie } from "@remix-run/node";
import { getEnv } from "~/env.server";

import type { Toast } from "~/domain/toast";

export type { Toast };

let cookie: ReturnType<typeof createCookie> | undefined;

function toastCookie() {
  const env = getEnv();
  cookie ??= createCookie("__toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.siteUrl.startsWith("https:"),
    path: "/",
    maxAge: 60,
    secrets: [env.sessionSecret],
  });
  return cookie;
}

/** A Set-Cookie header value that shows `message` on the next page. */
export async function toastHeader(
  message: string,
  kind: Toast["kind"] = "success",
): Promise<string> {
  return toastCookie().serialize({ message, kind } satisfies Toast);
}

/** The pending toast of this request (if any) and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const headers = new Headers();
  const value = (await toastCookie().parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value.message !== "string") return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  return { toast: { message: value.message, kind: value.kind ?? "info" }, headers };
}
