// The one place a request body is read from the socket (decision 080). Express runs this before
// Remix; it reads at most the cap of the route's kind (also when the body is chunked and declares
// no length), checks a form's fields in one linear pass, and puts the bytes back for Remix's
// stock adapter to read (decision 283). Nothing parses a body this has not read and accepted.
//
// Why before parsing: Conform's parser appends each repeated key with Array#concat, so n
// repeats cost O(n²) (20,000 `title=` took 2.6 s of blocked event loop, 40,000 ~10 s); a path
// name like `interests[99999999]` makes it build a huge sparse array that zod then walks.
import { AsyncResource } from "node:async_hooks";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { APPLICATION_BODY_LIMIT_BYTES } from "~/http/json.server";
import { crossSiteProblem, CROSS_SITE_MESSAGE } from "./cross-site.server";
import { acceptsFormBody, UNSUPPORTED_BODY_MESSAGE } from "~/http/form-body.server";

export type BodyKind = "page" | "api" | "webhook";

/** Bytes per route kind. Pages: the longest form (a 5,000-character Korean answer) is ~46 KB urlencoded. */
export const BODY_LIMITS: Record<BodyKind, number> = {
  page: 64 * 1024,
  api: APPLICATION_BODY_LIMIT_BYTES,
  webhook: 64 * 1024,
};

/** The largest form (sign-up: a dozen fields and four interest boxes) stays far below this. */
export const MAX_FORM_FIELDS = 40;

/** Checkbox groups: the only fields a form may send more than once. */
export const REPEATABLE_FIELDS: ReadonlySet<string> = new Set(["interests"]);

export const BODY_MESSAGES = {
  tooLarge: "보낸 내용이 너무 큽니다. 입력 내용을 줄여 다시 보내주세요.",
  tooManyFields: "입력 항목이 너무 많습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.",
  repeatedField:
    "같은 입력 항목이 여러 번 전송되었습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.",
  badFieldName: "알 수 없는 입력 항목이 있습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.",
} as const;

const READ_ONLY = new Set(["GET", "HEAD", "OPTIONS"]);
/** Our forms' names are plain words; Conform's reserved `__intent__`/`__state__` fit too. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const AMPERSAND = 0x26;

/** Pure: which cap a path's body gets. */
export function bodyKindOf(path: string): BodyKind {
  if (path.startsWith("/api/webhooks/")) return "webhook";
  if (path.startsWith("/api/")) return "api";
  return "page";
}

/** Pure, linear: what is wrong with an urlencoded form's fields, or null. Counts before it decodes. */
export function formFieldProblem(body: Buffer): string | null {
  if (body.length === 0) return null;
  let fields = 1;
  for (let at = body.indexOf(AMPERSAND); at !== -1; at = body.indexOf(AMPERSAND, at + 1)) {
    if (++fields > MAX_FORM_FIELDS) return BODY_MESSAGES.tooManyFields;
  }
  const seen = new Set<string>();
  for (const name of new URLSearchParams(body.toString("latin1")).keys()) {
    if (!PLAIN_NAME.test(name)) return BODY_MESSAGES.badFieldName;
    if (seen.has(name) && !REPEATABLE_FIELDS.has(name)) return BODY_MESSAGES.repeatedField;
    seen.add(name);
  }
  return null;
}

/** How long a refused client may go on sending (discarded) before its connection is cut. */
const LINGER_MS = 2_000;

/**
 * After the answer, Node ends and destroys the socket; bytes the client is still sending would
 * then meet a closed socket, and the RST that follows can make the client's system drop the
 * answer it has not read yet. So the socket first lingers: our side is ended (FIN), the rest of
 * the body is read and thrown away until the client stops or LINGER_MS pass.
 */
function lingerBeforeClosing(socket: Socket) {
  socket.destroySoon = function lingeringClose() {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
    socket.resume();
  };
}

/**
 * Refuses and ends the connection: the rest of an unread body must never be taken for the
 * client's next request, so the answer says `Connection: close` and Node closes after sending it.
 */
export function refuse(req: Request, res: Response, status: number, message: string) {
  if (!req.complete) lingerBeforeClosing(req.socket);
  res.status(status).set({ Connection: "close", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain; charset=utf-8").send(message);
}

/**
 * Express middleware: cross-site check, content type, bounded read, form fields — in that order.
 * What passes is handed on unread: the checked bytes are put back at the front of the request
 * (`unshift`, which a stream allows until its end was read), so whatever reads the request next
 * (the stock Remix adapter) reads exactly those bytes and then the end, and nothing more.
 */
export function requestBodyGate() {
  return function requestBodyGateMiddleware(req: Request, res: Response, next: NextFunction) {
    if (READ_ONLY.has(req.method)) return next();
    if (crossSiteProblem(req.headers)) return refuse(req, res, 403, CROSS_SITE_MESSAGE);
    if (!acceptsFormBody(req.method, req.path, req.headers["content-type"])) {
      res.set("Accept", "application/x-www-form-urlencoded");
      return refuse(req, res, 415, UNSUPPORTED_BODY_MESSAGE);
    }
    const limit = BODY_LIMITS[bodyKindOf(req.path)];
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit)
      return refuse(req, res, 413, BODY_MESSAGES.tooLarge);
    // Nothing to read: the stream is handed on untouched (reading it would end it).
    if (req.headers["content-length"] === "0") return next();

    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("readable", onReadable);
      req.off("error", stop);
      req.off("close", stop);
    };
    // The body's events come in the connection's async context: the rest of the request goes
    // on in the request's own (what ran before the gate set, as a request-scoped store).
    const proceed = AsyncResource.bind(() => next());
    // Paused mode, reading exactly what is buffered: reading past it would let the stream emit
    // its end before the body is put back.
    function onReadable() {
      while (req.readableLength > 0) {
        const chunk = req.read(req.readableLength) as Buffer;
        size += chunk.length;
        if (size > limit) {
          stop();
          chunks.length = 0;
          req.resume(); // the rest is read and dropped
          return refuse(req, res, 413, BODY_MESSAGES.tooLarge);
        }
        chunks.push(chunk);
      }
      if (!req.complete) return; // more is coming
      stop();
      const body = Buffer.concat(chunks, size);
      // Every form any route may parse, whatever its path's kind (decision 140's second wall).
      const problem = isForm(req) ? formFieldProblem(body) : null;
      if (problem) return refuse(req, res, 400, problem);
      if (size > 0) req.unshift(body);
      proceed();
    }
    req.on("readable", onReadable);
    req.on("error", stop); // the client went away: nothing to answer
    req.on("close", stop);
  };
}

const isForm = (req: Request) => isFormContentType(req.headers["content-type"]);

/** Pure: whether a body is an urlencoded form, the kind every route parses with the form checks. */
export function isFormContentType(contentType: string | undefined): boolean {
  return (
    (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/x-www-form-urlencoded"
  );
}
