// Property-based fuzz of every public action and API (fast-check): hundreds of malformed bodies
// each, in every shape a client can send. Never a 5xx; never a stored record for invalid input
// (every record on disk matches an answer that said it was accepted).
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formFieldProblem, isFormContentType } from "~/security/request-body.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let clientNumber = 0;
/** Each request from its own address (TRUST_PROXY=1), so rate limits never hide a response. */
const nextClient = () => {
  clientNumber++;
  return `100.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

type Body = { contentType: string | null; payload: string | Uint8Array };

const fieldName = fc.oneof(
  fc.constantFrom(
    "name",
    "phone",
    "email",
    "preferredTime",
    "companions",
    "message",
    "programId",
    "programTitle",
    "idempotencyKey",
    "website",
    "password",
    "passwordConfirm",
    "agreeTerms",
    "agreePrivacy",
    "ageConfirm",
    "redirectTo",
    "token",
    "category",
    "title",
    "consent",
    "intent",
    "_id",
    "_type",
    "__proto__",
    "constructor",
  ),
  fc.string({ maxLength: 20 }),
);
const nasty = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "010-1234-5678",
    "01012345678",
    "010-1234-56789",
    "a@b",
    "x@example.com",
    "평일 오전",
    "2+",
    "7",
    "-1",
    "1e309",
    "NaN",
    "999999",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%ZZ",
    "\uD800",
    "a".repeat(10_000),
    "https://evil.example/",
    "//evil.example",
  ),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
);

const formBody: fc.Arbitrary<Body> = fc
  .array(fc.tuple(fieldName, nasty), { maxLength: 12 })
  .map((pairs) => ({
    contentType: "application/x-www-form-urlencoded",
    payload: new URLSearchParams(pairs).toString(),
  }));
const jsonBody: fc.Arbitrary<Body> = fc
  .oneof(
    fc.dictionary(fieldName, jsonValue, { maxKeys: 12 }).map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  )
  .map((payload) => ({ contentType: "application/json", payload }));
const garbageBody: fc.Arbitrary<Body> = fc.record({
  contentType: fc.constantFrom(
    null,
    "application/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=xyz",
    "text/plain",
    "application/xml",
    "application/json; charset=latin1",
    "image/png",
    "*/*",
    "form-data",
  ),
  payload: fc.oneof(
    fc.string({ maxLength: 500 }),
    fc.uint8Array({ maxLength: 500 }),
    fc.constantFrom(
      "{",
      "[1,2",
      "a=%ZZ&b=%",
      "--xyz\r\nContent-Disposition: form-data\r\n\r\n",
      "null",
      '"str"',
      "0",
    ),
  ),
});
/** A form field sent many times over, up to ~1 MB (Conform's parser is quadratic in repeats: decision 080). */
const repeatedFormBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.array(fc.tuple(fieldName, nasty), { maxLength: 6 }),
    fieldName,
    fc.string({ maxLength: 20 }),
    fc.integer({ min: 2, max: 20_000 }),
  )
  .map(([pairs, name, value, times]) => {
    const repeated = new URLSearchParams(
      Array.from({ length: times }, () => [name, value] as [string, string]),
    ).toString();
    return {
      contentType: "application/x-www-form-urlencoded",
      payload: `${new URLSearchParams(pairs)}&${repeated}`,
    };
  });
/** A field far longer than any form's (Korean is 9 bytes a character urlencoded), sometimes past the byte cap. */
const oversizedFormBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.array(fc.tuple(fieldName, nasty), { maxLength: 6 }),
    fieldName,
    fc.constantFrom("가", "a", "%"),
    fc.integer({ min: 5_000, max: 200_000 }),
  )
  .map(([pairs, name, unit, length]) => ({
    contentType: "application/x-www-form-urlencoded",
    payload: new URLSearchParams([...pairs, [name, unit.repeat(length)]]).toString(),
  }));
const anyBody = fc.oneof(formBody, jsonBody, garbageBody, repeatedFormBody, oversizedFormBody);

type Answer = { status: number; location: string | null };

async function post(
  server: RunningServer,
  target: string,
  body: Body,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "X-Forwarded-For": nextClient(), ...extraHeaders };
  if (body.contentType) headers["Content-Type"] = body.contentType;
  const response = await fetch(`${server.url}${target}`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: typeof body.payload === "string" ? body.payload : Buffer.from(body.payload),
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("Location") };
}

function count(server: RunningServer, table: string): number {
  const file = path.join(server.dataDir, "centre.sqlite");
  // The liveness check touches no store: the file exists once a request has written something.
  if (!existsSync(file)) return 0;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const exists = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(table);
    return exists
      ? (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n
      : 0;
  } finally {
    db.close();
  }
}

describe("fuzz: public actions and APIs", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      env: { TRUST_PROXY: "1", SANITY_WEBHOOK_SECRET: "fuzz-secret" },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Runs `RUNS` bodies against `target`; every answer is below 500 and passes `accepted` bookkeeping. */
  async function fuzz(
    target: string,
    bodies: fc.Arbitrary<Body>,
    onAnswer: (answer: Answer) => void = () => {},
  ) {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const answer = await post(server, target, body);
        expect(
          answer.status,
          `${target} ${body.contentType} ${String(body.payload).slice(0, 200)}`,
        ).toBeLessThan(500);
        onAnswer(answer);
      }),
      { numRuns: RUNS },
    );
  }

  it("POST /api/applications: no 5xx, and a record only for each 201", async () => {
    const before = count(server, "applications");
    let created = 0;
    await fuzz("/api/applications", anyBody, (a) => void (a.status === 201 && created++));
    expect(count(server, "applications") - before).toBe(created);
  });

  it("POST /apply (the dialog without JavaScript): no 5xx, a record only for each redirect to the receipt", async () => {
    const before = count(server, "applications");
    let created = 0;
    await fuzz("/apply", anyBody, (a) => void (a.location?.includes("received=") && created++));
    expect(count(server, "applications") - before).toBe(created);
  });

  it("POST /contact: no 5xx, an inquiry only for each redirect", async () => {
    const before = count(server, "inquiries");
    let created = 0;
    await fuzz("/contact", anyBody, (a) => void (a.status >= 300 && a.status < 400 && created++));
    expect(count(server, "inquiries") - before).toBe(created);
  });

  it("POST /register: no 5xx, an account only for each redirect", async () => {
    const before = count(server, "users");
    let created = 0;
    await fuzz("/register", anyBody, (a) => void (a.status >= 300 && a.status < 400 && created++));
    expect(count(server, "users") - before).toBe(created);
  });

  for (const target of [
    "/login",
    "/find-id",
    "/find-password",
    "/reset-password",
    "/logout",
    "/auth/kakao",
    "/auth/kakao/link",
    "/auth/kakao/consent",
    "/mypage",
    "/",
    "/services",
    "/program/7",
  ]) {
    it(`POST ${target}: no 5xx`, async () => {
      const users = count(server, "users");
      await fuzz(target, anyBody);
      expect(count(server, "users")).toBe(users);
    });
  }

  it("page forms: repeated and oversized fields are refused with a 4xx at once, before anything parses them", async () => {
    const targets = ["/contact", "/apply", "/register", "/login", "/find-password", "/mypage"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(repeatedFormBody, oversizedFormBody),
        async (target, body) => {
          const started = performance.now();
          const answer = await post(server, target, body);
          const elapsed = performance.now() - started;
          expect(answer.status, `${target} ${String(body.payload).slice(0, 120)}`).toBeLessThan(
            500,
          );
          expect(elapsed, target).toBeLessThan(2_000); // parsing 20,000 repeats took seconds of blocked server
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/webhooks/sanity: unsigned or badly signed bodies are all 401 (413 past the webhook's 64 KB, 400 for a form the field checks refuse)", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyBody,
        fc.option(fc.string({ maxLength: 120 })),
        async (body, signature) => {
          const answer = await post(
            server,
            "/api/webhooks/sanity",
            body,
            signature === null ? {} : { "sanity-webhook-signature": signature },
          );
          const size =
            typeof body.payload === "string"
              ? Buffer.byteLength(body.payload)
              : body.payload.byteLength;
          // Every urlencoded body meets the form checks before any route (decision 140).
          const refusedForm =
            isFormContentType(body.contentType ?? undefined) &&
            formFieldProblem(Buffer.from(body.payload)) !== null;
          expect(answer.status).toBe(size > 64 * 1024 ? 413 : refusedForm ? 400 : 401);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("GET with malformed paths and queries: no 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/program/",
          "/contact/",
          "/",
          "/services?",
          "/login?redirectTo=",
          "/find-id?",
          "/apply?programId=",
          "/ranking?",
        ),
        fc.string({ maxLength: 60 }),
        async (prefix, tail) => {
          const response = await fetch(`${server.url}${prefix}${encodeURIComponent(tail)}`, {
            redirect: "manual",
            headers: { "X-Forwarded-For": nextClient() },
          });
          await response.arrayBuffer();
          expect(response.status, `${prefix}${tail}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
