// What `npm test` must install before it runs, decided from facts about the machine (pure, so it
// is unit-tested without touching one). scripts/test-setup.ts gathers the facts and carries it out.

export type MachineFacts = {
  /** studio/node_modules exists. */
  studioPackages: boolean;
  /** A Chromium for the browser tests, or null. */
  chromium: string | null;
  /** fontconfig knows a font with Korean glyphs (screenshots and the font tests need one). */
  koreanFont: boolean;
  /** May install Debian packages (root, with apt-get on the machine). */
  canInstallPackages: boolean;
};

export type SetupStep = { what: string; command: string[]; needsRoot: boolean };

export const APT_PACKAGES = ["chromium", "fonts-noto-cjk"];

export const STUDIO_INSTALL: SetupStep = {
  what: "the Studio's packages (studio/node_modules)",
  command: ["npm", "ci", "--prefix", "studio", "--no-audit", "--no-fund"],
  needsRoot: false,
};

export function debianInstall(packages: string[]): SetupStep {
  return {
    what: `Debian packages: ${packages.join(", ")}`,
    command: [
      "sh",
      "-c",
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`,
    ],
    needsRoot: true,
  };
}

export type SetupPlan =
  | { kind: "ready" }
  | { kind: "install"; steps: SetupStep[] }
  /** Something only root can install is missing and this user is not root. */
  | { kind: "blocked"; steps: SetupStep[]; message: string };

export function planTestSetup(facts: MachineFacts): SetupPlan {
  const steps: SetupStep[] = [];
  if (!facts.studioPackages) steps.push(STUDIO_INSTALL);
  const debian = [
    ...(facts.chromium ? [] : ["chromium"]),
    ...(facts.koreanFont ? [] : ["fonts-noto-cjk"]),
  ];
  if (debian.length > 0) steps.push(debianInstall(debian));
  if (steps.length === 0) return { kind: "ready" };
  if (!facts.canInstallPackages && steps.some((step) => step.needsRoot)) {
    const missing = debian.join(" ");
    return {
      kind: "blocked",
      steps,
      message: [
        `npm test needs ${missing} from Debian, and only root can install it. Run:`,
        `  sudo apt-get update && sudo apt-get install -y ${missing}`,
        "then npm test again.",
      ].join("\n"),
    };
  }
  return { kind: "install", steps };
}

export function describeStep(step: SetupStep): string {
  return `${step.what}: ${step.command.join(" ")}`;
}
