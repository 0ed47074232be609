import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { type $ZodType, type output, safeParse } from "zod/v4/core";

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
 * The same parse for a form whose fields are not the schema's output (e.g. flat billing fields that
 * the schema nests): the page's form metadata is typed by its `Fields`, the errors come from the schema.
 */
export function validateFormWithSchema<Fields extends Record<string, unknown>>(
  payload: FormData | URLSearchParams,
  schema: $ZodType,
): Submission<Fields> {
  return parseWithSchema(payload, schema) as unknown as Submission<Fields>;
}
