// Decision 171: rotating a secret logs nobody out and stops no publish. During a
// rotation the server runs with the new SESSION_SECRET and the old one as SESSION_SECRET_PREVIOUS:
// cookies signed with the old one are still read, new ones are signed with the new one; the same
// for SANITY_WEBHOOK_SECRET(_PREVIOUS). An unrelated secret opens nothing. Production build,
// restarted on the same data folder as a new revision would be.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";

const OLD = "old-session-secret-Zq81mX4vT7bL2nR9pK3w";
const NEW = "new-session-secret-Hc5yD0sJ6fV1gW8eU4tA";
const UNRELATED = "unrelated-secret-Pm2xN7qB4zL9kR1vY6cE3";

const dataDir = mkdtempSync(path.join(tmpdir(), "centre-rotation-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `work` against the production build with these settings, on the shared data folder. */
async function withServer<T>(
  env: Record<string, string>,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const server = await startBuiltServer({ env: { TRUST_PROXY: "1", ...env }, dataDir });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}

/** The member page answers 200 to a signed-in browser and redirects anyone else to the login. */
async function signedIn(client: FormClient): Promise<boolean> {
  const answer = await client.get("/mypage");
  if (answer.status === 200) return true;
  expect(answer.status).toBe(302);
  expect(answer.location).toMatch(/^\/login/);
  return false;
}

/** A browser with the same cookies as `client`, talking to another server. */
function sameBrowser(client: FormClient, url: string): FormClient {
  const copy = new FormClient(url, client.ip);
  copy.cookies = new Map(client.cookies);
  return copy;
}

describe("session secret rotation", () => {
  it("a member signed in under the old secret stays signed in after the switch to new + previous", async () => {
    const before = await withServer({ SESSION_SECRET: OLD }, async (url) => {
      const client = new FormClient(url);
      expect((await client.post("/register", signUpForm(uniqueEmail("rotation")))).status).toBe(
        302,
      );
      expect(await signedIn(client)).toBe(true);
      return client;
    });

    const during = await withServer(
      { SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD },
      async (url) => {
        const oldCookie = sameBrowser(before, url);
        expect(await signedIn(oldCookie)).toBe(true);
        // Someone signing in during the rotation gets a cookie signed with the new secret.
        const fresh = new FormClient(url);
        expect((await fresh.post("/register", signUpForm(uniqueEmail("fresh")))).status).toBe(302);
        expect(await signedIn(fresh)).toBe(true);
        return { oldCookie, fresh };
      },
    );

    await withServer({ SESSION_SECRET: NEW }, async (url) => {
      // The rotation over (previous removed): new cookies still open, the old-secret one no longer.
      expect(await signedIn(sameBrowser(during.fresh, url))).toBe(true);
      expect(await signedIn(sameBrowser(before, url))).toBe(false);
    });

    await withServer({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: UNRELATED }, async (url) => {
      expect(await signedIn(sameBrowser(before, url))).toBe(false);
    });
  }, 240_000);

  it("production refuses a guessable SESSION_SECRET_PREVIOUS", async () => {
    await expect(
      startBuiltServer({ env: { SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: "a".repeat(40) } }),
    ).rejects.toThrow(/SESSION_SECRET_PREVIOUS/);
  }, 120_000);
});

describe("webhook secret rotation", () => {
  const BODY = JSON.stringify({ _id: "program-7", _type: "program" });
  const send = async (url: string, secret: string) => {
    const response = await fetch(`${url}/api/webhooks/sanity`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(BODY, Date.now(), secret),
      },
      body: BODY,
    });
    return response.status;
  };

  it("takes notices signed with the new or the previous secret, and refuses any other", async () => {
    await withServer(
      { SANITY_WEBHOOK_SECRET: NEW, SANITY_WEBHOOK_SECRET_PREVIOUS: OLD },
      async (url) => {
        expect(await send(url, NEW)).toBe(200);
        expect(await send(url, OLD)).toBe(200);
        expect(await send(url, UNRELATED)).toBe(401);
      },
    );
    await withServer({ SANITY_WEBHOOK_SECRET: NEW }, async (url) => {
      expect(await send(url, OLD)).toBe(401);
      expect(await send(url, NEW)).toBe(200);
    });
  }, 120_000);
});
