// Attack (decision 070): sign up with somebody else's address and read their inquiries and the
// centre's answers on /mypage (it joined inquiries by user id OR e-mail). Now an address joins
// only once verified through the mailed link (single use); resending that link is rate-limited.
// Attack (decision 145): the owner's mail system (link scanner, preview, Safe Links) opens that
// link with a plain GET and no cookies, and the stranger's account was verified. Now opening the
// link only shows the address and a button; the owner's press (a same-site POST) verifies.
// Attack (issue 44, decision 236): a guest types a member's verified address into the contact form
// and the inquiry lands on the member's my page and data download. Now only an inquiry sent
// signed in joins, verified address or not.
// Embedded default over HTTP; both backends' verification rules are in the accounts contract.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { RATE_LIMITS } from "~/security/rate-limit.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { latestVerificationLink, readOutbox } from "../support/outbox";

const codeOf = (link: string) => new URL(link, "http://x").searchParams.get("code")!;
const confirmText = (email: string) => `${email} 주소의 인증을 완료하려면 아래 버튼을 눌러주세요.`;

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

    // The address's owner opens the mailed link (no session of theirs here) and presses the
    // button: from then on the address is the account's, yet a guest's inquiry under it still
    // never joins (anyone may have typed it, decision 236).
    const link = latestVerificationLink(server.dataDir, victimEmail);
    const owner = new FormClient(server.url);
    const opened = await owner.get(link);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(confirmText(victimEmail));
    const verified = await owner.post("/verify-email", { code: codeOf(link) });
    expect(verified.status, verified.text.slice(0, 300)).toBe(200);
    expect(verified.text).toContain(EMAIL_VERIFICATION_MESSAGES.verified);
    const after = await attacker.get("/mypage");
    expect(after.text).not.toContain(title);
    expect(after.text).not.toContain(EMAIL_VERIFICATION_MESSAGES.notVerified);
    const planted = `남이 넣은 문의 ${randomUUID().slice(0, 6)}`;
    const sentAsGuest = await new FormClient(server.url).post("/contact", {
      name: "아무개",
      email: victimEmail,
      category: "수강 문의",
      title: planted,
      message: "회원의 마이페이지에 이 문의가 보이면 안 됩니다.",
      consent: "on",
    });
    expect(sentAsGuest.status).toBeLessThan(400);
    expect((await attacker.get("/mypage")).text).not.toContain(planted);
    expect((await attacker.get("/mypage/data")).text).not.toContain(planted);

    // Single use: the same link again says it is used up.
    const reused = await new FormClient(server.url).get(link);
    expect(reused.status).toBe(410);
    expect(reused.text).toContain(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    const pressedAgain = await new FormClient(server.url).post("/verify-email", {
      code: codeOf(link),
    });
    expect(pressedAgain.status).toBe(410);
    expect((await attacker.get(link)).text).toContain(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  }, 60_000);

  it("a mail scanner opening the link (GET and HEAD, no cookies) verifies nothing", async () => {
    const victimEmail = uniqueEmail("scanned");
    const title = `개인 상담 ${randomUUID().slice(0, 6)}`;
    const inquiry = await new FormClient(server.url).post("/contact", {
      name: "김주인",
      email: victimEmail,
      category: "수강 문의",
      title,
      message: "상담 내용을 남깁니다.",
      consent: "on",
    });
    expect(inquiry.status, inquiry.text.slice(0, 300)).toBeLessThan(400);
    const attacker = new FormClient(server.url);
    expect((await attacker.post("/register", signUpForm(victimEmail))).status).toBe(302);

    // What a scanner does: fetch the link, follow nothing, keep no cookie, send no Origin.
    const link = latestVerificationLink(server.dataDir, victimEmail);
    for (const method of ["GET", "HEAD", "GET"]) {
      const scanned = await fetch(`${server.url}${link}`, { method, redirect: "manual" });
      expect(scanned.status, method).toBe(200);
      expect(scanned.headers.get("cache-control")).toContain("no-store");
      if (method === "GET") {
        const page = (await scanned.text()).replaceAll("\u0000", "");
        expect(page).toContain(confirmText(victimEmail));
        expect(page).toContain("이메일 인증 완료");
        expect(page).not.toContain(EMAIL_VERIFICATION_MESSAGES.verified);
      }
    }
    const mypage = await attacker.get("/mypage");
    expect(mypage.text).toContain(EMAIL_VERIFICATION_MESSAGES.notVerified);
    expect(mypage.text).not.toContain(title);

    // A form on another site that posts the code (the owner lured there) is refused unread.
    const crossSite = await fetch(`${server.url}/verify-email`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": attacker.ip,
      },
      body: new URLSearchParams({ code: codeOf(link) }),
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    expect((await attacker.get("/mypage")).text).not.toContain(title);

    // The code is still good for its owner's press.
    const confirmed = await new FormClient(server.url).post("/verify-email", {
      code: codeOf(link),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(EMAIL_VERIFICATION_MESSAGES.verified);
  }, 60_000);

  it("a made-up or truncated code verifies nothing", async () => {
    const { client, email } = await member();
    const link = latestVerificationLink(server.dataDir, email);
    const forged = await client.get(`${link.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(410);
    const forgedPress = await client.post("/verify-email", { code: `${codeOf(link)}x` });
    expect(forgedPress.status).toBe(410);
    expect(forgedPress.text).toContain(EMAIL_VERIFICATION_MESSAGES.invalidLink);
    expect((await client.get("/verify-email")).status).toBe(400);
    expect((await client.post("/verify-email", { code: "" })).status).toBe(400);
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
