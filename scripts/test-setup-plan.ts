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
  /** The major version of the `java` on PATH, or null (the Firestore emulator needs 17+). */
  javaMajor: number | null;
  /** The Firestore emulator's jar: where it is looked for, whether it is there, and whether that
   * is where the Debian package puts it (else FIRESTORE_EMULATOR_JAR chose the path). */
  firestoreEmulatorJar: { path: string; exists: boolean; packaged: boolean };
  /** firebase-tools (the Auth emulator) is installed: node_modules/.bin/firebase. */
  firebaseTools: boolean;
  /** Of the Debian packages asked about, those apt can install here (a candidate after update). */
  aptInstallable: string[];
  /** CI=true: an emulator that cannot be had stops the run (decision 160). */
  ci: boolean;
};

export type SetupStep = { what: string; command: string[]; needsRoot: boolean };

export const APT_PACKAGES = ["chromium", "fonts-noto-cjk"];
export const MIN_JAVA = 17;
/** Java 17+ runtimes, in order of preference; which exist depends on the Debian release. */
export const JAVA_PACKAGES = [
  "openjdk-17-jre-headless",
  "openjdk-21-jre-headless",
  "default-jre-headless",
];
export const FIRESTORE_EMULATOR_PACKAGE = "google-cloud-cli-firestore-emulator";
/** The Debian packages whose availability decides how the emulators' pieces can be had. */
export const EMULATOR_APT_PACKAGES = [...JAVA_PACKAGES, FIRESTORE_EMULATOR_PACKAGE];

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
  /** `warnings`: emulator pieces missing outside CI; their suites will skip and be listed. */
  | { kind: "ready"; warnings: string[] }
  | { kind: "install"; steps: SetupStep[]; warnings: string[] }
  /** Something is missing that this run cannot install; `message` says how to get it. */
  | { kind: "blocked"; steps: SetupStep[]; message: string };

const GOOGLE_REPO_HOWTO = [
  "  The Firestore emulator is the Debian package google-cloud-cli-firestore-emulator from Google's",
  "  Cloud SDK repository (https://cloud.google.com/sdk/docs/install#deb):",
  "    curl -fsSL https://packages.cloud.google.com/apt/doc/apt-key.gpg | sudo gpg --dearmor -o /usr/share/keyrings/cloud.google.gpg",
  '    echo "deb [signed-by=/usr/share/keyrings/cloud.google.gpg] https://packages.cloud.google.com/apt cloud-sdk main" | sudo tee /etc/apt/sources.list.d/google-cloud-sdk.list',
  `    sudo apt-get update && sudo apt-get install -y ${FIRESTORE_EMULATOR_PACKAGE}`,
  "  or, with the gcloud CLI: gcloud components install cloud-firestore-emulator, then set",
  "  FIRESTORE_EMULATOR_JAR to the cloud-firestore-emulator.jar it put under platform/.",
].join("\n");

/** Pure: the emulators' pieces that are missing, as Debian packages to install or as how-tos. */
function emulatorNeeds(facts: MachineFacts): { debian: string[]; howTo: string[] } {
  const debian: string[] = [];
  const howTo: string[] = [];
  if (facts.javaMajor === null || facts.javaMajor < MIN_JAVA) {
    const found = facts.javaMajor === null ? "no java on PATH" : `java ${facts.javaMajor} on PATH`;
    const java = JAVA_PACKAGES.find((name) => facts.aptInstallable.includes(name));
    if (java) debian.push(java);
    else howTo.push(`${found}; the Firestore emulator needs Java ${MIN_JAVA}+ (e.g. Temurin 17)`);
  }
  const jar = facts.firestoreEmulatorJar;
  if (!jar.exists) {
    if (!jar.packaged) {
      howTo.push(`FIRESTORE_EMULATOR_JAR is ${jar.path}, and there is no file there`);
    } else if (facts.aptInstallable.includes(FIRESTORE_EMULATOR_PACKAGE)) {
      debian.push(FIRESTORE_EMULATOR_PACKAGE);
    } else {
      howTo.push(`the Firestore emulator's jar is not at ${jar.path}\n${GOOGLE_REPO_HOWTO}`);
    }
  }
  if (!facts.firebaseTools) {
    howTo.push("firebase-tools (the Auth emulator) is not in node_modules: run npm ci");
  }
  return { debian, howTo };
}

export function planTestSetup(facts: MachineFacts): SetupPlan {
  const steps: SetupStep[] = [];
  if (!facts.studioPackages) steps.push(STUDIO_INSTALL);
  const required = [
    ...(facts.chromium ? [] : ["chromium"]),
    ...(facts.koreanFont ? [] : ["fonts-noto-cjk"]),
  ];
  const emulators = emulatorNeeds(facts);
  const canInstallEmulators = facts.canInstallPackages && emulators.debian.length > 0;
  const debian = [...required, ...(canInstallEmulators ? emulators.debian : [])];
  if (debian.length > 0) steps.push(debianInstall(debian));

  // What cannot be installed here: how-tos, and emulator packages when not root.
  const unobtainable = [
    ...emulators.howTo,
    ...(canInstallEmulators || emulators.debian.length === 0
      ? []
      : [
          `Debian packages ${emulators.debian.join(", ")} (root only): sudo apt-get update && sudo apt-get install -y ${emulators.debian.join(" ")}`,
        ]),
  ];
  if (!facts.canInstallPackages && required.length > 0) {
    const missing = required.join(" ");
    return {
      kind: "blocked",
      steps,
      message: [
        `npm test needs ${missing} from Debian, and only root can install it. Run:`,
        `  sudo apt-get update && sudo apt-get install -y ${missing}`,
        ...(unobtainable.length > 0 ? ["and for the emulators:", ...unobtainable] : []),
        "then npm test again.",
      ].join("\n"),
    };
  }
  if (facts.ci && unobtainable.length > 0) {
    return {
      kind: "blocked",
      steps,
      message: [
        "Under CI every suite on the Firestore and Auth emulators must run (decision 160), and this",
        "machine cannot start them:",
        ...unobtainable.map((line) => `- ${line}`),
      ].join("\n"),
    };
  }
  const warnings = unobtainable.map(
    (line) => `the emulator suites will be skipped (and listed at the end): ${line}`,
  );
  return steps.length === 0 ? { kind: "ready", warnings } : { kind: "install", steps, warnings };
}

export function describeStep(step: SetupStep): string {
  return `${step.what}: ${step.command.join(" ")}`;
}
