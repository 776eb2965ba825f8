import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBudget, tokenBuckets } from "./render-budget.server";

describe("tokenBuckets", () => {
  it("gives each key its burst, then its rate, and says when to come back", () => {
    let now = 0;
    const buckets = tokenBuckets({ burst: 3, perSecond: 2, maxAddresses: 10 }, () => now);
    for (let i = 0; i < 3; i++) expect(buckets.take("a")).toEqual({ allowed: true });
    expect(buckets.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take("b")).toEqual({ allowed: true }); // another address is not affected
    now = 500; // half a second: one token back
    expect(buckets.take("a")).toEqual({ allowed: true });
    expect(buckets.take("a")).toMatchObject({ allowed: false });
    now = 60_000; // refilled to the burst, never beyond
    for (let i = 0; i < 3; i++) expect(buckets.take("a")).toEqual({ allowed: true });
    expect(buckets.take("a")).toMatchObject({ allowed: false });
  });

  it("remembers at most maxAddresses, forgetting the least recently used", () => {
    const buckets = tokenBuckets({ burst: 1, perSecond: 0.001, maxAddresses: 2 }, () => 0);
    buckets.take("a");
    buckets.take("b");
    buckets.take("a");
    buckets.take("c"); // forgets b
    expect(buckets.size()).toBe(2);
    expect(buckets.take("b")).toEqual({ allowed: true });
    expect(buckets.take("c")).toMatchObject({ allowed: false });
  });
});

describe("renderBudget", () => {
  let url: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.use(
      renderBudget(new Set(["/healthz/live"]), { burst: 2, perSecond: 0.01, maxAddresses: 100 }),
    );
    app.all("*", (_req, res) => res.send("rendered"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  const get = (path: string, address?: string) =>
    fetch(`${url}${path}`, { headers: address ? { "X-Forwarded-For": address } : {} });

  it("answers an address past its budget with a Korean 429 page and Retry-After", async () => {
    expect((await get("/contact/a", "203.0.113.1")).status).toBe(200);
    expect((await get("/contact/b", "203.0.113.1")).status).toBe(200);
    const refused = await get("/contact/c", "203.0.113.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const page = await refused.text();
    expect(page).toContain('lang="ko"');
    expect(page).toMatch(/잠시 후 다시 시도해주세요/);
    expect((await get("/contact/d", "203.0.113.2")).status).toBe(200);
  });

  it("never counts the resource routes (no page rendered) nor the machine itself", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await get("/healthz/live", "203.0.113.3")).status).toBe(200);
      expect((await get("/about")).status).toBe(200); // loopback
    }
    expect((await get("/about", "203.0.113.3")).status).toBe(200);
  });
});
