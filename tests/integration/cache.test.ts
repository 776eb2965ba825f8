// Cache headers and the server's page cache: anonymous pages are shareable for a short while
// and answered from memory; a member is given the same page (decision 233), their own pages never.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const PUBLIC_PAGES = [
  "/",
  "/program/7",
  "/services",
  "/about",
  "/contact",
  "/video-lectures",
  "/music",
  "/study-abroad",
  "/terms",
  "/privacy",
];

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

function nonceOf(response: Response) {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
}

describe("cache headers and page cache", () => {
  let server: RunningServer;
  let memberCookie: string;
  let welcomePage: Response;
  beforeAll(async () => {
    server = await startBuiltServer();
    const email = `cache-${Date.now()}@example.com`;
    const response = await fetch(`${server.url}/register`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email,
        password: "correct-horse-battery",
        passwordConfirm: "correct-horse-battery",
        name: "김회원",
        agreeTerms: "on",
        agreePrivacy: "on",
        ageConfirm: "on",
      }),
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    const withWelcome = cookiesOf(response);
    expect(withWelcome).toContain("__session=");
    // The first page shows the welcome toast, rendered for the member, and clears it.
    welcomePage = await fetch(`${server.url}/`, { headers: { Cookie: withWelcome } });
    memberCookie = cookiesOf(welcomePage);
    expect(memberCookie).toContain("__session=");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(PUBLIC_PAGES)("%s: shareable by a CDN for an anonymous visitor", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    expect(cacheControl).toMatch(/\bpublic\b/);
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers.get("Vary")).toMatch(/Cookie/);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers a repeated anonymous page from memory, compressed once, with no shared nonce", async () => {
    const first = await fetch(`${server.url}/services`);
    const firstHtml = await first.text();
    const second = await fetch(`${server.url}/services`);
    const secondHtml = await second.text();
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(secondHtml).toBe(firstHtml);
    // A stored page carries no nonce at all: its policy lists the hashes of its own scripts.
    expect(nonceOf(first)).toBeUndefined();
    expect(nonceOf(second)).toBeUndefined();
    expect(second.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(secondHtml).not.toMatch(/nonce="/);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetch(`${server.url}/services`, {
        headers: { "Accept-Encoding": encoding },
      });
      expect(compressed.headers.get("Content-Encoding")).toBe(encoding);
      expect(await compressed.text()).toBe(firstHtml);
    }
  });

  it.each(["/", "/services", "/program/7"])(
    "%s: a member is given the page every visitor gets, from the page cache (decision 233)",
    async (path) => {
      await (await fetch(`${server.url}${path}`)).arrayBuffer(); // an anonymous copy is cached
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: memberCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).toBe("hit");
      expect(response.headers.get("Cache-Control")).toMatch(/\bpublic\b/);
      expect(response.headers.getSetCookie()).toEqual([]);
      const html = await response.text();
      expect(html).not.toContain("김회원");
      expect(html).toContain("로그인"); // the signed-out links, hidden by the remembered sign-in
    },
  );

  it("stores a member's miss as the page every visitor gets, never with the member in it", async () => {
    const first = await fetch(`${server.url}/notices`, {
      headers: { Cookie: memberCookie },
    });
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    expect(await first.text()).not.toContain("김회원");
    const anonymous = await fetch(`${server.url}/notices`);
    expect(anonymous.headers.get("X-Page-Cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain("김회원");
  });

  it("tells the header who is signed in, privately", async () => {
    const member = await fetch(`${server.url}/resources/viewer`, {
      headers: { Cookie: memberCookie },
    });
    expect(member.headers.get("Cache-Control")).toBe("private, no-store");
    expect(((await member.json()) as { user: { name: string } }).user.name).toBe("김회원");
    const visitor = await fetch(`${server.url}/resources/viewer`);
    expect(await visitor.json()).toEqual({ user: null });
  });

  it("renders a member's page that holds a one-time message, and the contact form's prefill", async () => {
    expect(welcomePage.headers.get("X-Page-Cache")).toBeNull();
    expect(welcomePage.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await welcomePage.text()).toContain("김회원");
    await (await fetch(`${server.url}/contact`)).arrayBuffer();
    const contact = await fetch(`${server.url}/contact`, { headers: { Cookie: memberCookie } });
    expect(contact.headers.get("X-Page-Cache")).toBeNull();
    expect(contact.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await contact.text()).toContain("김회원");
  });

  it("renders a page for any other cookie", async () => {
    await (await fetch(`${server.url}/services`)).arrayBuffer();
    const response = await fetch(`${server.url}/services`, {
      headers: { Cookie: `${memberCookie}; other=1` },
    });
    expect(response.headers.get("X-Page-Cache")).toBeNull();
    expect(await response.text()).toContain("김회원");
  });

  it("keeps a member's page private", async () => {
    const response = await fetch(`${server.url}/mypage`, { headers: { Cookie: memberCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never marks a response that sets a cookie as shareable", async () => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "nobody@example.com", password: "wrong-password" }),
    });
    expect(response.headers.get("Cache-Control") ?? "").not.toMatch(/public/);
  });

  // Issue 50 §5: `/login?redirectTo=…` was public for 70 s with its nonce in the body and policy.
  it.each([
    "/login?redirectTo=%2Fmypage",
    "/register?redirectTo=%2Fapply",
    "/ranking",
    "/services?open=1",
    "/find-id",
    "/apply",
    "/",
    "/services",
  ])("%s: no shared cache may keep a page that carries a nonce", async (path) => {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const nonce = nonceOf(response);
    if (nonce !== undefined || /\snonce="/.test(html)) {
      expect(cacheControl, path).toMatch(/\bprivate\b/);
      expect(cacheControl, path).toMatch(/\bno-store\b/);
      expect(cacheControl, path).not.toMatch(/\bpublic\b|s-maxage/);
    } else {
      expect(cacheControl, path).toMatch(/\bpublic\b/); // a stored page: hashes, no nonce
    }
  });

  it("never caches an error page", async () => {
    const response = await fetch(`${server.url}/program/999999`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("page cache exclusions", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  // /login itself is stored since decision 239; with a redirect of the visitor's own it is not.
  it.each(["/ranking", "/login?redirectTo=%2Fmypage", "/apply", "/find-id"])(
    "%s is rendered afresh every time",
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        expect(response.headers.get("X-Page-Cache")).not.toBe("hit");
      }
    },
  );
});
