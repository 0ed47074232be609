import type { z } from "zod";
import { invalidInput, PaymentsError } from "./responses";

const MAX_BODY_BYTES = 16 * 1024;

async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new PaymentsError("invalid_input", "Body too large");
  // Bytes, then UTF-8: form bodies are not "text" to workerd, and the size check counts bytes.
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw new PaymentsError("invalid_input", "Body too large");
  return new TextDecoder().decode(bytes);
}

/** A JSON body validated with `schema`: 400 invalid_json or invalid_input. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  const text = await readText(request);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new PaymentsError("invalid_json", "Body is not valid JSON");
  }
  const result = schema.safeParse(data);
  if (!result.success) throw invalidInput(result.error, "body");
  return result.data;
}

/** An application/x-www-form-urlencoded body as one string per field (the last value of repeated fields). */
export async function readFormBody(request: Request): Promise<Record<string, string>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    throw new PaymentsError("unsupported_media_type", "Send the form as application/x-www-form-urlencoded");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(await readText(request))) fields[key] = value;
  return fields;
}

/** The query string validated with `schema` (repeated keys take the last value): 400 invalid_input. */
export function parseQuery<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) raw[key] = value;
  const result = schema.safeParse(raw);
  if (!result.success) throw invalidInput(result.error, "query");
  return result.data;
}

export function parseParam<T extends z.ZodType>(name: string, value: string | undefined, schema: T): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidInput(result.error, `path.${name}`);
  return result.data;
}
