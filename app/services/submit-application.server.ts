// One way in for a class application, shared by POST /api/applications (JSON, the dialog) and
// the /apply page's action (form post, no JavaScript): the same checks in the same order,
// the same Korean messages, the same store.
import { randomUUID } from "node:crypto";
import { cancelDeadline, cancelDeadlinePassed } from "~/domain/cancellation";
import { receiptFacts } from "~/domain/class-facts";
import {
  APPLICATION_MESSAGES,
  IDEMPOTENCY_KEY,
  applicationFormSchema,
  applicationSchema,
  fieldErrorsOf,
  type ApplicationFieldErrors,
} from "~/domain/application";
import { formatLookupCode } from "~/domain/guest-lookup";
import { closedProgramMessage } from "~/domain/recruitment";
import { isSameSubmission, type Application } from "~/records/applications/contract";
import { applicationIdFor, newCancelToken, newLookupCode } from "~/records/applications/key.server";
import { isHoneypotTripped } from "~/security/honeypot";
import {
  rateLimitKeyOf,
  TOO_MANY_REQUESTS_MESSAGE,
  type RateLimitRule,
} from "~/security/rate-limit.server";
import { mailboxOf } from "~/domain/email-address";
import type { ServiceDeps } from "~/services/deps.server";
import { limitsTicket } from "~/services/limits-ticket.server";
import { staffAddress } from "~/services/outbox-mails.server";
import { createdApplicationMails } from "~/services/submit-application-mails.server";

export type SubmissionRequest = {
  /** The submitted fields (a parsed JSON object or FormData entries). */
  values: Record<string, unknown>;
  /** The honeypot field's value, if any. */
  honeypot: unknown;
  /** The client's idempotency key, if it sent one. */
  idempotencyKey: string | undefined;
  clientAddress: string;
  /** The signed-in member's id, or null for a guest (asked only when the application is stored). */
  memberId: () => Promise<string | null>;
  /**
   * The forms (/apply, the dialog) require the consent box; the API takes decision 031's payload
   * without it.
   */
  consentRequired?: boolean;
  /**
   * When the request came in (the action's first moment): the application's time and, when it
   * waits, its place in the line, whatever the limits and reads before the store took.
   */
  receivedAt?: Date;
};

export type SubmissionResult =
  /**
   * `waitingPlace`: the place in the class's waiting list when the application is 대기.
   * `lookupCode`: a new guest application's 조회 코드 (decision 234), to show once; null for a
   * member's, and for a replay (only its hash is kept: the receipt mail has it).
   */
  | {
      ok: true;
      status: 201 | 200;
      application: Application;
      waitingPlace: number | null;
      lookupCode: string | null;
    }
  | {
      ok: false;
      status: 400 | 409 | 422 | 429;
      message: string;
      errors?: ApplicationFieldErrors;
      retryAfterSeconds?: number;
    };

function failure(
  status: 400 | 409 | 422 | 429,
  message: string,
  errors?: ApplicationFieldErrors,
): SubmissionResult {
  return { ok: false, status, message, ...(errors ? { errors } : {}) };
}

/**
 * Order matters: every attempt counts under the loose `applicationAttempt` limit, so a bot
 * sending garbage is throttled; it also counts under `application` before it is checked further
 * (a burst cannot slip past the limit) and is given back there when refused, so that limit
 * counts applications accepted only (decision 181). A valid form with an e-mail also counts
 * under its mailbox, the same way (decision 232). A retry of a stored application (its key) is
 * answered as stored and given its counts back, except the attempt it was.
 */
export async function submitApplication(
  submission: SubmissionRequest,
  deps: SubmissionDeps,
): Promise<SubmissionResult> {
  const ticket = limitsTicket(deps, ACCEPTED_ONLY);
  const receivedAt = submission.receivedAt ?? new Date();
  let result: SubmissionResult | undefined;
  try {
    result = await checkedSubmission(submission, ticket.deps, receivedAt);
    return result;
  } finally {
    // Only a new application stored (201) keeps its counts; a refusal, a replay or a failure gives them back.
    if (!(result?.ok && result.status === 201)) await ticket.refund();
  }
}

/** The limits that count accepted applications only: the address's, and the receipt mailbox's. */
const ACCEPTED_ONLY: ReadonlySet<RateLimitRule> = new Set(["application", "applicationRecipient"]);

/** What a submission works with, written once. */
export type SubmissionDeps = Pick<
  ServiceDeps,
  | "applications"
  | "program"
  | "consumeRateLimit"
  | "reserveRateLimitsAhead"
  | "refundRateLimit"
  | "seatsChanged"
  | "siteSettings"
  | "mailWritten"
  | "siteUrl"
  | "textsOn"
>;

const tooMany = (
  retryAfterSeconds: number,
  message: string = TOO_MANY_REQUESTS_MESSAGE,
  errors?: ApplicationFieldErrors,
): SubmissionResult => ({
  ok: false,
  status: 429,
  message,
  retryAfterSeconds,
  ...(errors ? { errors } : {}),
});

type ParsedForm =
  | ReturnType<typeof applicationSchema.safeParse>
  | ReturnType<typeof applicationFormSchema.safeParse>;

