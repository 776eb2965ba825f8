import { koKRLocale } from "@sanity/locale-ko-kr";
import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { dataset, projectId } from "./env";
import { presentation } from "./presentation";
import { schemaTypes, SINGLETONS } from "./schemaTypes";
import { structure } from "./structure";

const singletonTypes = new Set<string>(SINGLETONS.map((s) => s.type));
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "청라 문화교육센터",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure, title: "콘텐츠" }),
    presentation,
    visionTool({ title: "GROQ 조회" }),
    koKRLocale(),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created again from the "new document" menu.
    templates: (templates) => templates.filter((t) => !singletonTypes.has(t.schemaType)),
  },
  document: {
    // …nor duplicated or deleted.
    actions: (actions, context) =>
      singletonTypes.has(context.schemaType)
        ? actions.filter((a) => a.action && singletonActions.has(a.action))
        : actions,
  },
});
