// What the form attack tests share: a client without JavaScript (own address, cookie jar, no
// redirect following) against one production server, and a direct look at the embedded store.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { RunningServer } from "../support/built-server";

let clientNumber = 0;

export class FormClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(readonly server: RunningServer) {
    clientNumber++;
    this.ip = `198.18.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
  }

  private headers(extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { "X-Forwarded-For": this.ip, ...extra };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return headers;
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  async post(pathname: string, fields: Record<string, string>) {
    const response = await fetch(`${this.server.url}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: this.headers({ "Content-Type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams(fields),
    });
    this.keepCookies(response);
    return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
  }

  async postJson(pathname: string, body: unknown) {
    const response = await fetch(`${this.server.url}${pathname}`, {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() }),
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Reads rows from the embedded store of a running server (read-only; a table not made yet holds nothing). */
export function queryStore<T>(server: RunningServer, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } catch (error) {
    if (/no such table/.test((error as Error).message)) return [];
    throw error;
  } finally {
    db.close();
  }
}

export const validApplication = {
  programId: "7",
  programTitle: "드럼",
  name: "김청라",
  phone: "010-1234-5678",
  email: "",
  preferredTime: "",
  companions: "0",
  message: "",
};

export const validInquiry = {
  name: "김청라",
  email: "ask@example.com",
  phone: "",
  category: "수강 문의",
  title: "수강 문의드립니다",
  message: "드럼 수업 시간이 궁금합니다.",
  consent: "on",
};

/** A member signed up through /register (both consents given). */
export async function signedUpMember(server: RunningServer) {
  const client = new FormClient(server);
  const email = `member-${unique()}@example.com`;
  const response = await client.post("/register", {
    email,
    password: "correct-horse-battery",
    passwordConfirm: "correct-horse-battery",
    name: "김청라",
    agreeTerms: "on",
    agreePrivacy: "on",
  });
  if (response.status !== 302) throw new Error(`sign-up failed: ${response.status} ${response.text.slice(0, 300)}`);
  return { client, email };
}
