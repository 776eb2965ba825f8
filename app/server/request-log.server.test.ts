// One JSON line per failed request (decision 172): severity ERROR, the stack, the request's trace
// and Cloud Logging's httpRequest; a 404 or an abandoned request logs nothing.
import { Writable } from "node:stream";
import type { IncomingMessage, ServerResponse } from "node:http";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import {
  handleRemixError,
  logRequestError,
  requestErrorHandler,
  SERVER_ERROR_MESSAGE,
  traceFields,
} from "./request-log.server";

const TRACE = "105445aa7843bc8bf206b12000100000";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(stream), lines: () => lines.map((l) => JSON.parse(l)) };
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, { headers: { "User-Agent": "test-agent", ...headers } });

describe("request.error", () => {
  it("a loader's error becomes exactly one JSON line: ERROR, stack, trace, httpRequest", () => {
    const { logger, lines } = capture();
    const error = new Error("the store went away");
    handleRemixError(
      error,
      {
        request: request("/programs?email=a%40b.kr", {
          "X-Cloud-Trace-Context": `${TRACE}/1;o=1`,
        }),
        context: { clientAddress: "203.0.113.9", cspNonce: "n" },
      },
      logger,
    );
    const entries = lines();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.severity).toBe("ERROR");
    expect(entry.event).toBe("request.error");
    expect(entry.stack_trace).toContain("Error: the store went away");
    expect(entry.stack_trace).toMatch(/\n\s+at /);
    expect(entry.message).toContain("GET /programs failed with 500");
    expect(entry).toMatchObject({ method: "GET", path: "/programs", status: 500 });
    expect(entry.httpRequest).toEqual({
      requestMethod: "GET",
      requestUrl: "/programs",
      status: 500,
      userAgent: "test-agent",
      remoteIp: "203.0.113.9",
    });
    // The trace joins the entry to its request; the project is FIREBASE_PROJECT_ID's (unset in
    // unit tests, so passed here through logRequestError below).
    expect(JSON.stringify(entry)).not.toContain("a%40b.kr");
  });

  it("names the request's trace in the project", () => {
    const { logger, lines } = capture();
    logRequestError(
      new Error("boom"),
      { method: "POST", path: "/apply", cloudTrace: `${TRACE}/2;o=1` },
      500,
      logger,
      "centre-prod",
    );
    const [entry] = lines();
    expect(entry["logging.googleapis.com/trace"]).toBe(`projects/centre-prod/traces/${TRACE}`);
    expect(entry["logging.googleapis.com/spanId"]).toBe("0000000000000002");
    expect(entry["logging.googleapis.com/trace_sampled"]).toBe(true);
    expect(entry.stack_trace).toContain("Error: boom");
  });

  it("a 404 for an unknown path, and a request the visitor abandoned, log no request.error", () => {
    const { logger, lines } = capture();
    const notFound = new ErrorResponseImpl(404, "Not Found", new Error("No route matches"), true);
    handleRemixError(notFound, { request: request("/nothing") }, logger);
    const controller = new AbortController();
    controller.abort();
    const abandoned = new Request("http://127.0.0.1/programs", { signal: controller.signal });
    handleRemixError(new Error("aborted"), { request: abandoned }, logger);
    expect(lines()).toEqual([]);
    // Remix's own usage warning (a ?_data request under single fetch) is a warning, not an error.
    handleRemixError(
      new Error("Warning: Single fetch-enabled apps should not be making ?_data requests"),
      { request: request("/?_data=root") },
      logger,
    );
    expect(lines().map((entry) => [entry.severity, entry.event])).toEqual([["WARNING", undefined]]);
  });

  it("Express's handler logs once and answers a Korean 500", () => {
    const sent: { status?: number; body?: string } = {};
    const res = {
      headersSent: false,
      writeHead: (status: number) => void (sent.status = status),
      end: (body: string) => void (sent.body = body),
    };
    const req = { method: "GET", url: "/x?y=1", headers: {}, ip: "198.51.100.4" };
    const { logger, lines } = capture();
    requestErrorHandler(logger)(
      new Error("from a middleware"),
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      () => {},
    );
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ severity: "ERROR", event: "request.error", path: "/x" });
    expect(sent.status).toBe(500);
    expect(sent.body).toContain(SERVER_ERROR_MESSAGE);
    // An error that declares a 4xx (express.static on a malformed path) is that answer, unlogged.
    const malformed = Object.assign(new URIError("URI malformed"), { status: 400 });
    requestErrorHandler(logger)(
      malformed,
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
      () => {},
    );
    expect(sent.status).toBe(400);
    expect(sent.body).toMatch(/[가-힣]/);
    expect(lines()).toHaveLength(1);
  });
});

describe("traceFields", () => {
  it("reads X-Cloud-Trace-Context, or W3C traceparent, and needs the project", () => {
    expect(traceFields({ cloudTrace: `${TRACE}/1;o=1` }, undefined)).toEqual({});
    expect(traceFields({ cloudTrace: "nonsense" }, "p")).toEqual({});
    expect(traceFields({ traceparent: `00-${TRACE}-00f067aa0ba902b7-01` }, "p")).toEqual({
      "logging.googleapis.com/trace": `projects/p/traces/${TRACE}`,
      "logging.googleapis.com/spanId": "00f067aa0ba902b7",
      "logging.googleapis.com/trace_sampled": true,
    });
    expect(traceFields({ cloudTrace: TRACE }, "p")).toEqual({
      "logging.googleapis.com/trace": `projects/p/traces/${TRACE}`,
    });
  });
});
