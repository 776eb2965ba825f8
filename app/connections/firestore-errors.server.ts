// Firestore's gRPC status codes the stores act on (https://grpc.github.io/grpc/core/md_doc_statuscodes.html),
// read from the client library's errors in one place.

/** An update() of a document that does not exist (deleted meanwhile). */
export const isNotFound = (error: unknown) => codeOf(error) === 5 || codeOf(error) === "not-found";

/** A create() of a document that exists (another write created it since it was read missing). */
export const isAlreadyExists = (error: unknown) => codeOf(error) === 6;

/** A write whose precondition (e.g. `lastUpdateTime`) no longer holds: the document changed. */
export const isFailedPrecondition = (error: unknown) => codeOf(error) === 9;

/**
 * A conditional write of a document another write changed (or created) since it was read: nothing
 * was committed; read again (a seat claimed, an application stored under the same key, the
 * number counter moved on).
 */
export const isWrittenMeanwhile = (error: unknown) =>
  isAlreadyExists(error) || isFailedPrecondition(error);

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { code?: unknown }).code : null;
}
