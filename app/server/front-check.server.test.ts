// The front check (decision 170): only requests carrying the load balancer's header pass, in
// production with FRONT_SECRET set; the probe paths always pass.
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { frontHeaderOf } from "~/http/front-header.server";
import { FRONT_REFUSED_MESSAGE, frontCheck } from "./front-check.server";

const CURRENT = "current-front-secret-0123456789abcdef";
const PREVIOUS = "previous-front-secret-0123456789abcde";

function call(check: ReturnType<typeof frontCheck>, url: string, header?: string) {
  const req = { url, headers: header === undefined ? {} : { "x-front-secret": header } };
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  };
  const refused = check(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  return { refused, ...sent };
}

describe("frontHeaderOf", () => {
  const secrets = { current: CURRENT, previous: PREVIOUS };
  it("names the value the header carries", () => {
    expect(frontHeaderOf(CURRENT, secrets)).toBe("current");
    expect(frontHeaderOf(PREVIOUS, secrets)).toBe("previous");
    expect(frontHeaderOf(undefined, secrets)).toBe("absent");
    expect(frontHeaderOf("", secrets)).toBe("absent");
    expect(frontHeaderOf(`${CURRENT} `, secrets)).toBe("wrong");
    expect(frontHeaderOf(CURRENT.slice(0, 10), secrets)).toBe("wrong");
    expect(frontHeaderOf(`${CURRENT}, ${CURRENT}`, secrets)).toBe("wrong");
  });
  it("accepts no previous value when none is set", () => {
    expect(frontHeaderOf(PREVIOUS, { current: CURRENT })).toBe("wrong");
  });
});

describe("frontCheck", () => {
  const production = { isProduction: true, FRONT_SECRET: CURRENT };
  it("refuses a request without the header with a Korean 403 nobody may store", () => {
    const answer = call(frontCheck(production), "/programs");
    expect(answer.refused).toBe(true);
    expect(answer.status).toBe(403);
    expect(answer.headers?.["Cache-Control"]).toBe("no-store");
    expect(answer.body).toContain(FRONT_REFUSED_MESSAGE);
  });
  it("lets the header through, and the previous value during a rotation", () => {
    expect(call(frontCheck(production), "/", CURRENT).refused).toBe(false);
    expect(call(frontCheck(production), "/", PREVIOUS).refused).toBe(true);
    const rotating = { ...production, FRONT_SECRET_PREVIOUS: PREVIOUS };
    expect(call(frontCheck(rotating), "/", PREVIOUS).refused).toBe(false);
    expect(call(frontCheck(rotating), "/", "something-else").refused).toBe(true);
  });
  it("lets Cloud Run's probes through without it, on their exact paths only", () => {
    const check = frontCheck(production);
    expect(call(check, "/healthz/live").refused).toBe(false);
    expect(call(check, "/healthz/ready?probe=1").refused).toBe(false);
    for (const path of ["/healthz", "/healthz/details", "/healthz/live/", "/HEALTHZ/LIVE"])
      expect(call(check, path).refused, path).toBe(true);
  });
  it("is off outside production and without FRONT_SECRET", () => {
    expect(call(frontCheck({ isProduction: false, FRONT_SECRET: CURRENT }), "/").refused).toBe(
      false,
    );
    expect(call(frontCheck({ isProduction: true }), "/").refused).toBe(false);
  });
});
