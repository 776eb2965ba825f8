import { describe, expect, it } from "vitest";
import { hostOf, requestOriginOf } from "./request-origin.server";

describe("hostOf", () => {
  it("spells a well-formed host as the URL parser does", () => {
    expect(hostOf("Example.COM")).toBe("example.com");
    expect(hostOf("localhost:3000")).toBe("localhost:3000");
    expect(hostOf("127.0.0.1:65535")).toBe("127.0.0.1:65535");
    expect(hostOf("[::1]:8080")).toBe("[::1]:8080");
    expect(hostOf("[2001:DB8::7]")).toBe("[2001:db8::7]");
    expect(hostOf("site.kr:80")).toBe("site.kr");
    expect(hostOf("site.kr:443", "https:")).toBe("site.kr");
    expect(hostOf(`${"a".repeat(63)}.kr`)).toBe(`${"a".repeat(63)}.kr`);
  });

  it("refuses ports out of range, broken brackets, userinfo, dots, long labels and names", () => {
    for (const value of [
      "x:0",
      "x:65536",
      "x:99999",
      "x:-1",
      `x:${"9".repeat(30)}`,
      "x:",
      "x:1:2",
      "[::1",
      "::1]",
      "::1",
      "[]",
      "[zz::1]",
      "[::1]:99999",
      "[fe80::1%25eth0]",
      "a@b",
      "site.kr.",
      "site..kr",
      ".site.kr",
      "-a.kr",
      "a-.kr",
      "a_b.kr",
      `${"a".repeat(64)}.kr`,
      `${"a".repeat(60)}.`.repeat(5) + "kr",
      "",
      " ",
      "a b",
      "Ã¼.kr",
      "999.1.1.1",
      "1.2.3.4.5",
      "%41.kr",
      "a/b",
      "a#b",
      "a\\b",
    ])
      expect(hostOf(value), JSON.stringify(value)).toBeNull();
  });
});

describe("requestOriginOf", () => {
  it("reads the forwarded host and scheme only when the proxy is trusted, as Express does", () => {
    const headers = {
      host: "internal:8080",
      "x-forwarded-host": "Site.kr, cdn.site.kr",
      "x-forwarded-proto": "HTTPS",
    };
    expect(requestOriginOf(headers, true)).toEqual({ protocol: "https:", host: "site.kr" });
    expect(requestOriginOf(headers, false)).toEqual({ protocol: "http:", host: "internal:8080" });
  });

  it("refuses any malformed value, trusted or not, and a request without Host", () => {
    for (const trusted of [true, false]) {
      expect(requestOriginOf({ host: "x", "x-forwarded-host": "a, x:65536" }, trusted)).toBeNull();
      expect(requestOriginOf({ host: "x", "x-forwarded-host": "a," }, trusted)).toBeNull();
      expect(requestOriginOf({ host: "x", "x-forwarded-proto": "a b" }, trusted)).toBeNull();
      expect(requestOriginOf({ host: "x", "x-forwarded-proto": "ftp, https" }, trusted)).toBeNull();
      expect(requestOriginOf({ host: "x", "x-forwarded-proto": "" }, trusted)).toBeNull();
      expect(requestOriginOf({ host: "x:99999" }, trusted)).toBeNull();
      expect(requestOriginOf({}, trusted)).toBeNull();
    }
  });
});
