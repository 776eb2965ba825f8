// Attacks (requirements §7, decision 043): successful logins counted against the per-address limit, so members
// on one network locked each other out while a guesser spread over addresses was never stopped
// per account; /reset-password took unlimited token guesses (each after a scrypt hash); a used
// reset link still showed the new-password form. Embedded default over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIND_PASSWORD_MESSAGES, RESET_PASSWORD_MESSAGES } from "~/domain/account-messages";
import { RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { latestResetLink, readOutbox } from "../support/outbox";

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function member() {
  const email = uniqueEmail();
  expect((await new FormClient(server.url).post("/register", signUpForm(email))).status).toBe(302);
  return email;
}

describe("login limits count failures", () => {
  it("many members signing in from one address are never refused", async () => {
    const wifi = new FormClient(server.url).ip;
    const emails = await Promise.all(Array.from({ length: 4 }, () => member()));
    for (let round = 0; round < 4; round++) {
      for (const email of emails) {
        const response = await new FormClient(server.url, wifi).post("/login", {
          email,
          password: "secret1",
        });
        expect(response.status, `${email} round ${round}`).toBe(302);
      }
    }
  }, 60_000);

  it("guesses at one account from many addresses stop at the account's limit, right password included", async () => {
    const email = await member();
    for (let i = 0; i < RATE_LIMITS.loginFailureAccount.points; i++) {
      expect(
        (await new FormClient(server.url).post("/login", { email, password: `guess-${i}` })).status,
      ).toBe(401);
    }
    const limited = await new FormClient(server.url).post("/login", { email, password: "secret1" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.text).toContain(TOO_MANY_REQUESTS_MESSAGE);
    // Other accounts are not affected.
    expect(
      (
        await new FormClient(server.url).post("/login", {
          email: await member(),
          password: "secret1",
        })
      ).status,
    ).toBe(302);
  }, 60_000);

  it("one address guessing at many accounts stops at the address's limit", async () => {
    const guesser = new FormClient(server.url);
    for (let i = 0; i < RATE_LIMITS.loginFailure.points; i++) {
      expect(
        (await guesser.post("/login", { email: uniqueEmail("nobody"), password: "x" })).status,
      ).toBe(401);
    }
    const limited = await guesser.post("/login", { email: await member(), password: "secret1" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);
});

describe("reset mails", () => {
  // Issue 44 §6b: the per-address limit alone let a sender with many addresses fill one member's
  // mailbox with reset mails.
  it("to one account are limited whatever the address, other accounts unaffected", async () => {
    const email = await member();
    const { points } = RATE_LIMITS.findPasswordAccount;
    for (let i = 0; i < points; i++) {
      const spelling = i % 2 ? email.toUpperCase() : ` ${email} `;
      const sent = await new FormClient(server.url).post("/find-password", { email: spelling });
      expect(sent.status, `mail ${i + 1}`).toBe(200);
    }
    const limited = await new FormClient(server.url).post("/find-password", { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.text).toContain(FIND_PASSWORD_MESSAGES.tooManyForAccount);
    const other = await member();
    expect((await new FormClient(server.url).post("/find-password", { email: other })).status).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the outbox's sender writes them
    const mails = readOutbox(server.dataDir).filter(
      (mail) => mail.to.toLowerCase().includes(email) && mail.text.includes("/reset-password?"),
    );
    expect(mails).toHaveLength(points);
  }, 60_000);
});

describe("reset links", () => {
  it("wrong tokens are limited per client address (429 with Retry-After)", async () => {
    const guesser = new FormClient(server.url);
    for (let i = 0; i < RATE_LIMITS.resetPasswordFailure.points; i++) {
      const response = await guesser.post("/reset-password", {
        token: `made-up-${i}`,
        password: "brandnew1",
        passwordConfirm: "brandnew1",
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain(RESET_PASSWORD_MESSAGES.invalidToken);
    }
    const limited = await guesser.post("/reset-password", {
      token: "made-up-x",
      password: "brandnew1",
      passwordConfirm: "brandnew1",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.text).toContain(TOO_MANY_REQUESTS_MESSAGE);
    expect((await guesser.get("/reset-password?token=made-up-y")).status).toBe(429);
  });

  it("a used link says so when opened, before any new password is typed", async () => {
    const email = await member();
    const visitor = new FormClient(server.url);
    expect((await visitor.post("/find-password", { email })).status).toBe(200);
    const link = latestResetLink(server.dataDir, email);
    const opened = await visitor.get(link);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('name="password"');
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    expect(
      (
        await visitor.post("/reset-password", {
          token,
          password: "brandnew1",
          passwordConfirm: "brandnew1",
        })
      ).status,
    ).toBe(302);

    const reopened = await new FormClient(server.url).get(link);
    expect(reopened.status).toBe(410);
    expect(reopened.text).toContain(RESET_PASSWORD_MESSAGES.invalidToken);
    expect(reopened.text).not.toContain('name="password"');
  });
});
