// Whether this run is CI's: there a check that cannot run fails instead of skipping (decision 160).
// Apart from emulator-suite.ts so browser tests, which cannot load vitest, can ask too.
export function isCi(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}
