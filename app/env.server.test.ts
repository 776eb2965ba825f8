import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("preview settings", () => {
  it("turns preview on only with a Sanity project and a viewer token", () => {
    expect(parseEnv({}).previewEnabled).toBe(false);
    expect(parseEnv({ SANITY_VIEWER_TOKEN: "sk-viewer" }).previewEnabled).toBe(false);
    expect(parseEnv({ SANITY_PROJECT_ID: "abc123" }).previewEnabled).toBe(false);
    expect(parseEnv({ SANITY_PROJECT_ID: "abc123", SANITY_VIEWER_TOKEN: "sk-viewer" }).previewEnabled).toBe(true);
  });

  it("accepts a fake Sanity API on this machine only", () => {
    expect(parseEnv({ SANITY_API_HOST: "http://127.0.0.1:4100" }).SANITY_API_HOST).toBe("http://127.0.0.1:4100");
    expect(parseEnv({ SANITY_API_HOST: "http://localhost:4100" }).SANITY_API_HOST).toBe("http://localhost:4100");
    expect(() => parseEnv({ SANITY_API_HOST: "https://api.evil.example" })).toThrow(/SANITY_API_HOST/);
    expect(() => parseEnv({ SANITY_API_HOST: "http://127.0.0.1.evil.example" })).toThrow(/SANITY_API_HOST/);
  });
});
