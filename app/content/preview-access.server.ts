// Whether Sanity still accepts the site's viewer token (decision 185). A revoked or wrong token is
// the operator's to fix: editors are told that preview is not configured (the page falls back to
// published content), the operator gets one log entry per change, and /healthz/details reports
// it. Visitors never use the viewer token, so nothing changes for them.
import { log, type LogEvent } from "~/log.server";

export type ViewerTokenState =
  | { status: "unchecked" }
  | { status: "accepted"; at: string }
  | { status: "refused"; at: string; httpStatus: number };

const STATE_KEY = Symbol.for("cheongna.viewer-token-state");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: ViewerTokenState };

export function viewerTokenState(): ViewerTokenState {
  return globalState[STATE_KEY] ?? { status: "unchecked" };
}

/** Pure: the HTTP status of a Sanity answer that refused the token (401, 403), or null. */
export function tokenRefusalStatus(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 401 || status === 403 ? status : null;
}

/** Records that Sanity refused the viewer token; logs only when it was not refused already. */
export function noteViewerTokenRefused(httpStatus: number, where: string, now = new Date()) {
  const before = viewerTokenState();
  globalState[STATE_KEY] = { status: "refused", at: now.toISOString(), httpStatus };
  if (before.status === "refused") return;
  log.error(
    { event: "preview.token_refused" satisfies LogEvent, httpStatus, where },
    "Sanity refused SANITY_VIEWER_TOKEN: preview shows published content until a valid Viewer token is set",
  );
}

/** Records that Sanity accepted the viewer token; logs the recovery after a refusal. */
export function noteViewerTokenAccepted(now = new Date()) {
  const before = viewerTokenState();
  globalState[STATE_KEY] = { status: "accepted", at: now.toISOString() };
  if (before.status === "refused")
    log.info(
      { event: "preview.token_accepted" satisfies LogEvent },
      "Sanity accepts SANITY_VIEWER_TOKEN again",
    );
}

/** For tests: back to "unchecked". */
export function resetViewerTokenState() {
  globalState[STATE_KEY] = undefined;
}
