// Behind Firebase Hosting only the cookie named `__session` reaches the app (decision 120). A
// browser there keeps every cookie the site sets but sends back only `__session`: this client does
// the same on the production build. The one-time message after a redirect and the sign-in must
// both survive that; an anonymous visitor's pages, and the public pages a member is given, stay
// shareable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { BehindHosting, signUpForm, uniqueEmail } from "../support/form-client";

let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer();
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

describe("a CDN that forwards only __session", () => {
  it("a sign-up's message arrives in __session, shows once, and the member stays signed in", async () => {
    const browser = new BehindHosting(server.url);
    const email = uniqueEmail();
    const signedUp = await browser.post("/register", signUpForm(email));
    expect(signedUp.status).toBe(302);
    const setCookies = signedUp.headers.getSetCookie();
    expect(setCookies.some((line) => line.startsWith("__toast="))).toBe(false);
    expect(setCookies.filter((line) => line.startsWith("__session="))).toHaveLength(1);

    const landing = await browser.get("/");
    expect(landing.text).toContain("회원가입이 완료되었습니다.");
    expect((await browser.get("/mypage")).text).toContain(email);
    const again = await browser.get("/");
    expect(again.text).not.toContain("회원가입이 완료되었습니다.");
  });

  it("the message after logging out shows once; what stays in __session proves the earlier sign-in only", async () => {
    const browser = new BehindHosting(server.url);
    await browser.post("/register", signUpForm(uniqueEmail()));
    await browser.get("/"); // the sign-up's message read
    const loggedOut = await browser.post("/logout", {});
    expect(loggedOut.status).toBe(302);
    expect(loggedOut.headers.getSetCookie().some((l) => l.startsWith("__toast="))).toBe(false);
    const landing = await browser.get("/");
    expect(landing.text).toContain("로그아웃되었습니다.");
    expect(landing.headers.get("cache-control")).not.toMatch(/s-maxage/);
    // The proof of the sign-in (decision 150) keeps the cookie: signed out, and given the page
    // every visitor gets (decision 233), which names nobody.
    expect(browser.cookies.has("__session")).toBe(true);
    expect((await browser.get("/mypage")).location).toMatch(/^\/login/);
    const again = await browser.get("/");
    expect(again.text).not.toContain("로그아웃되었습니다.");
    expect(again.text).not.toContain("홍길동");
    expect(again.headers.get("cache-control")).toMatch(/s-maxage/);
  });

  it("a visitor who never signed in (a wrong password proves nothing) gets no cookie; pages stay shared", async () => {
    const browser = new BehindHosting(server.url);
    // A wrong password proves nothing: no proof is kept, no cookie is set.
    const wrong = await browser.post("/login", { email: uniqueEmail(), password: "wrong-pw" });
    expect(wrong.status).toBe(401);
    expect(browser.cookies.has("__session")).toBe(false);
    const shared = await browser.get("/");
    expect(shared.headers.get("cache-control")).toMatch(/s-maxage/);
  });
});
