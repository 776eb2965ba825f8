// Writes the bundled dataset, studio/seed/production.ndjson, from the seed sources beside it.
// Run: npx tsx studio/seed/build-dataset.ts   (output is committed; a test checks it is current)
// The file is in Sanity's export format: it is what the site reads when no Sanity project is
// configured, and what `sanity dataset import` loads into a new project.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { faqDocuments } from "./content/faqs";
import { homePageDocument } from "./content/home";
import { noticeDocuments } from "./content/notices";
import { pageDocuments } from "./content/pages";
import { programDocuments } from "./content/programs";
import { siteSettingsDocument } from "./content/settings";
import { videoLectureDocuments } from "./content/videos";

const here = path.dirname(fileURLToPath(import.meta.url));
export const DATASET_FILE = path.join(here, "production.ndjson");

export function datasetText(): string {
  const documents = [
    siteSettingsDocument(),
    homePageDocument(),
    ...programDocuments(),
    ...pageDocuments(),
    ...videoLectureDocuments(),
    ...noticeDocuments(),
    ...faqDocuments(),
  ];
  return documents.map((d) => JSON.stringify(d)).join("\n") + "\n";
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = datasetText();
  writeFileSync(DATASET_FILE, text);
  console.log(`wrote ${text.trim().split("\n").length} documents to ${DATASET_FILE}`);
}
