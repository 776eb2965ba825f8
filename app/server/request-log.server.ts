// One log entry per failed request (a 5xx answer, decision 172): `request.error` with the stack in
// `stack_trace`, the method, path and status, Cloud Logging's `httpRequest`, and the request's
// trace (`logging.googleapis.com/trace`) so the entry sits under the request in the Logs Explorer
// and Error Reporting groups it. Remix's handleError (app/entry.server.tsx: pages and resource
// routes) and Express's last error handler (site-process.server.ts) both come here, and nothing
// else logs the same error.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isRouteErrorResponse } from "@remix-run/router";
import type { AppLoadContext } from "@remix-run/node";
import { log as processLog, type Logger } from "~/log.server";

/** What the entry needs to know of a request, from a Web Request or Node's IncomingMessage. */
export type RequestFacts = {
  method: string;
  /** Path only: a query string may carry a reset token or an address, which logs must not keep. */
  path: string;
  userAgent?: string | null;
  clientAddress?: string;
  /** `X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=1`, which Google's front end adds. */
  cloudTrace?: string | null;
  /** W3C `traceparent: 00-TRACE_ID-SPAN_ID-FLAGS`, when that is all there is. */
  traceparent?: string | null;
};

type TraceFields = {
  "logging.googleapis.com/trace"?: string;
  "logging.googleapis.com/spanId"?: string;
  "logging.googleapis.com/trace_sampled"?: boolean;
};

/** Pure: Cloud Logging's trace fields for a request in `projectId` (none without a project or trace). */
export function traceFields(
  facts: Pick<RequestFacts, "cloudTrace" | "traceparent">,
  projectId: string | undefined,
): TraceFields {
  if (!projectId) return {};
  const cloud = /^([0-9a-f]{32})(?:\/(\d{1,20}))?(?:;o=([01]))?/i.exec(facts.cloudTrace ?? "");
  const w3c = /^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/i.exec(
    facts.traceparent ?? "",
  );
  const traceId = cloud?.[1] ?? w3c?.[1];
  if (!traceId) return {};
  const fields: TraceFields = {
    "logging.googleapis.com/trace": `projects/${projectId}/traces/${traceId.toLowerCase()}`,
  };
  // Cloud Logging wants the span as 16 hex digits; X-Cloud-Trace-Context gives it in decimal.
  const span = cloud
    ? cloud[2]
      ? BigInt(cloud[2]).toString(16).padStart(16, "0")
      : undefined
    : w3c?.[2];
  if (span) fields["logging.googleapis.com/spanId"] = span.toLowerCase();
  const sampled = cloud ? cloud[3] : w3c ? String(Number.parseInt(w3c[3]!, 16) & 1) : undefined;
  if (sampled !== undefined) fields["logging.googleapis.com/trace_sampled"] = sampled === "1";
  return fields;
}

/** The facts of a Web Request (Remix's side). */
export function factsOfRequest(request: Request, clientAddress?: string): RequestFacts {
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    userAgent: request.headers.get("User-Agent"),
    clientAddress,
    cloudTrace: request.headers.get("X-Cloud-Trace-Context"),
    traceparent: request.headers.get("traceparent"),
  };
}

/** The facts of Node's request (Express's side; `ip` is Express's client address). */
export function factsOfNodeRequest(req: IncomingMessage & { ip?: string }): RequestFacts {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    method: req.method ?? "GET",
    path: (req.url ?? "/").split("?")[0]!,
    userAgent: header("user-agent"),
    clientAddress: req.ip ?? req.socket?.remoteAddress,
    cloudTrace: header("x-cloud-trace-context"),
    traceparent: header("traceparent"),
  };
}

/** Logs `error`, which made the answer to `facts` a `status`, as the one `request.error` entry. */
export function logRequestError(
  error: unknown,
  facts: RequestFacts,
  status: number,
  logger: Logger = processLog,
  /** FIREBASE_PROJECT_ID: the project whose traces the entry names. */
  projectId?: string,
): void {
  const thrown = error instanceof Error ? error : new Error(String(error));
  logger.error(
    {
      event: "request.error",
      error: thrown,
      method: facts.method,
      path: facts.path,
      status,
      httpRequest: {
        requestMethod: facts.method,
        requestUrl: facts.path,
        status,
        ...(facts.userAgent ? { userAgent: facts.userAgent } : {}),
        ...(facts.clientAddress ? { remoteIp: facts.clientAddress } : {}),
      },
      ...traceFields(facts, projectId),
    },
    `${facts.method} ${facts.path} failed with ${status}: ${thrown.message}`,
  );
}

/**
 * Remix's handleError: a loader's, action's or render's error, answered 500, is logged once. A
 * route error response (a 404 for an unknown path, a 405) is an answer, not an error: only one of
 * 5xx is logged. Requests the visitor gave up on are not errors of the site.
 */
export function handleRemixError(
  error: unknown,
  { request, context }: { request: Request; context?: AppLoadContext },
  logger: Logger = processLog,
  projectId?: string,
): void {
  if (request.signal.aborted) return;
  const facts = factsOfRequest(request, context?.clientAddress);
  // Remix passes its own usage warnings here too (a `?_data` request under single fetch): they
  // answer nothing with a 5xx, so they are warnings, not request errors.
  if (error instanceof Error && error.message.startsWith("Warning: ")) {
    logger.warn({ method: facts.method, path: facts.path }, error.message);
    return;
  }
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    const inner = (error as { error?: unknown }).error;
    logRequestError(
      inner ?? new Error(`${error.status} ${error.statusText}`),
      facts,
      error.status,
      logger,
      projectId,
    );
    return;
  }
  logRequestError(error, facts, 500, logger, projectId);
}

export const SERVER_ERROR_MESSAGE = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";
const CLIENT_ERROR_MESSAGE = "요청을 처리할 수 없습니다. 주소를 확인해 주세요.";

/**
 * Express's last handler (site-process.server.ts): an error nothing else answered is logged once and answered
 * 500 in Korean; once the answer has started, the connection is cut as Express's own does.
 */
export function requestErrorHandler(logger: Logger = processLog, projectId?: string) {
  // Four parameters: that is how Express knows an error handler.
  return (
    error: unknown,
    req: IncomingMessage & { ip?: string },
    res: ServerResponse,
    _next: (error?: unknown) => void,
  ): void => {
    // Middleware errors that carry a 4xx (a malformed path for express.static) are answers.
    const declared = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
    const given = Number(declared.status ?? declared.statusCode);
    const status = Number.isInteger(given) && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logRequestError(error, factsOfNodeRequest(req), status, logger, projectId);
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.writeHead(status, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end(`${status >= 500 ? SERVER_ERROR_MESSAGE : CLIENT_ERROR_MESSAGE}\n`);
  };
}
