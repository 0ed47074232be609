import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { type $ZodType, type output, safeParse } from "zod/v4/core";
import { uncheckedSubmission } from "./unchecked-submission";

/**
 * Conform's submission parsing over any zod 4 schema, classic or mini. The browser's forms use
 * zod/mini schemas so validation ships in a few KB; the same schema and this same function run
 * on the server, so both sides give the same messages.
 */
export function parseWithSchema<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
): Submission<output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(schema, value);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = formatPaths(issue.path.filter((p): p is string | number => typeof p !== "symbol"));
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/**
 * The browser-side check of a step form: validates with the schema, except for buttons marked
 * `formNoValidate` (Back, Cancel), which must send what was typed as it is. Errors come from the
 * schema; the page's form metadata is typed by its `Fields` (which may differ from the schema's output,
 * e.g. flat billing fields that the schema nests).
 */
export function validateFormWithSchema<Fields extends Record<string, unknown>>(
  context: { formData: FormData; submitter?: HTMLInputElement | HTMLButtonElement | null },
  schema: $ZodType,
): Submission<Fields> {
  if (context.submitter?.formNoValidate) return uncheckedSubmission<Fields>(context.formData);
  return parseWithSchema(context.formData, schema) as unknown as Submission<Fields>;
}
