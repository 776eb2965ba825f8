import { describe, expect, it } from "vitest";
import { namedNotice } from "./page-notice";

describe("the notice a redirect names", () => {
  const notices = { deleted: "삭제했습니다." } as const;
  const named = (query: string) => namedNotice(new URLSearchParams(query), notices);

  it("is the page's own, and none for a name the page does not have", () => {
    expect(named("notice=deleted")).toBe("삭제했습니다.");
    expect(named("")).toBeNull();
    expect(named("notice=updated")).toBeNull();
    // An object's own prototype names are no notice either.
    expect(named("notice=constructor")).toBeNull();
    expect(named("notice=toString")).toBeNull();
  });
});
