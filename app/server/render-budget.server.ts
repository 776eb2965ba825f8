// What one client address may make this instance render (issue 44 §5, decision 239). A request
// the page cache and the static files did not answer, to a page, is rendered by Remix
// (a page, its `.data`, a form's action): 45–90 ms of CPU each on this machine. 32 connections
// on `/contact/x` from one address held the server at ~47 renders a second while other visitors
// waited. Each address gets a token bucket here, in this instance's memory: a burst for a
// school's Wi-Fi behind one address, then a steady rate; past it a Korean 429 page with
// Retry-After, made without rendering anything. In memory and per instance on purpose: it
// guards this instance's CPU, and a shared store's write would cost more than the render.
import type { NextFunction, Request, Response } from "express";

export type BudgetOptions = {
  /** Renders an address may ask for at once. */
  burst: number;
  /** Renders an address earns back each second. */
  perSecond: number;
  /** Addresses remembered; the least recently seen is forgotten past this (its bucket starts full). */
  maxAddresses: number;
};

export const RENDER_BUDGET: BudgetOptions = { burst: 100, perSecond: 10, maxAddresses: 20_000 };

export type Take = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Pure bookkeeping over a clock: one token bucket per key. */
export function tokenBuckets(options: BudgetOptions, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): Take {
      const time = now();
      const bucket = buckets.get(key);
      const tokens = bucket
        ? Math.min(options.burst, bucket.tokens + ((time - bucket.at) / 1000) * options.perSecond)
        : options.burst;
      if (bucket) buckets.delete(key); // re-inserted last: the map stays in order of use
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time });
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / options.perSecond)),
        };
      }
      buckets.set(key, { tokens: tokens - 1, at: time });
      while (buckets.size > options.maxAddresses) buckets.delete(buckets.keys().next().value!);
      return { allowed: true };
    },
    size: () => buckets.size,
  };
}

export const RENDER_BUDGET_MESSAGE =
  "짧은 시간에 너무 많은 페이지를 요청하셨습니다. 잠시 후 다시 시도해주세요.";

/** Pure: the 429 page, a fixed string around the message (nothing rendered for it). */
export function tooManyRendersPage(nonce: string, retryAfterSeconds: number): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>잠시 후 다시 시도해주세요 | 청라 문화교육센터</title><style nonce="${nonce}">body{margin:0;font-family:Pretendard,system-ui,sans-serif;color:#1f2937;word-break:keep-all;line-height:1.6}main{max-width:32rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.5rem}a{color:#1d4ed8}</style></head><body><main><h1>잠시 후 다시 시도해주세요</h1><p>${RENDER_BUDGET_MESSAGE}</p><p>${retryAfterSeconds}초 뒤에 다시 열 수 있습니다.</p><p><a href="/">홈으로 가기</a></p></main></body></html>`;
}

/** The client's own machine (development, tests, the operator on the box) is never counted. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Express middleware, after the page cache and the files and before the body gate and Remix.
 * `resourcePaths`: the resource routes' paths (front-door.server.ts), which render no page.
 */
export function renderBudget(
  resourcePaths: { has(path: string): boolean },
  options: BudgetOptions = RENDER_BUDGET,
) {
  const buckets = tokenBuckets(options);
  return function renderBudgetMiddleware(req: Request, res: Response, next: NextFunction) {
    if (resourcePaths.has(req.path)) return next();
    const address = req.ip ?? req.socket.remoteAddress ?? "";
    if (LOOPBACK.test(address)) return next();
    const taken = buckets.take(address);
    if (taken.allowed) return next();
    const nonce = String(res.locals.renderNonce ?? res.locals.cspNonce ?? "");
    const page = tooManyRendersPage(nonce, taken.retryAfterSeconds);
    // A body we will not read must not be taken for the next request on this connection.
    if (!req.complete) res.set("Connection", "close");
    // `end`, not `send`: no Content-Length set here, for the page cache seals the HTML it passes.
    res
      .status(429)
      .set({ "Retry-After": String(taken.retryAfterSeconds), "Cache-Control": "no-store" })
      .type("html")
      .end(req.method === "HEAD" ? undefined : page);
  };
}
