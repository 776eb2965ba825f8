// Attack (decision 070): sign up with somebody else's address and read their inquiries and the
// centre's answers on /mypage (it joined inquiries by user id OR e-mail). Now an address joins
// only once verified through the mailed link (single use); resending that link is rate-limited.
// Embedded default over HTTP; both backends' verification rules are in the accounts contract.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { RATE_LIMITS } from "~/security/rate-limit.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { latestVerificationLink, readOutbox } from "../support/outbox";

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

async function member(client = new FormClient(server.url)) {
  const email = uniqueEmail();
  const response = await client.post("/register", signUpForm(email));
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return { client, email };
}

describe("e-mail verification", () => {
  it("an unverified sign-up with a visitor's address does not see the visitor's inquiry", async () => {
    const victimEmail = uniqueEmail("victim");
    const title = `환불 문의 ${randomUUID().slice(0, 6)}`;
    const inquiry = await new FormClient(server.url).post("/contact", {
      name: "김피해",
      email: victimEmail,
      category: "수강 문의",
      title,
      message: "개인적인 사정이 있어 환불을 원합니다.",
      consent: "on",
    });
    expect(inquiry.status, inquiry.text.slice(0, 300)).toBeLessThan(400);

    const attacker = new FormClient(server.url);
    expect((await attacker.post("/register", signUpForm(victimEmail))).status).toBe(302);
    const page = await attacker.get("/mypage");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(title);
    expect(page.text).toContain(EMAIL_VERIFICATION_MESSAGES.notVerified);

    // The address's owner follows the mailed link: from then on it is theirs.
    const link = latestVerificationLink(server.dataDir, victimEmail);
    const verified = await attacker.get(link);
    expect(verified.status).toBe(200);
    expect(verified.text).toContain(EMAIL_VERIFICATION_MESSAGES.verified);
    const after = await attacker.get("/mypage");
    expect(after.text).toContain(title);
    expect(after.text).not.toContain(EMAIL_VERIFICATION_MESSAGES.notVerified);

    // Single use: the same link again says it is used up.
    const reused = await new FormClient(server.url).get(link);
    expect(reused.status).toBe(410);
    expect(reused.text).toContain(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect((await attacker.get(link)).text).toContain(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  }, 60_000);

  it("a made-up or truncated code verifies nothing", async () => {
    const { client, email } = await member();
    const link = latestVerificationLink(server.dataDir, email);
    const forged = await client.get(`${link.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(410);
    expect((await client.get("/verify-email")).status).toBe(400);
    const page = await client.get("/mypage");
    expect(page.status, page.location ?? "").toBe(200);
    expect(page.text).toContain(EMAIL_VERIFICATION_MESSAGES.notVerified);
  });

  it("resending is limited per account and per client address (429, Retry-After, Korean)", async () => {
    const { client, email } = await member();
    const mailsTo = () => readOutbox(server.dataDir).filter((m) => m.to.includes(email)).length;
    const before = mailsTo();
    for (let i = 0; i < RATE_LIMITS.verificationMail.points; i++) {
      const sent = await client.post("/mypage", { intent: "verify-email" });
      expect(sent.status).toBe(200);
      expect(sent.text).toContain(EMAIL_VERIFICATION_MESSAGES.sent);
    }
    expect(mailsTo()).toBe(before + RATE_LIMITS.verificationMail.points);
    const limited = await client.post("/mypage", { intent: "verify-email" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.text).toContain(EMAIL_VERIFICATION_MESSAGES.tooMany);
    expect(mailsTo()).toBe(before + RATE_LIMITS.verificationMail.points);

    // Another account from the same address is over the address's limit too; elsewhere it is not.
    const sameAddress = await member(new FormClient(server.url, client.ip));
    expect((await sameAddress.client.post("/mypage", { intent: "verify-email" })).status).toBe(429);
    const elsewhere = await member();
    expect((await elsewhere.client.post("/mypage", { intent: "verify-email" })).status).toBe(200);
  });
});
