import type { z } from "zod";
import { type $ZodType, type output, safeParse } from "zod/v4/core";
import { invalidInput, OtaError } from "./responses";

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads and validates a JSON body; 400 invalid_json / invalid_input on failure. Takes classic and
 * mini schemas alike (the profile schema is the app form's zod/mini one).
 */
export async function parseJsonBody<T extends $ZodType>(request: Request, schema: T): Promise<output<T>> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new OtaError("invalid_input", "Body too large");
  let data: unknown;
  if (text.trim() === "") data = undefined;
  else {
    try {
      data = JSON.parse(text);
    } catch {
      throw new OtaError("invalid_json", "Body is not valid JSON");
    }
  }
  const result = safeParse(schema, data);
  if (!result.success) throw invalidInput(result.error, "body");
  return result.data;
}

/** Validates the query string (each key once; repeated keys take the last value). */
export function parseQuery<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) raw[key] = value;
  const result = schema.safeParse(raw);
  if (!result.success) throw invalidInput(result.error, "query");
  return result.data;
}

/** Validates one path parameter. */
export function parseParam<T extends z.ZodType>(name: string, value: string | undefined, schema: T): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error, `path.${name}`);
  return result.data;
}
