import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/log.server";
import {
  noteViewerTokenAccepted,
  noteViewerTokenRefused,
  resetViewerTokenState,
  tokenRefusalStatus,
  viewerTokenState,
} from "./preview-access.server";

afterEach(() => {
  resetViewerTokenState();
  vi.restoreAllMocks();
});

describe("the viewer token's state", () => {
  it("counts only Sanity's 401 and 403 as a refused token", () => {
    expect(tokenRefusalStatus({ statusCode: 401 })).toBe(401);
    expect(tokenRefusalStatus({ statusCode: 403 })).toBe(403);
    for (const other of [{ statusCode: 500 }, { statusCode: 429 }, new Error("timeout"), null])
      expect(tokenRefusalStatus(other)).toBeNull();
  });

  it("logs a refusal once per change of state, and the recovery once", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(log, "info").mockImplementation(() => undefined);
    for (let read = 0; read < 5; read++) noteViewerTokenRefused(401, "preview read");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatchObject({
      event: "preview.token_refused",
      httpStatus: 401,
    });
    expect(viewerTokenState()).toMatchObject({ status: "refused", httpStatus: 401 });
    noteViewerTokenAccepted();
    noteViewerTokenAccepted();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toMatchObject({ event: "preview.token_accepted" });
    noteViewerTokenRefused(403, "health probe");
    expect(error).toHaveBeenCalledTimes(2);
  });
});
