// Attack: run production with a session secret an attacker can guess — the development secret
// from the source code, or one with too little variety ("aaaa…", a short repeated pattern) — and
// forge session cookies with it. The production server must refuse to start, and say why.
import { describe, expect, it } from "vitest";
import { startBuiltServer } from "../support/built-server";

const DEV_SESSION_SECRET = "dev-only-session-secret-change-me-in-production";

async function startupFailure(secret: string): Promise<string> {
  try {
    const server = await startBuiltServer({ env: { SESSION_SECRET: secret } });
    await server.stop();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`production started with SESSION_SECRET=${JSON.stringify(secret)}`);
}

describe("production refuses a guessable session secret", () => {
  it.each([
    ["the development secret", DEV_SESSION_SECRET],
    ["one character repeated", "a".repeat(48)],
    ["a short pattern repeated", "abc123".repeat(8)],
    ["a sequence of the alphabet", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ"],
    ["too few distinct characters", "abababababbbaabababbbaabababaabbabababaaab"],
  ])(
    "%s: the server exits at start with a clear message",
    async (_label, secret) => {
      const message = await startupFailure(secret);
      expect(message).toContain("server exited at start");
      expect(message).toMatch(/SESSION_SECRET/);
      expect(message).toMatch(/guess|random/i);
    },
    120_000,
  );

  it("a random-looking secret starts", async () => {
    const server = await startBuiltServer({
      env: { SESSION_SECRET: "r8Vq2LxT0mZcN4wHk7JdPy1sGfB6aUe9" },
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
