import { AsyncLocalStorage } from "node:async_hooks";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
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
