// When the store cannot write (a read-only or full database file, a locked database, Firestore
// unreachable), visitors get a Korean 503 instead of "Unexpected Server Error" 500: the record
// facades throw a 503 Response, which Remix sends as it is from the API (JSON `{ message }`) and
// shows through the error boundary on pages (decision 082).
import { log } from "~/log.server";

export const STORE_UNAVAILABLE_MESSAGE =
  "지금은 저장소에 기록할 수 없어 요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.";

export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * How long one store call may take before the visitor is told the store is unavailable. The
 * Firestore client retries an unreachable backend for minutes; a request should not hang that long.
 */
export const STORE_DEADLINE_MS = 20_000;

/** A store call that did not settle within STORE_DEADLINE_MS. */
export class StoreDeadlineError extends Error {
  constructor() {
    super(`the store did not answer within ${STORE_DEADLINE_MS} ms`);
    this.name = "StoreDeadlineError";
  }
}

/** SQLite primary result codes: BUSY, LOCKED, READONLY, IOERR, FULL, CANTOPEN. */
const SQLITE_UNAVAILABLE = new Set([5, 6, 8, 10, 13, 14]);
/** gRPC codes from Firestore: DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, UNAVAILABLE. */
const FIRESTORE_UNAVAILABLE = new Set([4, 8, 14]);

/** Pure: whether `error` says the store cannot be reached or written, rather than a bug. */
export function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof StoreDeadlineError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number")
    return SQLITE_UNAVAILABLE.has(errcode & 0xff);
  return typeof code === "number" && FIRESTORE_UNAVAILABLE.has(code);
}

export function storeUnavailableResponse(): Response {
  return Response.json(
    { message: STORE_UNAVAILABLE_MESSAGE },
    {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": String(STORE_RETRY_AFTER_SECONDS) },
    },
  );
}

function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreDeadlineError()), STORE_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function answerOutage(error: unknown): never {
  if (!isStoreUnavailable(error)) throw error;
  log.error({ error }, "[store] unavailable: answering 503");
  throw storeUnavailableResponse();
}

/**
 * Opens records (their set-up may write: migrations) and returns them with every store outage,
 * sync or async, turned into the 503 answer. A failed opening is retried on the next call.
 */
export function answeringStoreOutages<T extends object>(open: () => T): T {
  let records: T;
  try {
    records = open();
  } catch (error) {
    answerOutage(error);
  }
  return new Proxy(records, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result = value.apply(target, args);
          return result instanceof Promise ? withDeadline(result).catch(answerOutage) : result;
        } catch (error) {
          answerOutage(error);
        }
      };
    },
  });
}
