// The admin detail pages' delete section: a consent checkbox the server checks too
// (`confirmDeleteSchema`), posted with intent=delete to the page's own action, which answers a
// refusal with `{ form: "delete", result }` (or redirects once deleted).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData } from "@remix-run/react";
import { FormAlert } from "~/components/ui/forms";
import { CheckboxField } from "~/components/ui/conform-fields";
import { confirmDeleteSchema } from "~/domain/admin-users";

type Answer = { form?: string; result?: SubmissionResult<string[]> } | undefined;

export function ConfirmDeleteSection({
  id,
  title,
  description,
  consent,
}: {
  id: string;
  /** The heading, also the button's label (e.g. "회원 삭제"). */
  title: string;
  description?: string;
  consent: string;
}) {
  const answer = useActionData<Answer>();
  const [form, fields] = useForm({
    id,
    lastResult: answer?.form === "delete" ? answer.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmDeleteSchema }),
  });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-xl border border-red-200 p-4">
      <h2 id={`${id}-title`} className="font-semibold text-red-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <FormAlert errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="delete" />
        <CheckboxField field={fields.confirm} tone="danger">
          {consent}
        </CheckboxField>
        <div>
          <button
            type="submit"
            className="rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
          >
            {title}
          </button>
        </div>
      </Form>
    </section>
  );
}
