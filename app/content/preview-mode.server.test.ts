// The preview cookie and the request scope, on an https site (the Studio frames it from another site).
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("SITE_URL", "https://www.cheongna-culture.kr");
vi.stubEnv("SANITY_PROJECT_ID", "abc123");
vi.stubEnv("SANITY_VIEWER_TOKEN", "sk-viewer");
vi.stubEnv("SESSION_SECRET", "preview-test-session-secret-0123456789");

const STUDIO = "https://cheongna.sanity.studio";
let mod: typeof import("./preview-mode.server");
beforeAll(async () => {
  mod = await import("./preview-mode.server");
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("preview cookie", () => {
  it("is httpOnly, SameSite=None, Secure and Partitioned on https", async () => {
    const setCookie = await mod.startPreviewCookie(STUDIO);
    expect(setCookie).toMatch(/^__preview=/);
    for (const attribute of [
      "HttpOnly",
      "SameSite=None",
      "Secure",
      "Partitioned",
      "Path=/",
      "Max-Age=43200",
    ]) {
      expect(setCookie).toContain(attribute);
    }
  });

  it("proves the preview and the Studio's origin until it expires", async () => {
    const now = Date.now();
    const cookie = cookieOf(await mod.startPreviewCookie(`${STUDIO}/structure`, now));
    expect(await mod.readPreview(`__session=x; ${cookie}`, now)).toEqual({
      studioOrigin: STUDIO,
      perspective: "drafts",
    });
    expect(await mod.readPreview(cookie, now + 12 * 60 * 60 * 1000 + 1)).toBeNull();
  });

  it("is no preview when tampered with or not signed by us", async () => {
    const cookie = cookieOf(await mod.startPreviewCookie(STUDIO));
    expect(await mod.readPreview(`${cookie.slice(0, -2)}xx`)).toBeNull();
    const unsigned = `__preview=${Buffer.from(JSON.stringify({ studioOrigin: STUDIO, expiresAt: Date.now() + 1e6 })).toString("base64")}`;
    expect(await mod.readPreview(unsigned)).toBeNull();
    expect(await mod.readPreview(null)).toBeNull();
  });

  it("keeps only an http(s) origin from the Studio's secret document", async () => {
    const cookie = cookieOf(await mod.startPreviewCookie("javascript:alert(1)"));
    expect(await mod.readPreview(cookie)).toEqual({ studioOrigin: null, perspective: "drafts" });
  });
});

describe("perspective cookie (decision 203)", () => {
  it("is named as Sanity names it, with the preview cookie's attributes", async () => {
    const { perspectiveCookieName } = await import("@sanity/preview-url-secret/constants");
    const setCookie = await mod.perspectiveSetCookie("published");
    expect(setCookie.startsWith(`${perspectiveCookieName}=`)).toBe(true);
    for (const attribute of ["HttpOnly", "SameSite=None", "Secure", "Partitioned", "Path=/"])
      expect(setCookie).toContain(attribute);
    expect(await mod.endPerspectiveCookie()).toContain("Max-Age=0");
  });

  it("gives the preview its perspective: published, drafts, a release stack; anything else is drafts", async () => {
    const preview = cookieOf(await mod.startPreviewCookie(STUDIO));
    const read = async (perspective: Parameters<typeof mod.perspectiveSetCookie>[0] | null) =>
      (
        await mod.readPreview(
          perspective === null
            ? preview
            : `${preview}; ${cookieOf(await mod.perspectiveSetCookie(perspective))}`,
        )
      )?.perspective;
    expect(await read("published")).toBe("published");
    expect(await read("drafts")).toBe("drafts");
    expect(await read(["rSpring", "drafts"])).toEqual(["rSpring", "drafts"]);
    expect(await read(null)).toBe("drafts");
    expect(
      (await mod.readPreview(`${preview}; sanity-preview-perspective=not%20a%20cookie%20of%20ours`))
        ?.perspective,
    ).toBe("drafts");
  });

  it("is no preview without the signed preview cookie, whatever the perspective cookie says", async () => {
    const perspective = cookieOf(await mod.perspectiveSetCookie("published"));
    expect(await mod.readPreview(perspective)).toBeNull();
  });
});

describe("previewMode middleware", () => {
  const settings = {
    isProduction: true,
    siteUrl: "https://www.cheongna-culture.kr",
    kakaoEnabled: false,
    KAKAO_ISSUER: "https://kauth.kakao.com",
    previewEnabled: true,
  };

  async function run(method: string, cookie: string | undefined) {
    const headers = new Map<string, string>([
      ["x-frame-options", "DENY"],
      ["content-security-policy", "frame-ancestors 'none'"],
    ]);
    const res = {
      locals: { cspNonce: "n0nce" },
      setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
      removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    };
    const seen = await new Promise<ReturnType<typeof mod.currentPreview>>((resolve) => {
      mod.previewMode(settings)(
        { method, path: "/program/1", headers: { cookie } } as never,
        res as never,
        () => resolve(mod.currentPreview()),
      );
    });
    return { preview: seen, headers };
  }

  it("runs a read with a valid cookie in preview, frameable by that Studio only", async () => {
    const cookie = cookieOf(await mod.startPreviewCookie(STUDIO));
    const { preview, headers } = await run("GET", cookie);
    expect(preview).toEqual({ studioOrigin: STUDIO, perspective: "drafts" });
    expect(headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${STUDIO}`);
    expect(headers.get("content-security-policy")).toContain("'nonce-n0nce'");
    expect(headers.has("x-frame-options")).toBe(false);
  });

  it("never runs a form submission in preview, nor a request without a valid cookie", async () => {
    const cookie = cookieOf(await mod.startPreviewCookie(STUDIO));
    for (const [method, sent] of [
      ["POST", cookie],
      ["GET", undefined],
      ["GET", "__preview=forged"],
    ] as const) {
      const { preview, headers } = await run(method, sent);
      expect(preview, `${method} ${sent}`).toBeUndefined();
      expect(headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
    expect(mod.currentPreview()).toBeUndefined();
  });
});
