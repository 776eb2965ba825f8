import { describe, expect, it } from "vitest";
import { planTestSetup, STUDIO_INSTALL, type MachineFacts } from "./test-setup-plan";

const JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const ready: MachineFacts = {
  studioPackages: true,
  chromium: "/usr/bin/chromium",
  koreanFont: true,
  canInstallPackages: true,
  javaMajor: 17,
  firestoreEmulatorJar: { path: JAR, exists: true, packaged: true },
  firebaseTools: true,
  aptInstallable: [],
  ci: false,
};
const noJar = { path: JAR, exists: false, packaged: true };

describe("planTestSetup", () => {
  it("has nothing to do on a machine that has everything", () => {
    expect(planTestSetup(ready)).toEqual({ kind: "ready", warnings: [] });
  });

  it("installs the Studio's packages when studio/node_modules is absent, as any user", () => {
    expect(planTestSetup({ ...ready, studioPackages: false, canInstallPackages: false })).toEqual({
      kind: "install",
      steps: [STUDIO_INSTALL],
      warnings: [],
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

  it("installs Java 17 and the Firestore emulator from apt as root when apt has them", () => {
    const plan = planTestSetup({
      ...ready,
      javaMajor: 11,
      firestoreEmulatorJar: noJar,
      aptInstallable: ["openjdk-17-jre-headless", "google-cloud-cli-firestore-emulator"],
    });
    expect(plan.kind === "install" && plan.steps[0]!.command.join(" ")).toMatch(
      /install -y -qq openjdk-17-jre-headless google-cloud-cli-firestore-emulator$/,
    );
  });

  it("takes the Java package this Debian release has", () => {
    const plan = planTestSetup({
      ...ready,
      javaMajor: null,
      aptInstallable: ["default-jre-headless", "openjdk-21-jre-headless"],
    });
    expect(plan.kind === "install" && plan.steps[0]!.command.join(" ")).toMatch(
      /install -y -qq openjdk-21-jre-headless$/,
    );
  });

  it("under CI, stops with how to get the emulator when apt cannot install it", () => {
    const plan = planTestSetup({ ...ready, ci: true, firestoreEmulatorJar: noJar });
    expect(plan.kind).toBe("blocked");
    if (plan.kind !== "blocked") return;
    expect(plan.message).toContain(`the Firestore emulator's jar is not at ${JAR}`);
    expect(plan.message).toContain("sudo apt-get install -y google-cloud-cli-firestore-emulator");
    expect(plan.message).toContain("gcloud components install cloud-firestore-emulator");
  });

  it("locally, goes on with a warning that the emulator suites will skip", () => {
    const plan = planTestSetup({ ...ready, javaMajor: null, firestoreEmulatorJar: noJar });
    expect(plan.kind).toBe("ready");
    if (plan.kind !== "ready") return;
    expect(plan.warnings).toHaveLength(2);
    expect(plan.warnings.join("\n")).toMatch(/no java on PATH; .* needs Java 17\+/);
    expect(plan.warnings.every((line) => line.includes("will be skipped"))).toBe(true);
  });

  it("never installs for a jar that FIRESTORE_EMULATOR_JAR put elsewhere (the package cannot fill it)", () => {
    const plan = planTestSetup({
      ...ready,
      ci: true,
      firestoreEmulatorJar: { path: "/opt/emu.jar", exists: false, packaged: false },
      aptInstallable: ["google-cloud-cli-firestore-emulator"],
    });
    expect(plan).toMatchObject({ kind: "blocked", steps: [] });
    expect(plan.kind === "blocked" && plan.message).toContain(
      "FIRESTORE_EMULATOR_JAR is /opt/emu.jar, and there is no file there",
    );
  });

  it("as another user, names the sudo command for the emulator packages (CI stops, locally warns)", () => {
    const facts = {
      ...ready,
      canInstallPackages: false,
      firestoreEmulatorJar: noJar,
      aptInstallable: ["google-cloud-cli-firestore-emulator"],
    };
    const local = planTestSetup(facts);
    expect(local.kind === "ready" && local.warnings[0]).toContain(
      "sudo apt-get update && sudo apt-get install -y google-cloud-cli-firestore-emulator",
    );
    expect(planTestSetup({ ...facts, ci: true }).kind).toBe("blocked");
  });

  it("asks for npm ci when firebase-tools (the Auth emulator) is missing", () => {
    const plan = planTestSetup({ ...ready, ci: true, firebaseTools: false });
    expect(plan.kind === "blocked" && plan.message).toContain("run npm ci");
  });
});
