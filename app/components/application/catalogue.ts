// What the application dialog knows about each class (requirements §3: id, title, description,
// category, schedule), plus whether recruitment has closed. The dialog fetches it
// (routes/resources.application-catalogue).
import type { CatalogueProgram, Category } from "~/content/types";

export type { CatalogueProgram };

/** Spec: case-insensitive search over title and description, within one category or all. */
export function filterCatalogue(
  programs: readonly CatalogueProgram[],
  query: string,
  category: Category | "all",
): CatalogueProgram[] {
  const needle = query.trim().toLocaleLowerCase("ko-KR");
  return programs.filter(
    (p) =>
      (category === "all" || p.category === category) &&
      (needle === "" ||
        p.title.toLocaleLowerCase("ko-KR").includes(needle) ||
        p.description.toLocaleLowerCase("ko-KR").includes(needle)),
  );
}