async function checkedSubmission(
  submission: SubmissionRequest,
  deps: SubmissionDeps,
  receivedAt: Date,
): Promise<SubmissionResult> {
  const suppliedKey = submission.idempotencyKey?.trim() || undefined;
  if (suppliedKey !== undefined && !IDEMPOTENCY_KEY.test(suppliedKey)) {
    return failure(400, APPLICATION_MESSAGES.idempotencyKey);
  }
  const idempotencyKey = suppliedKey ?? randomUUID();
  const schema = submission.consentRequired ? applicationFormSchema : applicationSchema;
  const parsed = schema.safeParse(submission.values);

  const decided = await decidedSubmission(parsed, idempotencyKey, submission, deps, receivedAt);
  // A retry of a stored application is answered as stored, whatever refused it this time (a
  // limit, a class closed since): the create finds the key itself, so only a refusal looks.
  if (decided.ok || !suppliedKey || !parsed.success) return decided;
  const stored = await deps.applications.get(applicationIdFor(idempotencyKey));
  if (!stored) return decided;
  return isSameSubmission(stored, { ...parsed.data, programId: Number(parsed.data.programId) })
    ? await answered(200, stored, deps.applications)
    : failure(422, APPLICATION_MESSAGES.idempotencyConflict);
}

async function decidedSubmission(
  parsed: ParsedForm,
  idempotencyKey: string,
  submission: SubmissionRequest,
  deps: SubmissionDeps,
  receivedAt: Date,
): Promise<SubmissionResult> {
  const records = deps.applications;
  const address = submission.clientAddress;
  // Counted by mailbox, so `x+1@` and `x+2@` are one (decision 238).
  const mailbox =
    parsed.success && parsed.data.email ? rateLimitKeyOf(mailboxOf(parsed.data.email)) : null;
  deps.reserveRateLimitsAhead([
    ["applicationAttempt", address],
    ["application", address],
    ...(mailbox ? [["applicationRecipient", mailbox] as const] : []),
  ]);
  const attempts = await deps.consumeRateLimit("applicationAttempt", address);
  if (!attempts.allowed) return tooMany(attempts.retryAfterSeconds);
  // A bot's form is refused before it is counted as an application.
  if (isHoneypotTripped(submission.honeypot)) {
    return failure(400, APPLICATION_MESSAGES.spam);
  }
  const allowed = await deps.consumeRateLimit("application", address);
  if (!allowed.allowed) return tooMany(allowed.retryAfterSeconds);
  if (!parsed.success) {
    return failure(422, APPLICATION_MESSAGES.invalid, fieldErrorsOf(parsed.error));
  }
  if (mailbox) {
    const receipts = await deps.consumeRateLimit("applicationRecipient", mailbox);
    if (!receipts.allowed) {
      const message = APPLICATION_MESSAGES.tooManyForEmail;
      return tooMany(receipts.retryAfterSeconds, message, { email: [message] });
    }
  }

  const programId = Number(parsed.data.programId);
  const program = await deps.program(programId);
  if (!program) {
    return failure(422, APPLICATION_MESSAGES.unknownProgram, {
      programId: [APPLICATION_MESSAGES.unknownProgram],
    });
  }
  if (program.isClosed) {
    const message = closedProgramMessage(program.recruitment, APPLICATION_MESSAGES.closedProgram);
    return failure(422, message, { programId: [message] });
  }

  const { consent, ageConfirm: _ageConfirm, ...fields } = parsed.data;
  const terms = {
    startsOn: program.recruitment.startsOn,
    cancelDeadline: cancelDeadline(program.recruitment),
    facts: receiptFacts(program),
  };
  // Past the class's cancel deadline the applicant cannot cancel online: no link (decision 200).
  const cancelClosed = cancelDeadlinePassed(terms.cancelDeadline, new Date());
  // The single-use cancel link: only its hash is stored, the token goes out in the e-mail.
  const cancelToken = fields.email && !cancelClosed ? newCancelToken() : null;
  const staff = await staffAddress(deps);
  const userId = await submission.memberId();
  // A guest proves the application with it on the look-up page; a member has my page.
  const lookup = userId === null ? newLookupCode() : null;
  const result = await records.create(
    {
      ...fields,
      privacyConsentAt: consent ? new Date().toISOString() : null,
      programId,
      programTitle: program.title,
      userId,
      idempotencyKey,
      capacity: program.recruitment.capacity,
      // A lottery's entry: no seat, no place until the draw (decision 270).
      lottery: Boolean(program.recruitment.lottery),
      cancelTokenHash: cancelToken?.hash ?? null,
      lookupCodeHash: lookup?.hash ?? null,
    },
    // The line follows arrival (decision 228), not the end of the checks above.
    receivedAt,
    // Written in the create's transaction: stored means its mails are stored (decision 161).
    createdApplicationMails({
      siteUrl: deps.siteUrl,
      textsOn: deps.textsOn,
      staff,
      terms: { ...terms, cancelClosed },
      cancelToken: cancelToken?.token ?? null,
      lookupCode: lookup?.code ?? null,
    }),
  );
  if (result.outcome === "conflict") return failure(422, APPLICATION_MESSAGES.idempotencyConflict);
  if (result.outcome === "duplicate") return failure(409, APPLICATION_MESSAGES.alreadyApplied);
  if (result.outcome === "replayed") return answered(200, result.application, records);

  deps.seatsChanged();
  deps.mailWritten();
  return answered(201, result.application, records, lookup?.code ?? null);
}

async function answered(
  status: 200 | 201,
  application: Application,
  records: ServiceDeps["applications"],
  lookupCode: string | null = null,
) {
  return {
    ok: true,
    status,
    application,
    waitingPlace: await records.placeInLine(application),
    lookupCode,
  } as const;
}

/**
 * What the API answers for a stored application (no idempotency key, nothing internal); the
 * 조회 코드 only to the request that made it (decision 234).
 */
export function publicApplication(
  application: Application,
  waitingPlace: number | null,
  lookupCode: string | null = null,
) {
  return {
    id: application.id,
    number: application.number,
    status: application.status,
    waitingPlace,
    programId: application.programId,
    programTitle: application.programTitle,
    name: application.name,
    createdAt: application.createdAt,
    guest: application.userId === null,
    lookupCode: lookupCode && formatLookupCode(lookupCode),
  };
}
