// POST /api/applications: the backend contract (decision 031) for the application dialog (JSON in,
// JSON out). The idempotency key comes in the `Idempotency-Key` header (the dialog's way) or,
// for clients that cannot set headers, the body field `idempotencyKey`.
import type { ActionFunctionArgs } from "@remix-run/node";
import { APPLICATION_MESSAGES } from "~/domain/application";
import { jsonAnswer, readJsonObject } from "~/http/json.server";
import { publicApplication, submitApplication } from "~/services/submit-application.server";
import { HONEYPOT_FIELD } from "~/security/honeypot";
import { getSessionUser, serviceDeps } from "~/backends/app.server";

const ALLOW = { Allow: "POST" };

export async function loader() {
  return jsonAnswer({ message: APPLICATION_MESSAGES.methodNotAllowed }, 405, ALLOW);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const receivedAt = new Date(context.receivedAt ?? Date.now());
  if (request.method !== "POST") {
    return jsonAnswer({ message: APPLICATION_MESSAGES.methodNotAllowed }, 405, ALLOW);
  }
  const read = await readJsonObject(request);
  if (!read.ok) return jsonAnswer({ message: read.message }, read.status);

  const headerKey = request.headers.get("idempotency-key") ?? undefined;
  const bodyKey =
    typeof read.body.idempotencyKey === "string" ? read.body.idempotencyKey : undefined;
  if (headerKey && bodyKey && headerKey !== bodyKey) {
    return jsonAnswer({ message: APPLICATION_MESSAGES.idempotencyKey }, 400);
  }
  if (read.body.idempotencyKey != null && bodyKey === undefined) {
    return jsonAnswer({ message: APPLICATION_MESSAGES.idempotencyKey }, 400);
  }

  const result = await submitApplication(
    {
      values: read.body,
      honeypot: read.body[HONEYPOT_FIELD],
      idempotencyKey: headerKey ?? bodyKey,
      clientAddress: context.clientAddress,
      memberId: async () => (await getSessionUser(request))?.uid ?? null,
      receivedAt,
    },
    serviceDeps(),
  );
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
    return jsonAnswer(
      { message: result.message, ...(result.errors ? { errors: result.errors } : {}) },
      result.status,
      headers,
    );
  }
  return jsonAnswer(
    publicApplication(result.application, result.waitingPlace, result.lookupCode),
    result.status,
    result.status === 200 ? { "Idempotent-Replayed": "true" } : {},
  );
}
