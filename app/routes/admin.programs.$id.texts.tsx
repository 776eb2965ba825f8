// /admin/programs/:id/texts: staff text a class's applicants (issue 48 §5) — seated, waiting or
// both, one text per mobile number. 미리보기 shows the text, the count and the estimated cost;
// 보내기 records the sending in the access records, then writes the texts for the text sender.
// Informational only: the page says so where staff write (decision 268). Administrators only.
import { adminPageMeta } from "~/seo/private-meta";
import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  getApplicationStore,
  getProgramWithSeats,
  requireAdmin,
  requireAdminAccess,
  getSettings,
} from "~/backends/app.server";
import { sendTextNow } from "~/jobs/text-sender.server";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { fieldClass } from "~/components/ui/forms";
import {
  STAFF_TEXT_AUDIENCES,
  STAFF_TEXT_MESSAGES,
  STAFF_TEXT_NOTE,
  staffTextPreview,
  staffTextSchema,
  type StaffTextAudience,
} from "~/domain/staff-texts";
import { sendStaffText, staffTextRecipients } from "~/services/staff-texts.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

async function classOf(id: string | undefined) {
  const program = Number.isInteger(Number(id)) ? await getProgramWithSeats(Number(id)) : null;
  if (!program) throw data({ message: "없는 프로그램입니다." }, { status: 404 });
  return program;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const program = await classOf(params.id);
  const store = getApplicationStore();
  const counts = {} as Record<StaffTextAudience, number>;
  for (const audience of Object.keys(STAFF_TEXT_AUDIENCES) as StaffTextAudience[])
    counts[audience] = (await staffTextRecipients(store, program.id, audience)).length;
  return data(
    { id: program.id, title: program.title, counts, textsOn: getSettings().textPath !== "off" },
    { headers: NO_STORE },
  );
}

type Answer = {
  error?: string;
  preview?: ReturnType<typeof staffTextPreview>;
  sent?: number;
  values?: { audience: string; body: string };
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
  const program = await classOf(params.id);
  const form = Object.fromEntries(await request.formData());
  const values = { audience: String(form.audience ?? ""), body: String(form.body ?? "") };
  const parsed = staffTextSchema.safeParse(values);
  if (!parsed.success)
    return data<Answer>(
      { error: parsed.error.issues[0]?.message ?? STAFF_TEXT_MESSAGES.body, values },
      { status: 400, headers: NO_STORE },
    );
  const { audience, body } = parsed.data;
  const store = getApplicationStore();
  const recipients = (await staffTextRecipients(store, program.id, audience)).length;
  const preview = staffTextPreview(program.title, body, recipients);
  if (!preview.fits)
    return data<Answer>(
      { error: STAFF_TEXT_MESSAGES.tooLong, values },
      { status: 400, headers: NO_STORE },
    );
  if (form.intent !== "send") return data<Answer>({ preview, values }, { headers: NO_STORE });
  if (getSettings().textPath === "off")
    return data<Answer>(
      { error: STAFF_TEXT_MESSAGES.off, values },
      { status: 503, headers: NO_STORE },
    );
  if (recipients === 0)
    return data<Answer>(
      { error: STAFF_TEXT_MESSAGES.none, values },
      { status: 400, headers: NO_STORE },
    );
  const sent = await sendStaffText(
    {
      applications: store,
      send: sendTextNow,
      record,
    },
    program,
    audience,
    body,
  );
  return data<Answer>({ sent }, { headers: NO_STORE });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminPageMeta(`문자 보내기${loaded ? ` · ${loaded.title}` : ""}`);

export default function StaffTextsPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Answer | undefined;
  const busy = useNavigation().state !== "idle";
  const values = reply?.values;
  return (
    <div className="max-w-2xl [word-break:keep-all]">
      <p className="text-sm">
        <Link
          to={`/admin/programs/${loaded.id}/roster`}
          className="inline-flex min-h-11 items-center underline"
        >
          수강생 명단으로
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">문자 보내기 · {loaded.title}</h1>
      <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {STAFF_TEXT_NOTE}
      </p>
      {!loaded.textsOn ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {STAFF_TEXT_MESSAGES.off}
        </p>
      ) : null}
      {reply?.error ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          {reply.error}
        </p>
      ) : null}
      {reply?.sent !== undefined ? (
        <p role="status" className="mt-3 text-sm font-semibold text-green-800">
          {reply.sent}명에게 보낼 문자를 등록했습니다. 보내지 못한 문자는 신청 관리에 연락 필요로
          표시됩니다.
        </p>
      ) : null}
      <Form method="post" className="mt-5 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">받는 사람</legend>
          {(Object.entries(STAFF_TEXT_AUDIENCES) as [StaffTextAudience, string][]).map(
            ([key, label]) => (
              <label key={key} className="mt-1 flex min-h-11 items-center gap-3 text-sm">
                <input
                  className="size-5 shrink-0 accent-brand-600"
                  type="radio"
                  name="audience"
                  value={key}
                  defaultChecked={(values?.audience ?? "seated") === key}
                />
                {label} ({loaded.counts[key]}명)
              </label>
            ),
          )}
        </fieldset>
        <label className="block text-sm font-semibold text-ink" htmlFor="body">
          내용
        </label>
        <textarea
          id="body"
          name="body"
          rows={6}
          maxLength={900}
          required
          defaultValue={values?.body}
          className={fieldClass(false)}
        />
        <div className="flex gap-2">
          <button
            type="submit"
            name="intent"
            value="preview"
            className="btn-secondary"
            disabled={busy}
          >
            미리보기
          </button>
          {reply?.preview ? (
            <button
              type="submit"
              name="intent"
              value="send"
              className="btn-primary"
              disabled={busy}
            >
              {reply.preview.recipients}명에게 보내기
            </button>
          ) : null}
        </div>
      </Form>
      {reply?.preview ? (
        <section aria-label="미리보기" className="mt-6 border-t border-slate-100 pt-4 text-sm">
          <pre className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans">
            {reply.preview.text}
          </pre>
          <p className="mt-2 text-muted">
            {reply.preview.type === "SMS" ? "단문(SMS)" : "장문(LMS)"} · {reply.preview.bytes}바이트
            · {reply.preview.recipients}명 · 예상 비용 약{" "}
            {reply.preview.costWon.toLocaleString("ko-KR")}원
          </p>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary("/admin/applications", "신청 관리로 돌아가기");
