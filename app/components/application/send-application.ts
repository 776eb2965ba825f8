// The dialog's call to POST /api/applications (requirements §3, decision 031): JSON in, JSON out; a non-OK
// answer's `message` becomes the error, with the fallbacks of requirements §3.
import { APPLICATION_MESSAGES, type ApplicationFieldErrors } from "~/domain/application";

export type ApplicationReceipt = {
  id: string;
  number: number;
  programTitle: string;
  createdAt: string;
  /** 접수, or 대기 with the place in the class's waiting list. */
  status: string;
  waitingPlace: number | null;
  /** Made without signing in: the guest comes back with the 조회 코드 (decision 234). */
  guest?: boolean;
  /** The guest's 조회 코드 (ABCD-1234), only in the answer that stored the application. */
  lookupCode?: string | null;
  /** Whether the form gave an e-mail address (set by the dialog): what the receipt may promise. */
  emailGiven?: boolean;
  /** The class's 개강일 and 취소 마감 from the dialog's catalogue, when it has them. */
  termsLine?: string | null;
  /** The warning that it cannot be cancelled online (past the deadline), from the catalogue. */
  lateNote?: string | null;
};

export type SendResult =
  | { ok: true; receipt: ApplicationReceipt }
  | { ok: false; status: number; message: string; errors?: ApplicationFieldErrors };

/** Beyond this the visitor is told the network failed (a retry with the same key is safe). */
const TIMEOUT_MS = 30_000;

export async function sendApplication(
  values: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch("/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 500, message: APPLICATION_MESSAGES.network };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) {
    if (body && typeof body.number === "number")
      return { ok: true, receipt: body as ApplicationReceipt };
    return { ok: false, status: response.status, message: APPLICATION_MESSAGES.network };
  }
  const message =
    typeof body?.message === "string" && body.message
      ? body.message
      : APPLICATION_MESSAGES.serverFallback;
  const errors =
    body?.errors && typeof body.errors === "object"
      ? (body.errors as ApplicationFieldErrors)
      : undefined;
  return { ok: false, status: response.status, message, ...(errors ? { errors } : {}) };
}
