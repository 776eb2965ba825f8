// The last word on every answer Remix gives, pages, data and resource routes alike. The stock
// adapter (@remix-run/express) copies Remix's response onto Express's; this middleware, mounted
// just before it, adjusts the headers at the moment they go out (decision 283): nothing personal
// is kept by a shared cache (cache-policy.server.ts), and every 429 says when to come back.
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { keepPersonalAnswersPrivate, type HeaderView } from "./cache-policy.server";

/** When a 429's route gave no figure of its own (the limiters give theirs: retry-after.ts). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A Node response's headers seen as the few `Headers` operations the rules use. */
export function nodeHeaders(res: ServerResponse): HeaderView {
  return {
    get: (name) => {
      const value = res.getHeader(name);
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(", ") : String(value);
    },
    has: (name) => res.hasHeader(name),
    set: (name, value) => void res.setHeader(name, value),
    append: (name, value) => void res.appendHeader(name, value),
  };
}

/** Runs `beforeHeaders` once, just before the status line and headers are written. */
export function onHeaders(res: ServerResponse, beforeHeaders: (status: number) => void) {
  const writeHead = res.writeHead;
  let ran = false;
  res.writeHead = function writeHeadAfterRules(this: ServerResponse, ...args: unknown[]) {
    if (!ran) {
      ran = true;
      beforeHeaders(typeof args[0] === "number" ? args[0] : this.statusCode);
    }
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Express middleware, just before the Remix adapter. */
export function remixAnswerRules() {
  return function remixAnswerRulesMiddleware(req: Request, res: Response, next: NextFunction) {
    onHeaders(res, (status) => {
      const headers = nodeHeaders(res);
      keepPersonalAnswersPrivate(req.headers.cookie ?? null, headers);
      if (status === 429 && !headers.has("Retry-After"))
        headers.set("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
    });
    next();
  };
}
