import { describe, expect, it } from "vitest";
import {
  allowsVideoFrame,
  cspDirectives,
  hashedPolicy,
  previewPolicy,
  serializeCsp,
} from "./headers.server";

const production = {
  isProduction: true,
  siteUrl: "https://www.cheongna-culture.kr",
  kakaoEnabled: false,
  KAKAO_ISSUER: "https://kauth.kakao.com",
};

describe("content security policy", () => {
  it("lets forms reach Kakao only when Kakao login is on", () => {
    expect(cspDirectives(production, { nonce: "n", path: "/login" })["form-action"]).toEqual([
      "'self'",
    ]);
    const withKakao = cspDirectives(
      { ...production, kakaoEnabled: true },
      { nonce: "n", path: "/login" },
    );
    expect(withKakao["form-action"]).toContain("https://kauth.kakao.com");
  });

  it("allows the video frame on video pages only", () => {
    expect(allowsVideoFrame("/video-lectures")).toBe(true);
    expect(allowsVideoFrame("/program/7")).toBe(false);
    expect(allowsVideoFrame("/contact")).toBe(false);
    expect(allowsVideoFrame("/program/7/../../admin")).toBe(false);
  });

  it("relaxes only what Vite's development server needs", () => {
    const dev = cspDirectives(
      { ...production, isProduction: false, siteUrl: "http://localhost:3000" },
      { nonce: "n", path: "/" },
    );
    expect(dev["connect-src"]).toContain("ws:");
    expect(dev["upgrade-insecure-requests"]).toBeUndefined();
    expect(dev["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });

  it("allows no inline style but the page's own, in production (issue 50 §5)", () => {
    const policy = cspDirectives(production, { nonce: "n", path: "/" });
    for (const name of ["style-src", "style-src-elem", "style-src-attr"]) {
      expect(policy[name]!.join(" "), name).not.toMatch(/unsafe-inline|unsafe-hashes/);
    }
    expect(policy["style-src"]).toEqual(["'self'", "'nonce-n'"]);
    expect(policy["style-src-elem"]).toEqual(["'self'", "'nonce-n'"]);
    expect(policy["style-src-attr"]).toEqual(["'none'"]);
  });

  it("gives a stored page's styles hashes in place of the nonce, in both style directives", () => {
    const policy = hashedPolicy(production, "/", { scripts: ["s1"], styles: ["h1"] });
    expect(policy).toContain("style-src 'self' 'sha256-h1';");
    expect(policy).toContain("style-src-elem 'self' 'sha256-h1';");
    expect(policy).not.toContain("nonce");
  });

  it("serialises to a header value", () => {
    expect(serializeCsp({ "default-src": ["'self'"], "upgrade-insecure-requests": [] })).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
  });
});

describe("preview mode policy", () => {
  it("lets only the Studio that opened the preview frame the page", () => {
    const policy = previewPolicy(production, "n", "/program/1", "https://cheongna.sanity.studio");
    expect(policy).toContain("frame-ancestors 'self' https://cheongna.sanity.studio");
    expect(policy).toContain("script-src 'self' 'nonce-n'");
    expect(serializeCsp(cspDirectives(production, { nonce: "n", path: "/program/1" }))).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("frames nothing when the Studio's address is unknown", () => {
    expect(previewPolicy(production, "n", "/", null)).toContain("frame-ancestors 'none'");
  });
});

describe("security headers middleware", () => {
  it("sends the same policy as cspDirectives, with a fresh nonce per response", async () => {
    const { securityHeaders } = await import("./headers.server");
    const middleware = securityHeaders(production);
    const responses = ["/contact", "/video-lectures"].map((path) => {
      const headers = new Map<string, string>();
      const res = {
        locals: {} as Record<string, string>,
        setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        removeHeader: (name: string) => headers.delete(name.toLowerCase()),
      };
      middleware({ path } as never, res as never, () => {});
      return { path, headers, nonce: res.locals.cspNonce! };
    });
    for (const { path, headers, nonce } of responses) {
      expect(headers.get("content-security-policy")).toBe(
        serializeCsp(cspDirectives(production, { nonce, path })),
      );
    }
    expect(responses[0]!.nonce).not.toBe(responses[1]!.nonce);
  });

  it("sets the headers helmet sets, worked out once, on every response", async () => {
    const { default: helmet } = await import("helmet");
    const { securityHeaders } = await import("./headers.server");
    const fromHelmet = new Map<string, string>();
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
    })(
      {} as never,
      {
        setHeader: (name: string, value: string) => fromHelmet.set(name.toLowerCase(), value),
        removeHeader: () => undefined,
      } as never,
      () => {},
    );
    const middleware = securityHeaders(production);
    for (let response = 0; response < 2; response++) {
      const headers = new Map<string, string>([["x-powered-by", "Express"]]);
      middleware(
        { path: "/" } as never,
        {
          locals: {},
          setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
          removeHeader: (name: string) => headers.delete(name.toLowerCase()),
        } as never,
        () => {},
      );
      expect(headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      for (const [name, value] of fromHelmet) expect(headers.get(name), name).toBe(value);
      expect(headers.has("x-powered-by")).toBe(false);
      expect(headers.get("permissions-policy")).toContain("camera=()");
    }
  });
});

describe("createNonce", () => {
  it("gives 128-bit nonces that never repeat, also across refills of its pool", async () => {
    const { createNonce } = await import("./headers.server");
    const nonces = Array.from({ length: 2_000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
