// A browser whose session cookie a test reads, copies and forges, as whoever holds the cookie can
// (it is signed, not encrypted): the session attacks of tests/security/.
import { createCookieSessionStorage } from "@remix-run/node";
import { INTEGRATION_SESSION_SECRET } from "./built-server";
import { BehindHosting } from "./form-client";

/** The built servers' session cookies (same name, secret and options). */
export const integrationCookies = createCookieSessionStorage({
  cookie: {
    name: "__session",
    secrets: [INTEGRATION_SESSION_SECRET],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
  },
});

/** The credential inside a `__session` value ("" when it holds none). */
export async function tokenOf(cookie: string | null): Promise<string> {
  const session = await integrationCookies.getSession(`__session=${cookie}`);
  return String(session.get("token") ?? "");
}

/** No JavaScript, its own address, only `__session` kept (Hosting's rule), no redirects followed. */
export class SessionBrowser extends BehindHosting {
  constructor(baseUrl: string, userAgent?: string) {
    super(baseUrl);
    this.userAgent = userAgent;
  }

  /** The `__session` value, or null. */
  get cookie(): string | null {
    return this.cookies.get("__session") ?? null;
  }

  set cookie(value: string | null) {
    if (value === null) this.cookies.delete("__session");
    else this.cookies.set("__session", value);
  }
}
