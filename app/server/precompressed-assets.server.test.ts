import express from "express";
import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetName, createPrecompressedAssets } from "./precompressed-assets.server";

const script = `export function greet(name){return "안녕하세요, " + name + "님";}\n`.repeat(200);
const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
writeFileSync(path.join(dir, "entry.client-AbC123.js"), script);
writeFileSync(path.join(dir, "app-XyZ.css"), "body{color:#1c2321}\n".repeat(100));

const assets = createPrecompressedAssets(dir);
let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use("/assets", assets.middleware);
  // What follows in server.js: the plain file (uncompressed here, to tell the two apart).
  app.use("/assets", express.static(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(url: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("assetName", () => {
  it("accepts flat fingerprinted scripts, stylesheets and SVGs only", () => {
    expect(assetName("/entry.client-AbC123.js")).toBe("entry.client-AbC123.js");
    expect(assetName("/app-XyZ.css")).toBe("app-XyZ.css");
    expect(assetName("/icons-1a.svg")).toBe("icons-1a.svg");
    expect(assetName("/PretendardVariable.subset.91-Csm0.woff2")).toBeNull();
    expect(assetName("/../server/index.js")).toBeNull();
    expect(assetName("/nested/x.js")).toBeNull();
    expect(assetName("/%2e%2e/x.js")).toBeNull();
  });
});

describe("precompressed assets", () => {
  it("passes the first request on, then answers from memory with Brotli or gzip", async () => {
    const first = await get("/assets/entry.client-AbC123.js", { "Accept-Encoding": "br, gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.body.toString()).toBe(script);

    await assets.prepare("entry.client-AbC123.js");
    const br = await get("/assets/entry.client-AbC123.js", {
      "Accept-Encoding": "gzip, deflate, br",
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("/assets/entry.client-AbC123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it("leaves clients that accept no compression and HEAD bodies alone", async () => {
    await assets.prepare("app-XyZ.css");
    const plain = await get("/assets/app-XyZ.css", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe("body{color:#1c2321}\n".repeat(100));

    const head = await get("/assets/app-XyZ.css", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("keeps nothing for files that do not exist", async () => {
    await assets.prepare("missing-123.js");
    const missing = await get("/assets/missing-123.js", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(assets.size()).toBe(2);
  });
});
