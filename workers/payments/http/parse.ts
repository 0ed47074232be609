import { requestInput } from "../../../shared/http/request-input";
import { PaymentsError } from "./responses";

/** The sandbox's request readers: 16 KB bodies; an empty JSON body is invalid JSON. */
const input = requestInput({
  maxBodyBytes: 16 * 1024,
  emptyBodyIsUndefined: false,
  fail: (code, message, issues) => new PaymentsError(code, message, issues),
});
const { readText } = input;
export const { parseJsonBody, parseQuery, parseParam } = input;

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
