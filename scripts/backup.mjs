// npm run backup -- --to <gs://bucket/prefix | local folder>   (docs/backups.md, decision 176)
// Plain JavaScript over the server build, so it runs where the site runs: the production image's
// install (no TypeScript tools), e.g. as a Cloud Run job. Locally: `npm run build` first.
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`The backup needs Node.js 24 or newer; this is ${process.version}.`);
  process.exit(1);
}
const buildDir = process.env.BUILD_DIR ?? "build";
const entry = new URL(`../${buildDir}/server/index.js`, import.meta.url);
/** @type {typeof import("../app/entry.server")} */
let server;
try {
  server = (await import(entry.href)).entry.module;
} catch (error) {
  if (/** @type {{ code?: string }} */ (error).code !== "ERR_MODULE_NOT_FOUND") throw error;
  console.error(
    `서버 빌드가 없습니다 / no server build at ${entry.pathname}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
process.exit(await server.runBackup(process.argv.slice(2), process.env));
