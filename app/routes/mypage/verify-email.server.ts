// My page's "인증 메일 다시 보내기" form (intent "verify-email"): at most a few mails per hour per
// account and per client address (each limit counts every send), answered 429 with Retry-After
// once used up.
import { data } from "@remix-run/node";
import { getAccountsService, rateLimits, getSettings } from "~/backends/app.server";
import type { SessionUser } from "~/domain/session-user";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { log } from "~/log.server";

export async function resendVerificationMail(user: SessionUser, clientAddress: string) {
  const reply = (sent: boolean, message: string, init?: ResponseInit) =>
    data(
      {
        intent: "verify-email" as const,
        result: undefined,
        saved: false,
        verification: { sent, message },
      },
      init,
    );
  for (const [rule, key] of [
    ["verificationMail", user.uid],
    ["verificationMailAddress", clientAddress],
  ] as const) {
    const limit = await rateLimits.consume(rule, key);
    if (!limit.allowed) {
      return reply(false, EMAIL_VERIFICATION_MESSAGES.tooMany, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }
  }
  try {
    const outcome = await getAccountsService().sendEmailVerification(
      user.uid,
      getSettings().siteUrl,
    );
    return reply(
      true,
      outcome === "sent"
        ? EMAIL_VERIFICATION_MESSAGES.sent
        : EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
    );
  } catch (error) {
    log.error({ error }, "[verify-email] the verification mail could not be sent");
    return reply(false, EMAIL_VERIFICATION_MESSAGES.sendFailed, { status: 503 });
  }
}
