// /applications/lookup/phone: 비회원 신청을 전화번호 인증으로 조회·취소 (issue 48 §4, decision 269).
// The visitor types the phone, gets a one-time code by text, types it, and sees that phone's guest
// applications with a cancel button each. Nothing acts on a GET; codes sent are limited per
// address and per phone, wrong codes per phone, all in the shared rate-limit store.
import { data } from "@remix-run/node";
import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { rateLimits, serviceDeps, getSettings } from "~/backends/app.server";
import { sendTextNow } from "~/jobs/text-sender.server";
import { AuthShell } from "~/components/auth/auth-shell";
import { fieldClass, HiddenFields } from "~/components/ui/forms";
import { GUEST_CANCEL_NOTICES, type GuestNotice } from "~/domain/cancellation";
import { Notice } from "~/components/application/guest-cancel";
import { isKoreanMobile } from "~/domain/phone";
import { PHONE_CODE, PHONE_PROOF_MESSAGES } from "~/domain/phone-proof";
import { rateLimitKeyOf, TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { privateHeadersWithRetryAfter } from "~/security/retry-after";
import { cancelByApplicant } from "~/services/cancel-application.server";
import { guestView, type GuestView } from "~/services/guest-application.server";
import {
  applicationsOfPhone,
  proofHolds,
  provePhone,
  sendPhoneCode,
  type CodeTicket,
  type PhoneProof,
} from "~/services/phone-proof.server";
import { privateMeta } from "~/seo/private-meta";

const NO_STORE = { "Cache-Control": "private, no-store" };

type Answer = {
  error?: string;
  notice?: GuestNotice;
  ticket?: CodeTicket;
  proof?: PhoneProof;
  list?: (GuestView & { id: string })[];
};
const answer = (body: Answer, status = 200, retryAfter?: number) =>
  data(body, {
    status,
    headers: retryAfter ? { ...NO_STORE, "Retry-After": String(retryAfter) } : NO_STORE,
  });

const text = (max: number) => z.string().trim().max(max);
const ticketSchema = z.object({ phone: text(13), expires: z.coerce.number(), mac: text(64) });
const proofSchema = z.object({ phone: text(13), until: z.coerce.number(), proof: text(64) });

export const headers = privateHeadersWithRetryAfter;

export async function loader() {
  return data(null, { headers: NO_STORE });
}

async function listed(phone: string, proof: PhoneProof, notice?: Answer["notice"]) {
  const deps = serviceDeps();
  const found = await applicationsOfPhone(phone, deps);
  const list = await Promise.all(
    found.map(async (a) => ({ ...(await guestView(a, deps)), id: a.id })),
  );
  return answer({
    proof,
    list,
    notice: notice ?? (list.length ? undefined : { ok: true, message: PHONE_PROOF_MESSAGES.none }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const secret = getSettings().sessionSecret;
  const intent = String(form.intent ?? "");

  if (intent === "send") {
    const phone = String(form.phone ?? "").trim();
    if (!isKoreanMobile(phone)) return answer({ error: PHONE_PROOF_MESSAGES.phone }, 400);
    for (const [rule, key] of [
      ["phoneCodeAddress", context.clientAddress],
      ["phoneCodePhone", rateLimitKeyOf(phone.replace(/\D/g, ""))],
    ] as const) {
      const limit = await rateLimits.consume(rule, key);
      if (!limit.allowed)
        return answer({ error: TOO_MANY_REQUESTS_MESSAGE }, 429, limit.retryAfterSeconds);
    }
    let sent = true;
    const ticket = await sendPhoneCode(phone, secret, async (t) => {
      sent = await sendTextNow(t);
    });
    if (!ticket) return answer({ error: PHONE_PROOF_MESSAGES.phone }, 400);
    if (!sent) return answer({ error: PHONE_PROOF_MESSAGES.off }, 503);
    return answer({ ticket, notice: { ok: true, message: PHONE_PROOF_MESSAGES.sent } });
  }

  if (intent === "verify") {
    const ticket = ticketSchema.safeParse(form);
    const code = String(form.code ?? "").replace(/\D/g, "");
    if (!ticket.success) return answer({ error: PHONE_PROOF_MESSAGES.wrongCode }, 400);
    const failureKey = rateLimitKeyOf(ticket.data.phone.replace(/\D/g, ""));
    const allowed = await rateLimits.check("phoneCodeFailure", failureKey);
    if (!allowed.allowed)
      return answer({ error: TOO_MANY_REQUESTS_MESSAGE }, 429, allowed.retryAfterSeconds);
    const proof = PHONE_CODE.test(code) ? provePhone(ticket.data, code, secret) : null;
    if (!proof) {
      await rateLimits.recordFailure("phoneCodeFailure", failureKey);
      return answer({ error: PHONE_PROOF_MESSAGES.wrongCode, ticket: ticket.data }, 400);
    }
    return listed(proof.phone, proof);
  }

  if (intent === "cancel") {
    const proof = proofSchema.safeParse(form);
    if (!proof.success || !proofHolds(proof.data, secret))
      return answer({ error: PHONE_PROOF_MESSAGES.expired }, 401);
    const deps = serviceDeps();
    const mine = (await applicationsOfPhone(proof.data.phone, deps)).find((a) => a.id === form.id);
    if (!mine) return listed(proof.data.phone, proof.data, GUEST_CANCEL_NOTICES["not-found"]);
    const cancel = await cancelByApplicant(mine, deps);
    return listed(proof.data.phone, proof.data, GUEST_CANCEL_NOTICES[cancel.outcome]);
  }
  return answer({ error: PHONE_PROOF_MESSAGES.phone }, 400);
}

export default function PhoneLookupPage() {
  const reply = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  const proof = reply?.proof;

  return (
    <AuthShell
      title="전화번호로 신청 조회"
      footer={
        <span>
          신청번호와 조회 코드가 있으면{" "}
          <Link to="/applications/lookup" className="underline">
            신청 조회·취소
          </Link>
          에서 바로 볼 수 있습니다.
        </span>
      }
    >
      {reply?.error ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-800">
          {reply.error}
        </p>
      ) : null}
      {reply?.notice ? <Notice notice={reply.notice} /> : null}
      {!proof ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="send" />
          <label className="block text-sm font-semibold text-ink" htmlFor="phone">
            신청할 때 입력한 휴대전화 번호
          </label>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            defaultValue={reply?.ticket?.phone}
            className={fieldClass(false)}
          />
          <button type="submit" className="btn-secondary w-full" disabled={busy}>
            {reply?.ticket ? "인증번호 다시 받기" : "인증번호 받기"}
          </button>
        </Form>
      ) : null}
      {reply?.ticket && !proof ? (
        <Form method="post" className="mt-4 space-y-3">
          <HiddenFields values={{ intent: "verify", ...reply.ticket }} />
          <label className="block text-sm font-semibold text-ink" htmlFor="code">
            문자로 받은 인증번호 6자리
          </label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            className={fieldClass(false)}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            확인하고 신청 보기
          </button>
        </Form>
      ) : null}
      {proof && reply?.list ? (
        <ul aria-label="이 번호로 한 신청" className="mt-2 space-y-4">
          {reply.list.map((a) => (
            <li key={a.id} className="border-t border-slate-100 pt-4 text-sm">
              <p className="font-semibold">
                {a.number} · {a.programTitle}
              </p>
              <p className="text-muted">
                {a.createdAt} · <span data-testid="phone-lookup-status">{a.status}</span>
              </p>
              {a.mayCancel ? (
                <Form method="post" className="mt-2">
                  <HiddenFields values={{ intent: "cancel", id: a.id, ...proof }} />
                  <button type="submit" className="btn-secondary w-full" disabled={busy}>
                    이 신청 취소하기
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </AuthShell>
  );
}

export const meta = privateMeta({
  title: "전화번호로 신청 조회",
  description: "비회원 신청을 휴대전화 문자 인증으로 확인하고 취소합니다.",
});
