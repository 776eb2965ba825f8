// /apply: the application form as a page, for visitors without JavaScript (the nav's and class
// pages' apply links lead here) — same schema, same messages, same store as the dialog's API.
// `?program=ID` preselects a class; after a successful post the page shows the receipt.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { applicantDefaults } from "~/accounts/applicant-defaults.server";
import {
  ApplicantFieldset,
  useEditedSinceSubmit,
  visibleError,
} from "~/components/application/application-fields";
import { toApplicationCatalogue } from "~/content/catalogue.server";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { applicationFormSchema } from "~/domain/application";
import { ApplicationSubmit, generalMessage } from "~/components/application/application-submit";
import { ApplyReceipt } from "~/components/application/apply-receipt";
import { ProgramRadios } from "~/components/application/program-radios";
import {
  getAccountsService,
  getApplicationStore,
  getProgramsWithSeats,
  getSessionUser,
  serviceDeps,
} from "~/backends/app.server";
import { submitApplication } from "~/services/submit-application.server";
import { receiptWording } from "~/domain/application-receipt";
import { formatLookupCode } from "~/domain/guest-lookup";
import { readLookupCode, redirectWithLookupCode } from "~/toast.server";
import { HONEYPOT_FIELD } from "~/security/honeypot";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { headersWithRetryAfter } from "~/security/retry-after";
import { pageMeta, siteFromMatches } from "~/seo/meta";

// A rate-limited post's 429 keeps its Retry-After.
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const receivedId = url.searchParams.get("received");
  const received = receivedId ? await getApplicationStore().get(receivedId) : null;
  const preselected = Number(url.searchParams.get("program"));
  const member = await getSessionUser(request);
  const catalogue = toApplicationCatalogue(await getProgramsWithSeats());
  const receivedClass = received ? catalogue.find((p) => p.id === received.programId) : undefined;
  // The guest's 조회 코드 comes once, in the session, right after the post (decision 234).
  const flashed = received ? await readLookupCode(request, received.id) : null;
  return data(
    {
      applicant: member ? await applicantDefaults(member, getAccountsService()) : null,
      catalogue,
      preselectedId: Number.isInteger(preselected) && preselected > 0 ? preselected : null,
      // Only what the applicant already knows: the number and the class, nothing personal.
      receipt: received
        ? {
            number: received.number,
            programTitle: received.programTitle,
            programId: received.programId,
            ...receiptWording(
              received.status,
              await getApplicationStore().placeInLine(received),
              received.email !== "",
            ),
            // The class's 개강일 and 취소 마감 (decision 200), and the late warning if it applies.
            termsLine: receivedClass?.termsLine ?? null,
            lateNote: received.status === "취소" ? null : (receivedClass?.lateNote ?? null),
            guest: received.userId === null,
            lookupCode: flashed?.code ? formatLookupCode(flashed.code) : null,
          }
        : null,
      // One key per rendered form: a double-submitted form stores one application.
      idempotencyKey: crypto.randomUUID(),
    },
    { headers: flashed?.headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const receivedAt = new Date(context.receivedAt ?? Date.now());
  const formData = await request.formData();
  const submission = parseWithZod(formData, {
    schema: applicationFormSchema,
    disableAutoCoercion: true,
  });
  const key = formData.get("idempotencyKey");
  const result = await submitApplication(
    {
      values: Object.fromEntries(formData),
      honeypot: formData.get(HONEYPOT_FIELD),
      idempotencyKey: typeof key === "string" ? key : undefined,
      clientAddress: context.clientAddress,
      memberId: async () => (await getSessionUser(request))?.uid ?? null,
      consentRequired: true,
      receivedAt,
    },
    serviceDeps(),
  );
  if (result.ok) {
    const to = `/apply?received=${encodeURIComponent(result.application.id)}`;
    if (!result.lookupCode) throw redirect(to, 303);
    throw await redirectWithLookupCode(request, to, {
      applicationId: result.application.id,
      code: result.lookupCode,
    });
  }
  return data(
    submission.reply({
      formErrors: [result.message],
      ...(result.errors ? { fieldErrors: result.errors as Record<string, string[]> } : {}),
    }),
    {
      status: result.status,
      ...(result.retryAfterSeconds
        ? { headers: { "Retry-After": String(result.retryAfterSeconds) } }
        : {}),
    },
  );
}

export default function ApplyPage() {
  const { catalogue, preselectedId, receipt, idempotencyKey, applicant } =
    useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { edited, markEdited, resetEdited } = useEditedSinceSubmit();
  const [form, fields] = useForm({
    id: `apply-${idempotencyKey}`,
    lastResult,
    defaultValue: {
      programId: preselectedId ? String(preselectedId) : "",
      name: applicant?.name ?? "",
      phone: applicant?.phone ?? "",
      email: applicant?.email ?? "",
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: applicationFormSchema, disableAutoCoercion: true }),
  });

  if (receipt) return <ApplyReceipt receipt={receipt} />;

  const programError = visibleError(fields.programId, edited);
  const message = generalMessage(fields, edited, form.errors?.[0]);

  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-ink">프로그램 신청</h1>
      <p className="mt-2 text-muted">
        신청할 프로그램을 고르고 연락처를 남겨주세요. 모든 프로그램은 무료입니다.
      </p>
      <p className="mt-1 text-sm text-muted">
        이미 신청하셨나요?{" "}
        <Link to="/applications/lookup" className="font-semibold text-brand-700 underline">
          신청 조회·취소
        </Link>
      </p>
      <Form
        method="post"
        id={form.id}
        noValidate
        onSubmit={(event) => {
          resetEdited();
          form.onSubmit(event);
        }}
        className="mt-6 grid gap-6"
        aria-busy={busy}
      >
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <HoneypotField />
        <ProgramRadios
          catalogue={catalogue}
          field={fields.programId}
          error={programError}
          onEdit={markEdited}
        />

        <ApplicantFieldset fields={fields} edited={edited} onEdit={markEdited} />

        <ApplicationSubmit message={message} busy={busy} label="신청하기" />
      </Form>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "프로그램 신청",
    description: "청라 문화교육센터의 무료 프로그램에 수강 신청하세요.",
    path: "/apply",
  });

export const ErrorBoundary = RouteErrorBoundary;
