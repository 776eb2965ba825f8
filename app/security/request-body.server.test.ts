import { AsyncLocalStorage } from "node:async_hooks";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { describe, expect, it } from "vitest";
import { crossSiteProblem } from "./cross-site.server";
import {
  BODY_MESSAGES,
  bodyKindOf,
  formFieldProblem,
  MAX_FORM_FIELDS,
  requestBodyGate,
} from "./request-body.server";

const form = (text: string) => Buffer.from(text, "latin1");

describe("formFieldProblem", () => {
  it("accepts ordinary forms and the interests checkbox group", () => {
    expect(formFieldProblem(form(""))).toBeNull();
    expect(formFieldProblem(form("name=%EA%B9%80&email=a%40b.kr&message=hi"))).toBeNull();
    expect(
      formFieldProblem(
        form("interests=%EC%9D%8C%EC%95%85&interests=%EA%B5%90%EC%9C%A1&intent=profile"),
      ),
    ).toBeNull();
  });
  it("refuses a repeated scalar field", () => {
    expect(formFieldProblem(form("title=a&title=b"))).toBe(BODY_MESSAGES.repeatedField);
  });
  it("refuses more fields than the cap, counting before decoding", () => {
    const fields = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=x`).join("&");
    expect(formFieldProblem(form(fields))).toBe(BODY_MESSAGES.tooManyFields);
    expect(formFieldProblem(form("interests=x&".repeat(100_000)))).toBe(
      BODY_MESSAGES.tooManyFields,
    );
  });
  it("refuses path-like or odd names", () => {
    expect(formFieldProblem(form("interests%5B99999999%5D=x"))).toBe(BODY_MESSAGES.badFieldName);
    expect(formFieldProblem(form("a.b=x"))).toBe(BODY_MESSAGES.badFieldName);
    expect(formFieldProblem(form("=x"))).toBe(BODY_MESSAGES.badFieldName);
  });
});

describe("bodyKindOf", () => {
  it("caps the webhook, the JSON API and pages separately", () => {
    expect(bodyKindOf("/api/webhooks/sanity")).toBe("webhook");
    expect(bodyKindOf("/api/applications")).toBe("api");
    expect(bodyKindOf("/contact")).toBe("page");
  });
});

describe("crossSiteProblem", () => {
  it("passes requests without Origin and from our own host", () => {
    expect(crossSiteProblem({ host: "centre.kr" })).toBe(false);
    expect(crossSiteProblem({ host: "centre.kr", origin: "https://centre.kr" })).toBe(false);
    expect(
      crossSiteProblem({
        host: "internal:3000",
        "x-forwarded-host": "centre.kr, proxy",
        origin: "https://centre.kr",
      }),
    ).toBe(false);
  });
  it("refuses another site's Origin, Origin: null and a garbled Origin", () => {
    expect(crossSiteProblem({ host: "centre.kr", origin: "https://evil.example" })).toBe(true);
    expect(crossSiteProblem({ host: "centre.kr", origin: "null" })).toBe(true);
    expect(crossSiteProblem({ host: "centre.kr", origin: "::::" })).toBe(true);
    expect(crossSiteProblem({ origin: "https://centre.kr" })).toBe(true);
  });
});

describe("isStoreUnavailable", async () => {
  const { isStoreUnavailable } = await import("~/backends/store-outages.server");
  it("knows SQLite's read-only, busy, full and I/O errors and Firestore's unavailable codes", () => {
    expect(isStoreUnavailable({ code: "ERR_SQLITE_ERROR", errcode: 8 })).toBe(true);
    expect(isStoreUnavailable({ code: "ERR_SQLITE_ERROR", errcode: 5 })).toBe(true);
    expect(isStoreUnavailable({ code: "ERR_SQLITE_ERROR", errcode: 13 })).toBe(true);
    expect(isStoreUnavailable({ code: "ERR_SQLITE_ERROR", errcode: 266 })).toBe(true); // SQLITE_IOERR_READ
    expect(isStoreUnavailable({ code: 14, details: "No connection established" })).toBe(true);
    expect(isStoreUnavailable({ code: 4 })).toBe(true);
  });
  it("leaves bugs and other failures alone", () => {
    expect(isStoreUnavailable(new Error("boom"))).toBe(false);
    expect(isStoreUnavailable({ code: "ERR_SQLITE_ERROR", errcode: 19 })).toBe(false); // constraint
    expect(isStoreUnavailable({ code: 3 })).toBe(false); // INVALID_ARGUMENT
    expect(isStoreUnavailable(null)).toBe(false);
  });
});

describe("requestBodyGate", () => {
  it("lets the rest of a request with a body go on in the request's async context", async () => {
    const request = new AsyncLocalStorage<string>();
    const app = express();
    app.use((_req, _res, next) => request.run("this request", next));
    app.use(requestBodyGate());
    app.post("/api/applications", (_req, res) => {
      res.json({ store: request.getStore() ?? null });
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "홍길동" }),
      });
      expect(await response.json()).toEqual({ store: "this request" });
    } finally {
      server.close();
    }
  });
});

describe("requestBodyGate hands the checked bytes on", () => {
  // What the stock Remix adapter does with the request: reads it as a stream to its end.
  const readAsRemixDoes = async (req: express.Request) =>
    Buffer.from(await new Response(createReadableStreamFromReadable(req)).arrayBuffer());

  async function withGate(test: (url: string) => Promise<void>) {
    const app = express();
    app.use(requestBodyGate());
    app.all("*", async (req, res) => {
      const body = await readAsRemixDoes(req);
      res.json({ bytes: body.length, text: body.toString("utf8").slice(0, 40) });
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }
  const slowly = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const part of parts) {
          controller.enqueue(new TextEncoder().encode(part));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        controller.close();
      },
    });
  const post = (url: string, body: BodyInit | undefined, type: string) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": type },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    });

  it("reads exactly the bytes the gate accepted, whole or chunked, empty or not", async () => {
    await withGate(async (url) => {
      const json = "application/json";
      const formType = "application/x-www-form-urlencoded";
      const cases: [string, BodyInit | undefined, string, number, string][] = [
        ["/api/applications", '{"name":"홍길동"}', json, 20, '{"name":"홍길동"}'],
        ["/contact", "name=a&message=b", formType, 16, "name=a&message=b"],
        ["/contact", "", formType, 0, ""],
        ["/logout", undefined, formType, 0, ""],
        ["/api/applications", slowly(['{"a":', "1}"]), json, 7, '{"a":1}'],
        ["/api/applications", slowly([]), json, 0, ""],
        ["/contact", slowly(["name=a&", "message=b"]), formType, 16, "name=a&message=b"],
      ];
      for (const [path, body, type, bytes, text] of cases) {
        const response = await post(`${url}${path}`, body, type);
        expect(await response.json(), path).toEqual({ bytes, text });
      }
    });
  });

  it("refuses past the cap while a chunked body streams, and checks forms on every path", async () => {
    await withGate(async (url) => {
      const big = slowly(Array.from({ length: 20 }, () => "x".repeat(1_000)));
      const tooLarge = await post(`${url}/api/applications`, big, "application/json");
      expect(tooLarge.status).toBe(413);
      // A form sent to a path the gate caps as an API or a webhook still meets the form checks.
      for (const path of ["/api/webhooks/sanity", "/api/applications"]) {
        const form = "email=x%40y.zz&interests%5B1000000%5D=x";
        const refused = await post(`${url}${path}`, form, "application/x-www-form-urlencoded");
        expect(refused.status, path).toBe(400);
        expect((await refused.json()).message).toBe(BODY_MESSAGES.badFieldName);
      }
    });
  });
});
