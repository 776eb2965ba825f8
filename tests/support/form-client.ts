// A browser without JavaScript for HTTP tests against the built server: a cookie jar, its own
// client address (the server must run with TRUST_PROXY=1), no redirect following.
import { randomUUID } from "node:crypto";

export type FormResponse = {
  status: number;
  location: string | null;
  text: string;
  headers: Headers;
};

export class FormClient {
  cookies = new Map<string, string>();
  /** Sent as User-Agent when set (the device list names devices by it). */
  userAgent?: string;

  constructor(
    readonly baseUrl: string,
    readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request(
    pathname: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<FormResponse> {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, origin: this.baseUrl };
    if (this.userAgent) headers["user-agent"] = this.userAgent;
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    // React 18.3's stream writer may pad a chunk with NUL bytes inside Korean text (decision 084,
    // tested on its own): dropped here so these tests read the words.
    const text = (await response.text()).replaceAll("\u0000", "");
    return {
      status: response.status,
      location: response.headers.get("location"),
      text,
      headers: response.headers,
    };
  }

  get = (pathname: string) => this.request(pathname);
  post = (pathname: string, form: Record<string, string>) => this.request(pathname, { form });

  /** A JSON API call (a fresh Idempotency-Key each time), as the application dialog sends it. */
  async postJson(
    pathname: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method: "POST",
      headers: {
        "x-forwarded-for": this.ip,
        origin: this.baseUrl,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

export const uniqueEmail = (label = "member") => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The sign-up form's fields (one place to update when the form gains fields). */
export function signUpForm(email: string, password = "secret1"): Record<string, string> {
  return {
    email,
    password,
    passwordConfirm: password,
    name: "홍길동",
    agreeTerms: "on",
    agreePrivacy: "on",
    ageConfirm: "on",
  };
}

/** A browser behind Hosting: whatever it stored, only `__session` goes back to the app. */
export class BehindHosting extends FormClient {
  override async request(pathname: string, init: Parameters<FormClient["request"]>[1] = {}) {
    for (const name of [...this.cookies.keys()])
      if (name !== "__session") this.cookies.delete(name);
    return super.request(pathname, init);
  }
}
