import { describe, expect, it } from "vitest";
import { hostOf, requestOriginOf } from "./request-origin.server";

describe("hostOf", () => {
  it.each([
    ["Example.COM", "example.com"],
    ["localhost:3000", "localhost:3000"],
    ["127.0.0.1:65535", "127.0.0.1:65535"],
    ["[::1]:8080", "[::1]:8080"],
    ["[2001:DB8::7]", "[2001:db8::7]"],
    ["site.kr:80", "site.kr"],
    [`${"a".repeat(63)}.kr`, `${"a".repeat(63)}.kr`],
  ])("spells a well-formed host as the URL parser does: %s → %s", (value, host) =>
    expect(hostOf(value)).toBe(host),
  );

  it("drops the default port of the scheme it is given", () => {
    expect(hostOf("site.kr:443", "https:")).toBe("site.kr");
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
