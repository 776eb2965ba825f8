// Attacks (decision 150) on the production build (embedded default):
// - a burst of parallel wrong passwords from one address was checked in full (each request read
//   the count before any failure was written), so the right password in the burst signed in and a
//   real login waited behind dozens of password hashes;
// - ten wrong passwords for an account, from anywhere, made the right one answer 429 for 15
//   minutes from every browser, even after a password reset.
// Browsers here play Firebase Hosting's rule (only `__session` goes back to the app, decision
// 120), so what proves an earlier sign-in must live in that cookie.
import { describe, expect, it } from "vitest";
import { RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { adminServerForThisFile } from "../support/built-server-hooks";
import {
  BehindHosting,
  FormClient,
  signUpForm,
  uniqueEmail,
  type FormResponse,
} from "../support/form-client";
import { latestResetLink } from "../support/outbox";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";

const ADMIN = { email: "director@bursts.test", password: "admin-pass-123" };
const BURST = 40;

const server = adminServerForThisFile(ADMIN);

const fresh = (ip?: string) => new BehindHosting(server.url, ip);
const anotherAddress = () => new FormClient("http://unused").ip;

/** A member signed up in `browser` (so that browser has signed in to the account), then signed out. */
async function signedOutMember(browser = fresh()) {
  const email = uniqueEmail();
  expect((await browser.post("/register", signUpForm(email))).status).toBe(302);
  await browser.get("/"); // the sign-up's message
  expect((await browser.post("/logout", {})).status).toBe(302);
  return { email, browser };
}

function expectLimited(response: FormResponse) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

/** Wrong passwords from fresh browsers, `perAddress` from each new address, one after another. */
async function guessFromElsewhere(email: string, count: number, perAddress: number) {
  const statuses: number[] = [];
  let ip = anotherAddress();
  for (let i = 0; i < count; i++) {
    if (i % perAddress === 0) ip = anotherAddress();
    statuses.push((await fresh(ip).post("/login", { email, password: `guess-${i}` })).status);
  }
  return statuses;
}

describe("a burst of parallel guesses", () => {
  it(`${BURST} wrong passwords at once from one address: at most the limit are checked, the rest get 429 with Retry-After`, async () => {
    const { email } = await signedOutMember();
    const ip = anotherAddress();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fresh(ip).post("/login", { email, password: `guess-${i}` }),
      ),
    );
    const checked = answers.filter((a) => a.status === 401).length;
    console.info(`[login burst] ${BURST} guesses from one address: ${checked} checked`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(RATE_LIMITS.loginFailurePair.points);
    for (const answer of answers.filter((a) => a.status !== 401)) {
      expectLimited(answer);
      expect(answer.text).toContain(TOO_MANY_REQUESTS_MESSAGE);
    }
    // Guesses the in-flight bound turned away were given back; what was checked stays counted.
    // Used up (with a few more, one at a time, when the bound turned most away), even the right
    // password from this address waits.
    for (let i = checked; i < RATE_LIMITS.loginFailurePair.points; i++)
      expect((await fresh(ip).post("/login", { email, password: `late-${i}` })).status).toBe(401);
    expectLimited(await fresh(ip).post("/login", { email, password: "secret1" }));
  }, 60_000);

  it("the administrator signs in from a browser used before while a burst from many addresses hits the account", async () => {
    const admin = fresh();
    expect((await admin.post("/login", ADMIN)).status).toBe(302);
    await admin.get("/");
    expect((await admin.post("/logout", {})).status).toBe(302);

    const addresses = Array.from({ length: 8 }, anotherAddress);
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fresh(addresses[i % addresses.length]).post("/login", {
          email: ADMIN.email,
          password: `guess-${i}`,
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // the burst is on its way
    const started = performance.now();
    const signedIn = await admin.post("/login", ADMIN);
    const elapsed = Math.round(performance.now() - started);
    const answers = await burst;
    console.info(
      `[login burst] the administrator's own login during ${BURST} guesses: ${elapsed} ms`,
    );
    expect(signedIn.status).toBe(302);
    await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
    expect((await admin.get("/admin")).status).toBe(200);
    // The account's limit still held for the guessers.
    const checked = answers.filter((a) => a.status === 401).length;
    console.info(`[login burst] ${BURST} guesses from 8 addresses: ${checked} checked`);
    expect(checked).toBeLessThanOrEqual(RATE_LIMITS.loginFailureAccount.points);
    for (const answer of answers.filter((a) => a.status !== 401)) expectLimited(answer);
  }, 60_000);
});

describe("guessers cannot lock a member out", () => {
  it("after 12 wrong passwords from elsewhere the member's own browser signs in, a fresh browser is limited per account, and a reset clears the account's count", async () => {
    const { email, browser: own } = await signedOutMember();
    // Spread so no address reaches its own limit: what binds is the account's.
    const perAddress = RATE_LIMITS.loginFailurePair.points - 1;
    const statuses = await guessFromElsewhere(email, 12, perAddress);
    expect(statuses.filter((s) => s === 401)).toHaveLength(RATE_LIMITS.loginFailureAccount.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      12 - RATE_LIMITS.loginFailureAccount.points,
    );

    // The browser that signed in before (and signed out since) is not held by the account's limit.
    const mine = await own.post("/login", { email, password: "secret1" });
    expect(mine.status).toBe(302);
    expect((await own.get("/mypage")).text).toContain(email);

    // A browser that never signed in to the account still is, from any address.
    const stranger = await fresh().post("/login", { email, password: "secret1" });
    expectLimited(stranger);
    expect(stranger.text).toContain(TOO_MANY_REQUESTS_MESSAGE);

    // A reset (the mailbox proven) clears the account's count: any browser may sign in again.
    const resetter = fresh();
    expect((await resetter.post("/find-password", { email })).status).toBe(200);
    const link = latestResetLink(server.dataDir, email);
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    const reset = await resetter.post("/reset-password", {
      token,
      password: "brandnew1",
      passwordConfirm: "brandnew1",
    });
    expect(reset.status).toBe(302);
    expect((await fresh().post("/login", { email, password: "brandnew1" })).status).toBe(302);
  }, 60_000);

  it("a browser signed in to its own account gets no pass at another member's", async () => {
    const { email: victim } = await signedOutMember();
    const { browser: attacker } = await signedOutMember();
    await guessFromElsewhere(
      victim,
      RATE_LIMITS.loginFailureAccount.points,
      RATE_LIMITS.loginFailurePair.points - 1,
    );
    expectLimited(await attacker.post("/login", { email: victim, password: "secret1" }));
  }, 60_000);

  it("a known browser's own wrong passwords stop at that browser's limit, and leave the account's count alone", async () => {
    const { email, browser: own } = await signedOutMember();
    for (let i = 0; i < RATE_LIMITS.loginFailureDevice.points; i++) {
      expect((await own.post("/login", { email, password: `typo-${i}` })).status).toBe(401);
    }
    expectLimited(await own.post("/login", { email, password: "secret1" }));
    expect((await fresh().post("/login", { email, password: "secret1" })).status).toBe(302);
  }, 60_000);

  it("the proof of an earlier sign-in survives logout inside the one `__session` cookie and carries no e-mail", async () => {
    const { email, browser } = await signedOutMember();
    const cookie = decodeURIComponent(browser.cookies.get("__session") ?? "");
    // Remix's signed cookie: base64 of the JSON, a dot, the signature.
    const json = Buffer.from(cookie.slice(0, cookie.lastIndexOf(".")), "base64").toString("utf8");
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data.token).toBeUndefined();
    expect(Array.isArray(data.devices) && data.devices.length).toBe(1);
    expect(json).not.toContain(email);
    expect((await browser.get("/mypage")).location).toMatch(/^\/login/);
  }, 60_000);
});
