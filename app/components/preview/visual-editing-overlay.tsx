// Sanity's visual-editing overlay (only ever loaded by ./preview-bar.tsx, in preview mode): inside
// the Studio's Presentation tool, a click on a stega-encoded text opens that field in the Studio,
// an edit re-runs this page's loaders, and a change of perspective (published, drafts, a release)
// is kept in its cookie before they run again (./use-studio-perspective.ts).
import { VisualEditing, type VisualEditingProps } from "@sanity/visual-editing/remix";
import { useCallback } from "react";
import {
  useReloadOnEdit,
  useStudioPerspective,
  type StudioDataset,
} from "./use-studio-perspective";

export default function VisualEditingOverlay({
  studio,
  perspective,
}: {
  studio: StudioDataset;
  perspective: string;
}) {
  useStudioPerspective(studio, perspective);
  const reload = useReloadOnEdit();
  // Stable: the overlay starts again whenever its props change.
  const refresh = useCallback<NonNullable<VisualEditingProps["refresh"]>>(
    (payload, refreshDefault) => (payload.source === "mutation" ? reload() : refreshDefault()),
    [reload],
  );
  return <VisualEditing zIndex={1000} refresh={refresh} />;
}
