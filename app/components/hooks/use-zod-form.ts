import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A Conform form bound to the zod schema its action also parses: the browser validates as the
 * server will (first on blur, or on submit for short forms; then as the visitor corrects), and
 * the schema's limits become the inputs' native constraints for when JavaScript is off.
 */
export function useZodForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    validate?: "onBlur" | "onSubmit";
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: options.validate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
