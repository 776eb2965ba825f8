// The admin detail pages' delete section: a consent checkbox the server checks too
// (`confirmDeleteSchema`), posted with intent=delete to the page's own action.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/ui/forms";
import { CheckboxField } from "~/components/ui/conform-fields";
import type { confirmDeleteSchema } from "~/domain/admin-users";

export function ConfirmDeleteSection({
  id,
  schema,
  lastResult,
  title,
  description,
  consent,
}: {
  id: string;
  schema: ReturnType<typeof confirmDeleteSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The heading, also the button's label (e.g. "회원 삭제"). */
  title: string;
  description?: string;
  consent: string;
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
