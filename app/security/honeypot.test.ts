import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, honeypotValue, isHoneypotTripped } from "~/security/honeypot";

describe("honeypot", () => {
  it("is tripped by anything a person could not have typed into the hidden field", () => {
    expect(isHoneypotTripped(undefined)).toBe(false);
    expect(isHoneypotTripped(null)).toBe(false);
    expect(isHoneypotTripped("")).toBe(false);
    expect(isHoneypotTripped("   ")).toBe(false);
    expect(isHoneypotTripped("http://spam.example")).toBe(true);
    expect(isHoneypotTripped(["x"])).toBe(true);
  });

  it("reads the field from FormData and from a JSON body", () => {
    const form = new FormData();
    form.set(HONEYPOT_FIELD, "bot");
    expect(honeypotValue(form)).toBe("bot");
    expect(honeypotValue({ [HONEYPOT_FIELD]: "bot" })).toBe("bot");
    expect(honeypotValue({})).toBeUndefined();
  });
});
