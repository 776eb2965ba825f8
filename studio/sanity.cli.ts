import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    // The site's queries (app/content/queries.ts) typed against this Studio's schema.
    path: "../app/content/**/*.ts",
    schema: "schema.json",
    // The override lets `npm run test:studio` regenerate into a temporary file and compare.
    generates: process.env.SANITY_TYPEGEN_OUTPUT || "../app/content/sanity.types.ts",
    overloadClientMethods: false,
    formatGeneratedCode: false,
  },
});
