import path from "node:path";
import type { Rollup } from "vite";

/**
 * Our own modules that the root route imports statically are loaded on every page anyway, so
 * they go into one "shell" chunk instead of a dozen small ones: one request and one gzip
 * dictionary instead of many (decision 064). Packages keep Vite's own chunking.
 */
export function shellChunk(rootFile: string): Rollup.ManualChunksOption {
  const root = path.resolve(rootFile);
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    shell ??= staticImportsOf(root, getModuleInfo);
    if (shell.has(id) && !id.includes("/node_modules/") && !id.includes("?")) return "shell";
    // Hydration's react-dom/client wrapper: also imported by the preview overlay (loaded only in
    // preview), which would otherwise split it into a chunk of its own that every page loads.
    if (id.includes("/node_modules/react-dom/client.js")) return "shell";
    // A class card and the rules it shows (badge words, price, schedule) travel together: every
    // page with a card needs all of them, so one chunk instead of four small ones. The period
    // rules and Seoul date formatters stay out: a card does not need them.
    if (CARD_MODULES.some((name) => id.endsWith(name))) return "program-card";
  };
}

const CARD_MODULES = [
  "/app/components/programs/program-card.tsx",
  "/app/components/programs/program-badges.tsx",
  "/app/domain/recruitment-badge.ts",
  "/app/domain/program.ts",
  "/app/content/types.ts",
];

function staticImportsOf(entry: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set<string>([entry]);
  const visit = (id: string) => {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  return seen;
}
