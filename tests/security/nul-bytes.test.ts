// Decisions 084 and 115: no response carries a NUL byte. React 18.3.1's Node streaming writer sent
// its whole 2 KB buffer when a 3-byte (Korean) character did not fit its tail, NUL padding
// included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const PAGES = [
  "/",
  "/services",
  "/services?category=music",
  "/program/7",
  "/about",
  "/contact",
  "/apply",
  "/login",
  "/register",
  "/ranking",
  "/music",
  "/study-abroad",
  "/video-lectures",
  "/privacy",
  "/terms",
  "/find-id",
  "/find-password",
  "/no-such-page",
];

describe("no NUL bytes in rendered pages", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const accept of ["identity", "gzip, br"]) {
    it(`pages have none (Accept-Encoding: ${accept}; first render and from the page cache)`, async () => {
      for (const page of PAGES) {
        for (let round = 0; round < 2; round++) {
          const response = await fetch(`${server.url}${page}`, {
            headers: { "Accept-Encoding": accept },
          });
          const bytes = new Uint8Array(await response.arrayBuffer());
          expect(bytes.indexOf(0), `${page} round ${round}`).toBe(-1);
          expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes), page).toMatch(/[가-힣]/);
        }
      }
    });
  }

  it("a bot (rendered to the end before sending) gets none either", async () => {
    for (const page of ["/", "/services", "/program/7"]) {
      const response = await fetch(`${server.url}${page}`, {
        headers: { "User-Agent": "Googlebot/2.1", Cookie: "x=1" },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.indexOf(0), page).toBe(-1);
    }
  });
});
