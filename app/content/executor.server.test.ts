import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { createContentSource, selectImageSource } from "./executor.server";

describe("content source selection", () => {
  it("runs on the bundled dataset when no Sanity project is configured", async () => {
    const env = parseEnv({});
    expect(env.contentSource).toBe("local");
    expect(selectImageSource(env)).toEqual({ kind: "local" });
    const source = await createContentSource(env);
    expect(source.kind).toBe("local");
    const count = await source.runQuery<number>(`count(*[_type == "program"])`);
    expect(count).toBe(18);
  });

  it("uses Sanity, with that project's image addresses, when SANITY_PROJECT_ID is set", async () => {
    const env = parseEnv({ SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging" });
    expect(selectImageSource(env)).toEqual({
      kind: "sanity",
      projectId: "abc123",
      dataset: "staging",
    });
    const source = await createContentSource(env);
    expect(source.kind).toBe("sanity");
    expect(source.images).toEqual({ kind: "sanity", projectId: "abc123", dataset: "staging" });
  });
});
