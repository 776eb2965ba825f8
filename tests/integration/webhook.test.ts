// The Sanity publish webhook: a valid signature changes the content version (decision 290), so the
// cached content and the pages built from it count no more; a bad or missing signature is a 401
// and changes nothing.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const SECRET = "integration-webhook-secret";

async function send(server: RunningServer, body: string, signature?: string) {
  const response = await fetch(`${server.url}/api/webhooks/sanity`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(signature === undefined ? {} : { [SIGNATURE_HEADER_NAME]: signature }),
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok?: boolean; outdated?: number; message?: string },
  };
}

const signed = (body: string, secret = SECRET) => encodeSignatureHeader(body, Date.now(), secret);

/** Whether the home page is answered from the page cache right now. */
async function homeFromCache(server: RunningServer) {
  const response = await fetch(`${server.url}/`);
  await response.arrayBuffer();
  return response.headers.get("X-Page-Cache") === "hit";
}

describe("Sanity webhook", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { SANITY_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const publishedProgram = JSON.stringify({ _id: "program-7", _type: "program" });

  it("refuses a publish without a signature and purges nothing", async () => {
    await homeFromCache(server);
    expect(await homeFromCache(server)).toBe(true);
    const answer = await send(server, publishedProgram);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/서명/);
    expect(await homeFromCache(server)).toBe(true);
  });

  it("refuses a wrong or malformed signature and purges nothing", async () => {
    await homeFromCache(server);
    expect(
      (await send(server, publishedProgram, await signed(publishedProgram, "not-the-secret")))
        .status,
    ).toBe(401);
    expect((await send(server, publishedProgram, "t=123,v1=garbage")).status).toBe(401);
    expect((await send(server, publishedProgram, "nonsense")).status).toBe(401);
    // A valid signature over a different body does not cover this one.
    const other = JSON.stringify({ _id: "x", _type: "page" });
    expect((await send(server, publishedProgram, await signed(other))).status).toBe(401);
    expect(await homeFromCache(server)).toBe(true);
  });

  it("leaves the cached content and pages behind at a valid publish", async () => {
    await homeFromCache(server);
    expect(await homeFromCache(server)).toBe(true);
    const answer = await send(server, publishedProgram, await signed(publishedProgram));
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    expect(answer.body.outdated).toBeGreaterThan(0); // the home page's queries were cached
    expect(await homeFromCache(server)).toBe(false); // rendered afresh from the source
    expect(await homeFromCache(server)).toBe(true);
  });

  it("answers 400 to a signed body that names no document", async () => {
    const body = JSON.stringify({ hello: "world" });
    expect((await send(server, body, await signed(body))).status).toBe(400);
    expect((await send(server, "not json", await signed("not json"))).status).toBe(400);
  });

  it("takes POST only", async () => {
    const response = await fetch(`${server.url}/api/webhooks/sanity`);
    expect(response.status).toBe(405);
  });
});

describe("Sanity webhook without a configured secret", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses everything", async () => {
    const body = JSON.stringify({ _id: "program-7", _type: "program" });
    expect((await send(server, body, await signed(body))).status).toBe(401);
  });
});
