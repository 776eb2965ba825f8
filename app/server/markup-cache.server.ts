// Rendered markup kept by the server (decision 231): the HTML of a ServerMarkup's children with
// `cacheAs`, once per kind and data, so a page rendered on every request (a member's, a cache
// miss) does not render the same cards again. The key is the data itself (its JSON): a change of
// content or of the seats makes a new key, and the oldest entries go once the cache is full.
// The JSON of a data object is kept with the object: the content seam hands renders the same cards
// until a read or the day changes, and the data must not be changed once given.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Entries kept: a few hundred classes, each in two or three kinds of card (about 2 KB each). */
export const MARKUP_CACHE_ENTRIES = 2_000;

/** A cache for one process: the site process makes it and hands it to renders in the load context. */
export function createMarkupCache(entries = MARKUP_CACHE_ENTRIES) {
  const kept = new Map<string, string>();
  const jsonOf = new WeakMap<object, string>();
  const json = (data: unknown): string => {
    if (data === null || typeof data !== "object") return JSON.stringify(data);
    let text = jsonOf.get(data);
    if (text === undefined) jsonOf.set(data, (text = JSON.stringify(data)));
    return text;
  };
  return (kind: string, data: unknown, children: ReactNode): string => {
    const key = `${kind}\u0000${json(data)}`;
    let html = kept.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(children);
      if (kept.size >= entries) kept.delete(kept.keys().next().value!);
      kept.set(key, html);
    }
    return html;
  };
}
