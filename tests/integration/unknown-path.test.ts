// Any other path (requirements §2, decision 249): a person's browser is sent home with a toast
// saying why; a crawler or script gets a real 404 page marked noindex (no soft 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)",
  "curl/8.5.0",
];
const MESSAGE = "찾으시는 페이지가 없어 홈으로 이동했습니다.";

describe("an unknown path", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends a person home (302) with the toast, shown once on the home page", async () => {
    const response = await fetch(`${server.url}/no/such/page`, {
      redirect: "manual",
      headers: { "User-Agent": BROWSER },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0];
    expect(cookie).toMatch(/^__session=/);
    const home = await fetch(`${server.url}/`, {
      headers: { "User-Agent": BROWSER, Cookie: cookie! },
    });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(MESSAGE);
    // Read once: the cookie that carried it is cleared.
    expect(home.headers.get("Set-Cookie")).toMatch(/^__session=;/);
  });

  it("answers a person's POST with 303 home and the toast", async () => {
    const response = await fetch(`${server.url}/no-such-form`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "User-Agent": BROWSER,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
      },
      body: "a=1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
  });

  it.each(CRAWLERS)("gives %s a 404 page marked noindex with a link home", async (agent) => {
    const response = await fetch(`${server.url}/no/such/page`, {
      redirect: "manual",
      headers: { "User-Agent": agent },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("페이지를 찾을 수 없습니다");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>홈으로 가기<\/a>/);
  });
});
