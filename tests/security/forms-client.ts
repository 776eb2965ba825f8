// What the form attack tests share besides the client (tests/support/form-client.ts): valid
// submissions, a signed-up member and a direct look at the embedded store.
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { uniquePhone } from "../support/phones";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Reads rows from the embedded store of a running server (read-only; a table not made yet holds nothing). */
export function queryStore<T>(
  server: RunningServer,
  sql: string,
  ...params: (string | number)[]
): T[] {
  const file = path.join(server.dataDir, "centre.sqlite");
  if (!existsSync(file)) return []; // nothing written yet (the liveness check opens no store)
  const db = new DatabaseSync(file, { readOnly: true });
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
  /** A phone of its own on every spread: one live application per phone and class (decision 156). */
  get phone() {
    return uniquePhone();
  },
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
  const client = new FormClient(server.url);
  const email = `member-${unique()}@example.com`;
  const response = await client.post("/register", {
    email,
    password: "correct-horse-battery",
    passwordConfirm: "correct-horse-battery",
    name: "김청라",
    agreeTerms: "on",
    agreePrivacy: "on",
    ageConfirm: "on",
  });
  if (response.status !== 302)
    throw new Error(`sign-up failed: ${response.status} ${response.text.slice(0, 300)}`);
  return { client, email };
}
