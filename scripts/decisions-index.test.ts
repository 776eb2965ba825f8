import { describe, expect, it } from "vitest";
import { describeRecord } from "./decisions-index";

describe("decision index", () => {
  it("reads the number, the title and a superseded record's successor", () => {
    expect(
      describeRecord(
        "041-sessions.md",
        "# 041 — Sessions: a signed cookie\n\n> Superseded in part by 075: the credential …\n",
      ),
    ).toEqual({
      file: "041-sessions.md",
      number: "041",
      title: "Sessions: a signed cookie",
      status: "superseded in part by 075",
    });
    expect(describeRecord("024-x.md", "# 024 — X\n\n> Superseded by 067: …").status).toBe(
      "superseded by 067",
    );
  });

  it("takes a stated status, and 'accepted' when a record states none", () => {
    expect(
      describeRecord(
        "099-x.md",
        "# 099 — X\n\n**Date:** 2026-11-23 · **Status:** accepted (refines 030)\n",
      ).status,
    ).toBe("accepted (refines 030)");
    expect(describeRecord("063-x.md", "# 063: Page weight\n\nText.").title).toBe("Page weight");
    expect(describeRecord("063-x.md", "# 063: Page weight\n\nText.").status).toBe("accepted");
  });
});
