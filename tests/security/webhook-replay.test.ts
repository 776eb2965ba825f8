// Decision 081: the Sanity webhook refuses a signature older than 5 minutes (a captured publish
// notice replayed later purged the caches again) and caps its body (also chunked).
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const SECRET = "replay-webhook-secret";
const BODY = JSON.stringify({ _id: "program-7", _type: "program" });

async function send(server: RunningServer, signature: string, body = BODY) {
  const response = await fetch(`${server.url}/api/webhooks/sanity`, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe("Sanity webhook: replays and size", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { SANITY_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a correctly signed notice older than 5 minutes, and one from the future", async () => {
    const old = await send(
      server,
      await encodeSignatureHeader(BODY, Date.now() - 6 * 60_000, SECRET),
    );
    expect(old.status).toBe(401);
    expect(old.body.message).toMatch(/[가-힣]/);
    expect(
      (await send(server, await encodeSignatureHeader(BODY, Date.now() + 6 * 60_000, SECRET)))
        .status,
    ).toBe(401);
  });

  it("takes a fresh one (within the 5 minutes)", async () => {
    expect(
      (await send(server, await encodeSignatureHeader(BODY, Date.now() - 60_000, SECRET))).status,
    ).toBe(200);
  });

  it("refuses a signed body over 64 KB with 413 before verifying it", async () => {
    const big = JSON.stringify({
      _id: "program-7",
      _type: "program",
      padding: "x".repeat(70 * 1024),
    });
    const answer = await send(server, await encodeSignatureHeader(big, Date.now(), SECRET), big);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/[가-힣]/);
  });
});
