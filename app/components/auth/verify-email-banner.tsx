// My page: the address is not verified yet; one button mails the link again.
import { Form, useNavigation } from "@remix-run/react";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";

export type ResendOutcome = { sent: boolean; message: string } | undefined;

export function VerifyEmailBanner({ email, outcome }: { email: string; outcome: ResendOutcome }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "verify-email";
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="verify-email-heading" className="font-bold">
        {EMAIL_VERIFICATION_MESSAGES.notVerified}
      </h2>
      <p className="mt-1">
        <strong>{email}</strong> — {EMAIL_VERIFICATION_MESSAGES.notVerifiedDetail}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="verify-email" />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "보내는 중..." : EMAIL_VERIFICATION_MESSAGES.resend}
        </button>
      </Form>
      {outcome ? (
        <p
          role={outcome.sent ? "status" : "alert"}
          className={outcome.sent ? "mt-2 text-green-800" : "mt-2 text-red-800"}
        >
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}
