// Security headers of the built server, as a browser receives them.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

function csp(response: Response) {
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("security headers (production on https)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { SITE_URL: "https://www.cheongna-culture.kr" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends a nonce-based CSP that allows only our origin and the Sanity image CDN", async () => {
    const response = await fetch(`${server.url}/`);
    const policy = csp(response);
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toContain("'self'");
    expect(policy["script-src"]!.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "https://cdn.sanity.io"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
  });

  // Issue 50 §5: no style may be injected inline, as no script may.
  it.each(["/", "/find-id", "/contact", "/apply"])(
    "%s: styles without 'unsafe-inline', style attributes refused",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const policy = csp(response);
      for (const name of ["style-src", "style-src-elem", "style-src-attr"]) {
        expect(policy[name], name).toBeDefined();
        expect(policy[name]!.join(" "), name).not.toMatch(/unsafe-inline|unsafe-hashes|\*/);
      }
      expect(policy["style-src-attr"]).toEqual(["'none'"]);
      const html = await response.text();
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/); // attributes would be refused
    },
  );

  it("puts the response's own nonce on every inline script of a rendered page, a new one each time", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/find-id`); // never stored: rendered each time
      const scriptSources = csp(response)["script-src"]!;
      const nonce = scriptSources.find((v) => v.startsWith("'nonce-"))!.slice(7, -1);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        if (/\bsrc=/.test(tag)) continue; // external scripts are allowed by 'self'
        expect(tag).toContain(`nonce="${nonce}"`);
      }
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]!.length).toBeGreaterThanOrEqual(22);
  });

  it("lists the hash of every inline script of a stored page, and no nonce", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/`);
      const policy = csp(response);
      const html = await response.text();
      expect(policy["script-src"]!.some((v) => v.startsWith("'nonce-"))).toBe(false);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/\bsrc=/.test(m[1]!),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const [, , content] of inline) {
        const hash = createHash("sha256").update(content!).digest("base64");
        expect(policy["script-src"]).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("allows the video player frame only on pages with the video facade", async () => {
    const response = await fetch(`${server.url}/video-lectures`, { redirect: "manual" });
    expect(csp(response)["frame-src"]).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("sends HSTS and the other hardening headers", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=31536000/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
    expect(response.headers.get("Permissions-Policy")).toMatch(/geolocation=\(\)/);
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("X-Powered-By")).toBeNull();
  });

  it("protects static files too", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toMatch(/immutable/);
  });
});

describe("security headers (plain http)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends no HSTS and no upgrade-insecure-requests without https", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).not.toMatch(
      /upgrade-insecure-requests/,
    );
    expect(response.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
  });
});
