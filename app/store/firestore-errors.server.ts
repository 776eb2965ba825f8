// Firestore's gRPC status codes the stores act on (https://grpc.github.io/grpc/core/md_doc_statuscodes.html),
// read from the client library's errors in one place.

/** A create() of a document that exists (another write created it since it was read missing). */
export const isAlreadyExists = (error: unknown) => codeOf(error) === 6;

/** A write whose precondition (e.g. `lastUpdateTime`) no longer holds: the document changed. */
export const isFailedPrecondition = (error: unknown) => codeOf(error) === 9;

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { code?: unknown }).code : null;
}
