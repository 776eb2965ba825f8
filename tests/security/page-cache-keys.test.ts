// Issue 12 §7: the anonymous page cache is keyed only by what a page reads. Made-up query strings
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
});
