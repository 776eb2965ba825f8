import { describe, expect, it } from "vitest";
import { planTestSetup, STUDIO_INSTALL, type MachineFacts } from "./test-setup-plan";

const ready: MachineFacts = {
  studioPackages: true,
  chromium: "/usr/bin/chromium",
  koreanFont: true,
  canInstallPackages: true,
};

describe("planTestSetup", () => {
  it("has nothing to do on a machine that has everything", () => {
    expect(planTestSetup(ready)).toEqual({ kind: "ready" });
  });

  it("installs the Studio's packages when studio/node_modules is absent, as any user", () => {
    expect(planTestSetup({ ...ready, studioPackages: false, canInstallPackages: false })).toEqual({
      kind: "install",
      steps: [STUDIO_INSTALL],
    });
  });

  it("installs Chromium and the Korean font from Debian as root", () => {
    const plan = planTestSetup({ ...ready, chromium: null, koreanFont: false });
    expect(plan.kind).toBe("install");
    if (plan.kind !== "install") return;
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0]!.command.join(" ")).toContain(
      "apt-get install -y -qq chromium fonts-noto-cjk",
    );
  });

  it("asks only for what is missing", () => {
    const plan = planTestSetup({ ...ready, koreanFont: false });
    expect(plan.kind === "install" && plan.steps[0]!.command.join(" ")).toMatch(
      /install -y -qq fonts-noto-cjk$/,
    );
  });

  it("stops with the exact command when a Debian package is missing and the user is not root", () => {
    const plan = planTestSetup({
      ...ready,
      studioPackages: false,
      chromium: null,
      canInstallPackages: false,
    });
    expect(plan.kind).toBe("blocked");
    if (plan.kind !== "blocked") return;
    expect(plan.message).toContain("sudo apt-get install -y chromium");
    expect(plan.steps).toContain(STUDIO_INSTALL);
  });
});
