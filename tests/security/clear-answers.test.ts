// Decisions 081 and 082: clear answers instead of 500s. A cross-site POST is a Korean 403 (Remix's
// own origin check threw: 500 and a stack trace per request); a store that cannot write answers a
// Korean 503 (JSON on the API, a page on pages; it was plain-text "Unexpected Server Error"); a
// missing /assets file is a 404 (it redirected to /).
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { signUpForm } from "../support/form-client";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const inquiry = new URLSearchParams({
  name: "김하늘",
  email: "sky@example.com",
  category: "수강 문의",
  title: "수업 문의드립니다",
  message: "주말 수업이 있는지 궁금합니다. 알려주세요.",
  consent: "on",
}).toString();
const application = JSON.stringify({
  programId: 7,
  name: "김하늘",
  email: "sky@example.com",
  phone: "010-1234-5678",
  preferredTime: "평일 오전",
});

describe("clear answers instead of 500s", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a cross-site POST to a page with a Korean 403 and logs no stack trace", async () => {
    for (const target of ["/contact", "/login", "/apply", "/mypage"]) {
      const response = await fetch(`${server.url}${target}`, {
        method: "POST",
        headers: { ...FORM, Origin: "https://evil.example" },
        body: inquiry,
        redirect: "manual",
      });
      expect(response.status, target).toBe(403);
      expect(await response.text(), target).toMatch(/다른 사이트/);
    }
    expect(server.output()).not.toMatch(/throwIfPotentialCSRFAttack|does not match `origin`/);
  });

  it("answers a cross-site POST to the API with a Korean JSON 403", async () => {
    const response = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: application,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/다른 사이트/);
  });

  it("still takes a same-site POST with our own Origin", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { ...FORM, Origin: server.url },
      body: inquiry,
      redirect: "manual",
    });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
  });

  it("answers a missing /assets file with 404, not a redirect", async () => {
    for (const asset of [
      "/assets/nope.js",
      "/assets/entry.client-XXXXXXXX.js",
      "/assets/a/b.css",
    ]) {
      const response = await fetch(`${server.url}${asset}`, { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status, asset).toBe(404);
    }
  });
});

/** Makes the database file unwritable even for root (chattr +i), or by its mode otherwise. */
function setReadOnly(file: string, readOnly: boolean) {
  if (process.getuid?.() === 0) execFileSync("chattr", [readOnly ? "+i" : "-i", file]);
  else chmodSync(file, readOnly ? 0o444 : 0o644);
}

describe("a store that cannot write (read-only SQLite database file)", () => {
  let server: RunningServer;
  let database: string;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "centre-readonly-"));
    const first = await startBuiltServer({ dataDir });
    const seeded = await fetch(`${first.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: application,
    });
    expect(seeded.status).toBe(201); // the tables exist, as on a site in use
    const asked = await fetch(`${first.url}/contact`, {
      method: "POST",
      headers: FORM,
      body: inquiry,
      redirect: "manual",
    });
    expect(asked.status).toBe(302);
    await first.stop(); // a clean stop checkpoints the journal into the file
    database = path.join(dataDir, "centre.sqlite");
    setReadOnly(database, true);
    server = await startBuiltServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    if (database) {
      setReadOnly(database, false);
      rmSync(path.dirname(database), { recursive: true, force: true });
    }
  });

  it("answers the API with a Korean JSON 503", async () => {
    const response = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // Another applicant (one live application per phone and class): this one must be written.
      body: application.replace("sky@", "sky2@").replace("010-1234-5678", "010-1234-5679"),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await response.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });

  it("answers a sign-up (accounts, users and sessions) with a Korean 503 page, not a 500", async () => {
    const signUp = new URLSearchParams(signUpForm("readonly-member@example.com")).toString();
    const response = await fetch(`${server.url}/register`, {
      method: "POST",
      headers: FORM,
      body: signUp,
      redirect: "manual",
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/저장/);
  });

  it("answers a page form with a Korean 503 page", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: FORM,
      body: inquiry,
      redirect: "manual",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/저장/);
  });
});
