// npm run backup -- --to <gs://bucket/prefix | local folder>   (docs/backups.md, decision 176)
// Plain JavaScript over the server build, so it runs where the site runs: the production image's
// install (no TypeScript tools), e.g. as a Cloud Run job. Locally: `npm run build` first.
import { existsSync } from "node:fs";

if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`The backup needs Node.js 24 or newer; this is ${process.version}.`);
  process.exit(1);
}
const buildDir = process.env.BUILD_DIR ?? "build";
const entry = new URL(`../${buildDir}/server/index.js`, import.meta.url);
if (!existsSync(entry)) {
  console.error(
    `서버 빌드가 없습니다 / no server build at ${entry.pathname}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
/** @type {typeof import("../app/entry.server")} */
const server = (await import(entry.href)).entry.module;
process.exit(await server.runBackup(process.argv.slice(2), process.env));
