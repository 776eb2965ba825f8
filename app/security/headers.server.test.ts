import { describe, expect, it } from "vitest";
import { allowsVideoFrame, cspDirectives, serializeCsp } from "./headers.server";

const production = {
  isProduction: true,
  siteUrl: "https://www.cheongna-culture.kr",
  kakaoEnabled: false,
  KAKAO_ISSUER: "https://kauth.kakao.com",
};

describe("content security policy", () => {
  it("lets forms reach Kakao only when Kakao login is on", () => {
    expect(cspDirectives(production, { nonce: "n", path: "/login" })["form-action"]).toEqual(["'self'"]);
    const withKakao = cspDirectives({ ...production, kakaoEnabled: true }, { nonce: "n", path: "/login" });
    expect(withKakao["form-action"]).toContain("https://kauth.kakao.com");
  });

  it("allows the video frame on video pages only", () => {
    expect(allowsVideoFrame("/video-lectures")).toBe(true);
    expect(allowsVideoFrame("/program/7")).toBe(true);
    expect(allowsVideoFrame("/contact")).toBe(false);
    expect(allowsVideoFrame("/program/7/../../admin")).toBe(false);
  });

  it("relaxes only what Vite's development server needs", () => {
    const dev = cspDirectives({ ...production, isProduction: false, siteUrl: "http://localhost:3000" }, { nonce: "n", path: "/" });
    expect(dev["connect-src"]).toContain("ws:");
    expect(dev["upgrade-insecure-requests"]).toBeUndefined();
    expect(dev["script-src"]).toEqual(["'self'", "'nonce-n'"]);
  });

  it("serialises to a header value", () => {
    expect(serializeCsp({ "default-src": ["'self'"], "upgrade-insecure-requests": [] })).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
  });
});
