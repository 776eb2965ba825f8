// The editor's perspective while the Presentation tool is open (decision 203), the
// way Sanity documents it for Remix: the Studio says the new perspective over comlink, the site
// keeps it in the `sanity-preview-perspective` cookie, then reloads the page's data.
//
// @sanity/visual-editing 4.0.3 (the last line for React 18 and Remix 2) has no
// `onPerspectiveChange`, so this opens the channel Sanity's loaders use (@sanity/core-loader's
// `useLiveMode({onPerspective})`): a comlink node named "loaders" that hears `loader/perspective`.
import { useRevalidator } from "@remix-run/react";
import { createNode, createNodeMachine } from "@sanity/comlink";
import {
  createCompatibilityActors,
  type LoaderControllerMsg,
  type LoaderNodeMsg,
} from "@sanity/presentation-comlink";
import { useEffect, useRef } from "react";
import { parsePreviewPerspective, perspectiveValue } from "~/content/preview-perspective";

export type StudioDataset = { projectId: string; dataset: string };

/** Posts a perspective to the site; true when it was kept. */
export async function keepPerspective(value: string): Promise<boolean> {
  const response = await fetch("/api/preview-mode/perspective", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ perspective: value }),
  });
  return response.ok;
}

/**
 * Listens for the Studio's perspective; when it differs from `current` (the cookie's, from the
 * root loader) it is kept and the page's loaders run again.
 */
export function useStudioPerspective(target: StudioDataset, current: string) {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, current });
  latest.current = { revalidator, current };

  useEffect(() => {
    const node = createNode<LoaderNodeMsg, LoaderControllerMsg>(
      { name: "loaders", connectTo: "presentation" },
      createNodeMachine<LoaderNodeMsg, LoaderControllerMsg>().provide({
        actors: createCompatibilityActors<LoaderNodeMsg>(),
      }),
    );
    node.on("loader/perspective", (data) => {
      if (data.projectId !== target.projectId || data.dataset !== target.dataset) return;
      const perspective = parsePreviewPerspective(data.perspective);
      if (!perspective) return;
      const value = perspectiveValue(perspective);
      const before = latest.current.current;
      if (value === before) return;
      latest.current.current = value;
      // Not kept (offline for a moment, preview ended): the same choice sent again tries again.
      const forget = () => void (latest.current.current = before);
      void keepPerspective(value).then(
        (kept) => (kept ? latest.current.revalidator.revalidate() : forget()),
        forget,
      );
    });
    return node.start();
  }, [target.projectId, target.dataset]);
}

/**
 * The overlay's refresh after an edit. With the "loaders" node above connected, the Studio marks
 * edits `livePreviewEnabled` and the overlay's default would skip them, but no live query updates
 * this page: its loaders always run again (the field is deprecated; the app decides).
 */
export function useReloadOnEdit() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    if (revalidator.state === "idle") for (const done of waiting.current.splice(0)) done();
  }, [revalidator.state]);
  const refresh = useRef(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        latest.current.revalidate();
      }),
  );
  return refresh.current;
}
