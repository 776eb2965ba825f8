// The contact page's server half: the form's honeypot, validation and rate limit, the member who
// sends it, the confirmation after the redirect. Storing and announcing the inquiry is the
// submitInquiry use case (services/inquiries.server.ts).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "@remix-run/node";
import { contactFormSchema, InquiryNotFoundError, type ContactFormState } from "~/domain/inquiry";
import { formatPhoneInput, normalizePhone } from "~/domain/phone";
import type { Inquiry } from "~/records/inquiries/contract";
import {
  getInquiryStore,
  getSessionUser,
  getUserStore,
  rateLimits,
  serviceDeps,
} from "~/backends/app.server";
import { honeypotValue, isHoneypotTripped } from "~/security/honeypot";
import { TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { submitInquiry } from "~/services/inquiries.server";

export const CONTACT_MESSAGES = {
  rejected: "요청을 처리할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.",
  invalid: "입력 정보를 다시 확인해주세요.",
} as const;

export type ContactResult =
  | { outcome: "created"; inquiry: Inquiry }
  | {
      outcome: "invalid";
      status: 400 | 429;
      reply: SubmissionResult<string[]>;
      retryAfterSeconds?: number;
    };

export async function submitContactForm(
  request: Request,
  context: AppLoadContext,
): Promise<ContactResult> {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactFormSchema });
  if (isHoneypotTripped(honeypotValue(formData))) {
    return {
      outcome: "invalid",
      status: 400,
      reply: submission.reply({ formErrors: [CONTACT_MESSAGES.rejected] }),
    };
  }
  if (submission.status !== "success") {
    return { outcome: "invalid", status: 400, reply: submission.reply() };
  }
  // Counted after validation, so a visitor correcting a typo is not locked out.
  const limit = await rateLimits.consume("inquiry", context.clientAddress);
  if (!limit.allowed) {
    return {
      outcome: "invalid",
      status: 429,
      reply: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE] }),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const user = await getSessionUser(request);
  const form = submission.value;
  const inquiry = await submitInquiry(
    {
      name: form.name,
      email: form.email,
      phone: form.phone ? normalizePhone(form.phone) : "",
      category: form.category,
      title: form.title,
      message: form.message,
      userId: user?.uid ?? null,
      // The schema refuses a form without the ticked consent: reaching here means it was given now.
      privacyConsentAt: new Date().toISOString(),
    },
    serviceDeps(),
  );
  return { outcome: "created", inquiry };
}

/** What the contact page needs besides its content: prefill for members and the confirmation. */
export async function loadContactFormState(request: Request): Promise<ContactFormState> {
  const user = await getSessionUser(request);
  const profile = user ? await getUserStore().get(user.uid) : null;
  const receivedId = new URL(request.url).searchParams.get(RECEIVED_PARAM);
  let received: ContactFormState["received"] = null;
  if (receivedId) {
    // The id is an unguessable UUID handed only to whoever sent the inquiry; number, title and
    // whether the answer goes by mail only.
    const inquiry = await getInquiryStore()
      .get(receivedId)
      .catch((error: unknown) => {
        if (error instanceof InquiryNotFoundError) return null;
        throw error;
      });
    if (inquiry)
      received = {
        sequenceNumber: inquiry.sequenceNumber,
        title: inquiry.title,
        byEmail: Boolean(inquiry.email),
      };
  }
  return {
    defaults: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: profile?.phoneNumber ? formatPhoneInput(profile.phoneNumber) : "",
    },
    isMember: Boolean(user),
    textsOn: serviceDeps().textsOn ?? false,
    received,
  };
}

export const RECEIVED_PARAM = "received";

/** Where the browser goes after a successful submission (Post/Redirect/Get). */
export function receivedLocation(inquiry: Inquiry): string {
  return `/contact?${RECEIVED_PARAM}=${encodeURIComponent(inquiry.id)}#contact-form`;
}
