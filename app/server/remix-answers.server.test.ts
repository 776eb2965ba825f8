import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";
import { DEFAULT_RETRY_AFTER_SECONDS, remixAnswerRules } from "./remix-answers.server";

// As the stock adapter writes Remix's answer: status, appended headers, then the body.
async function answer(
  status: number,
  headers: [string, string][],
  requestHeaders: Record<string, string> = {},
) {
  const app = express();
  app.use(remixAnswerRules());
  app.all("*", (_req, res) => {
    res.status(status);
    for (const [name, value] of headers) res.append(name, value);
    res.write("body");
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    return await fetch(`http://127.0.0.1:${port}/resources/x`, { headers: requestHeaders });
  } finally {
    server.close();
  }
}

describe("remixAnswerRules", () => {
  const PUBLIC = "public, max-age=60";

  it("makes an answer for a session, a preview or one setting a cookie private, varied by Cookie", async () => {
    for (const cookie of ["__session=abc", "__preview=signed"]) {
      const response = await answer(200, [["Cache-Control", PUBLIC]], { Cookie: cookie });
      expect(response.headers.get("cache-control"), cookie).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers.get("vary"), cookie).toMatch(/Cookie/);
    }
    const setting = await answer(200, [
      ["Cache-Control", PUBLIC],
      ["Set-Cookie", "a=b; Path=/"],
    ]);
    expect(setting.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves an anonymous answer's own policy and adds Vary: Cookie once", async () => {
    const response = await answer(200, [
      ["Cache-Control", PUBLIC],
      ["Vary", "Cookie"],
    ]);
    expect(response.headers.get("cache-control")).toBe(PUBLIC);
    expect(response.headers.get("vary")).toBe("Cookie");
  });

  it("gives a 429 without a Retry-After the default, and keeps a route's own", async () => {
    const plain = await answer(429, []);
    expect(plain.headers.get("retry-after")).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    const own = await answer(429, [["Retry-After", "7"]]);
    expect(own.headers.get("retry-after")).toBe("7");
  });
});
