import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealPage } from "./page-cache.server";

const hash = (text: string) => createHash("sha256").update(text).digest("base64");

describe("sealPage", () => {
  const html =
    `<html><head><style nonce="SECRET">body{}</style></head><body>` +
    `<script nonce="SECRET">window.__remixContext = {"a":1};</script>` +
    `<script type="module" nonce="SECRET" src="/assets/entry.js"></script>` +
    `<div><script>alert("injected")</script></div>` +
    `<script nonce="GUESS">alert("forged nonce")</script></body></html>`;

  it("hashes only the inline code the app rendered with the render nonce", () => {
    const sealed = sealPage(html, "SECRET");
    expect(sealed.scripts).toEqual([hash(`window.__remixContext = {"a":1};`)]);
    expect(sealed.styles).toEqual([hash("body{}")]);
    expect(sealed.scripts).not.toContain(hash(`alert("injected")`));
    expect(sealed.scripts).not.toContain(hash(`alert("forged nonce")`));
  });

  it("removes the secret nonce from the stored page", () => {
    const sealed = sealPage(html, "SECRET");
    expect(sealed.html).not.toContain("SECRET");
    expect(sealed.html).toContain(`<script>window.__remixContext = {"a":1};</script>`);
  });
});
