// Decision 083: the anonymous page cache is keyed only by what a page reads. Made-up query strings
// (`/?cb=N`) made every request render, compress and store a new entry, evicting real pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

async function get(server: RunningServer, target: string) {
  const response = await fetch(`${server.url}${target}`);
  const text = await response.text();
  return { status: response.status, cache: response.headers.get("X-Page-Cache"), text };
}

describe("page cache keys", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers made-up query strings from the stored page", async () => {
    await get(server, "/");
    for (let n = 0; n < 20; n++)
      expect((await get(server, `/?cb=${n}`)).cache, `/?cb=${n}`).toBe("hit");
    expect((await get(server, "/program/7?utm_source=x&x=1")).cache).not.toBe("hit"); // first render of that page
    expect((await get(server, "/program/7?other=2")).cache).toBe("hit");
  });

  it("never lets made-up query strings evict real pages", async () => {
    await get(server, "/about");
    for (let n = 0; n < 400; n++) await get(server, `/services?cb=${n}`);
    expect((await get(server, "/about")).cache).toBe("hit");
  });

  it("keeps pages apart by the parameters they read (/services?category=)", async () => {
    const all = await get(server, "/services");
    const music = await get(server, "/services?category=music&cb=1");
    const musicAgain = await get(server, "/services?cb=2&category=music");
    expect(music.text).not.toBe(all.text);
    expect(musicAgain.cache).toBe("hit");
    expect(musicAgain.text).toBe(music.text);
  });

  // Decision 140: every spelling of a path (`/ABOUT`, `/%61bout`, `/about/`) was a page of its own.
  it("never lets other spellings of a path evict real pages: they redirect and are not stored", async () => {
    await get(server, "/about");
    let redirects = 0;
    for (let n = 2; n < 322; n++) {
      // 320 spellings of /services: letters in some upper case, with and without a trailing slash.
      const spelled = [..."services"]
        .map((letter, at) => ((n >> (at + 1)) & 1 ? letter.toUpperCase() : letter))
        .join("");
      const response = await fetch(`${server.url}/${spelled}${n & 1 ? "/" : ""}`, {
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status === 308) redirects++;
      expect(response.headers.get("X-Page-Cache"), spelled).toBeNull();
    }
    expect(redirects).toBe(320);
    expect((await get(server, "/about")).cache).toBe("hit");
    const escaped = await fetch(`${server.url}/%61bout`, { redirect: "manual" });
    expect(escaped.status).toBe(308);
    expect(escaped.headers.get("Location")).toBe("/about");
  });

  it("stores no page that redirects or answers 404", async () => {
    for (const [target, status] of [
      // Any other path: this client is no browser, so it gets the 404 (decision 249); a person's
      // redirect home carries a Set-Cookie and is never stored either.
      ["/no-such-page", 404],
      ["/program/99999", 404],
      ["/notices/no-such-notice", 404],
    ] as const) {
      for (let n = 0; n < 2; n++) {
        const response = await fetch(`${server.url}${target}`, { redirect: "manual" });
        await response.arrayBuffer();
        expect(response.status, target).toBe(status);
        expect(response.headers.get("X-Page-Cache"), target).not.toBe("hit");
      }
    }
  });
});
