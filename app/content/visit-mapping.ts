// From the FAQ and directions query results to their view models (./mapping.ts holds the rest;
// these two stand apart to keep that file small). Pure.
import { toImageView, type ImageSource } from "./images";
import type { DIRECTIONS_QUERY_RESULT, FAQS_QUERY_RESULT } from "./sanity.types";
import type { Directions, Faq } from "./types";

export type FaqResult = FAQS_QUERY_RESULT[number];
export type DirectionsResult = DIRECTIONS_QUERY_RESULT;

/** Paragraphs of a plain-text field: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Questions with both a question and an answer, in the query's order; ids stay unique. */
export function toFaqs(raws: FaqResult[] | null): Faq[] {
  const seen = new Set<string>();
  return (raws ?? []).flatMap((raw) => {
    const question = raw.question?.trim() ?? "";
    const answer = paragraphsOf(raw.answer);
    // A draft's id ("drafts.x") in the Studio's preview is the published one's: shown once.
    const id = raw.id.replace(/^drafts\./, "");
    if (!question || answer.length === 0 || seen.has(id)) return [];
    seen.add(id);
    return [{ id, question, answer }];
  });
}

/** The directions, or null when the settings give neither an address nor any way to get there. */
export function toDirections(raw: DirectionsResult, source: ImageSource): Directions | null {
  const address = raw?.address?.trim() ?? "";
  const transit = paragraphsOf(raw?.transit);
  const parking = paragraphsOf(raw?.parking);
  const map = toImageView(raw?.map, source, "detail", address ? `약도: ${address}` : "약도");
  if (!address && transit.length === 0 && parking.length === 0 && !map) return null;
  return { address, transit, parking, map };
}
