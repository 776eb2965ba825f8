// Runs a TypeScript script through Vite's SSR loader, so it resolves the app exactly as the
// server does (the ~/ alias, ?raw imports of the bundled content dataset, .server modules).
// Usage: node scripts/run-with-vite.mjs scripts/seed-demo.ts   (the module's default export runs;
// a number it returns is the exit code)
import * as vite from "vite";
import { viteLoader } from "./run-job.mjs";

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node scripts/run-with-vite.mjs <script.ts>");
  process.exit(2);
}
const server = await viteLoader(vite);
let code = 0;
try {
  const script = await server.ssrLoadModule(`/${entry.replace(/^\.?\//, "")}`);
  const returned = await script.default();
  if (typeof returned === "number") code = returned;
} catch (error) {
  code = 1;
  console.error(error);
} finally {
  await server.close();
}
process.exit(code);
