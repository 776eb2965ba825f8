// Remix behind Express, fed the body the bounded reader already read (request-body.server.ts)
// instead of the socket. @remix-run/express's handler would stream `req` into the Request itself,
// bypassing the cap; this is that adapter with one change: the body comes from the reader. In
// front of Remix, resource routes are answered by path (endpoint-routes.server.ts, decision 135).
import {
  createRequestHandler as createRemixRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { bodyOf, formBodyProblem, refuse } from "~/security/request-body.server";
import { answerEndpoint, endpointFor } from "./endpoint-routes.server";
import { keepPersonalAnswersPrivate } from "./cache-policy.server";
import { cacheRouteMatching } from "./route-match-cache.server";
import { FRONT_DOOR_MESSAGES } from "./front-door.server";
import { originOf, type RequestOrigin } from "./request-origin.server";

const DEFAULT_RETRY_AFTER_SECONDS = 60;

type Options = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: string;
  getLoadContext: (
    req: ExpressRequest,
    res: ExpressResponse,
  ) => AppLoadContext | Promise<AppLoadContext>;
};

function remixRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: RequestOrigin,
  forRoute = false,
): Request {
  // The origin the front door read and checked (request-origin.server.ts): @remix-run/express
  // took the port from X-Forwarded-Host even untrusted and fed any header to `new URL`.
  const url = new URL(`${origin.protocol}//${origin.host}${req.originalUrl}`);
  if (forRoute) stripRemixParams(url);

  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = bodyOf(res);
  return new Request(url.href, {
    method: req.method,
    headers: remixHeaders(req.headers),
    signal: controller.signal,
    ...(hasBody ? { body: (body ?? new Uint8Array(0)) as Uint8Array<ArrayBuffer> } : {}),
  });
}

/** What Remix removes from the URL before a loader or action sees it (server-runtime's data.js). */
function stripRemixParams(url: URL) {
  const kept = url.searchParams.getAll("index").filter(Boolean);
  url.searchParams.delete("index");
  for (const value of kept) url.searchParams.append("index", value);
  url.searchParams.delete("_routes");
}

function remixHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

async function sendRemixResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** The response itself, or a copy when its headers are immutable (a `Response.redirect`). */
function mutable(response: Response): Response {
  try {
    response.headers.set("Vary", response.headers.get("Vary") ?? "Cookie");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

export function remixRequestHandler({ build, mode, getLoadContext }: Options) {
  cacheRouteMatching();
  const handleRequest = createRemixRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const body = bodyOf(res);
      const problem = body ? formBodyProblem(req.headers["content-type"], body) : null;
      if (problem) return refuse(req, res, 400, problem);
      // Resource routes are answered by path, outside Remix's router (endpoint-routes.server.ts).
      const endpoint = endpointFor(req.path);
      const origin = originOf(req);
      // Only a request the front door let in has one; anything else is refused, never thrown.
      if (!origin) return refuse(req, res, 400, FRONT_DOOR_MESSAGES.badHost);
      const request = remixRequest(req, res, origin, endpoint !== undefined);
      const loadContext = await getLoadContext(req, res);
      const response = mutable(
        endpoint
          ? await answerEndpoint(endpoint, request, loadContext, mode)
          : await handleRequest(request, loadContext),
      );
      // Whatever a route chose: an answer built for a session or a preview is never shared.
      keepPersonalAnswersPrivate(request, response.headers);
      // Every 429 says when to come back; the routes give the limiter's own figure (retry-after.ts).
      if (response.status === 429 && !response.headers.has("Retry-After")) {
        response.headers.set("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
      }
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
