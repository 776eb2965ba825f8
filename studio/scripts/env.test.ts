// Part of `npm run test:studio`: the site address the Studio is built with (SANITY_STUDIO_SITE_URL).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { siteUrlFrom } from "../env";

describe("the site address of a Studio build", () => {
  it("is the site on this machine when unset or blank", () => {
    assert.equal(siteUrlFrom(undefined), "http://localhost:3000");
    assert.equal(siteUrlFrom("  "), "http://localhost:3000");
  });

  it("is the public https address when given, without a trailing slash", () => {
    assert.equal(siteUrlFrom("https://www.example.kr/"), "https://www.example.kr");
  });

  it("refuses a public address over plain http and anything that is not an address", () => {
    assert.throws(() => siteUrlFrom("http://www.example.kr"), /https/);
    assert.throws(() => siteUrlFrom("www.example.kr"));
  });
});
