// Sanity's visual-editing overlay (only ever loaded by ./preview-bar.tsx, in preview mode): inside
// the Studio's Presentation tool, a click on a stega-encoded text opens that field in the Studio,
// and an edit re-runs this page's loaders.
import { VisualEditing } from "@sanity/visual-editing/remix";

export default function VisualEditingOverlay() {
  return <VisualEditing zIndex={1000} />;
}
