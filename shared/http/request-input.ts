import type { z } from "zod";
import { type $ZodType, type output, safeParse } from "zod/v4/core";

/** Where an input problem is, and which rule it broke; never the value (it could be a card number). */
export type InputIssue = { path: string; message: string };

/** The input failures every embedded Worker answers with 400; each maps them to its own error type. */
export type InputFailureCode = "invalid_input" | "invalid_json";

type Options<E extends Error> = {
  /** Bodies above this many bytes are refused as invalid_input. */
  maxBodyBytes: number;
  /** Whether an empty body reaches the schema as `undefined` (else it is invalid_json). */
  emptyBodyIsUndefined: boolean;
  /** The Worker's own error for a failure. */
  fail: (code: InputFailureCode, message: string, issues?: InputIssue[]) => E;
};

/** The zod issues of `where` (body, query, path.x, header.x) as the contracts' issue list. */
export function inputIssues(zodError: Pick<z.ZodError, "issues">, where: string): InputIssue[] {
  return zodError.issues.map((i) => ({ path: [where, ...i.path.map(String)].join("."), message: i.message }));
}

/**
 * Request readers for an embedded Worker's HTTP API: body size checked in bytes, JSON parsed, query
 * and path parameters validated with zod. One implementation, so the inventory and the payment sandbox
 * refuse bad input the same way.
 */
export function requestInput<E extends Error>({ maxBodyBytes, emptyBodyIsUndefined, fail }: Options<E>) {
  // Classic and mini schemas alike (the app's forms use zod/mini, and some contracts share them).
  const validate = <T extends $ZodType>(schema: T, raw: unknown, where: string): output<T> => {
    const result = safeParse(schema, raw);
    if (!result.success) throw fail("invalid_input", `Invalid ${where}`, inputIssues(result.error, where));
    return result.data;
  };

  /** The body as text, refused when it is larger than allowed (declared or actual bytes). */
  const readText = async (request: Request): Promise<string> => {
    const declared = Number(request.headers.get("Content-Length") ?? "0");
    if (declared > maxBodyBytes) throw fail("invalid_input", "Body too large");
    // Bytes, then UTF-8: form bodies are not "text" to workerd, and the size check counts bytes.
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > maxBodyBytes) throw fail("invalid_input", "Body too large");
    return new TextDecoder().decode(bytes);
  };

  return {
    readText,

    /** A JSON body validated with `schema`: 400 invalid_json or invalid_input. */
    async parseJsonBody<T extends $ZodType>(request: Request, schema: T): Promise<output<T>> {
      const text = await readText(request);
      let data: unknown;
      if (text.trim() === "" && emptyBodyIsUndefined) data = undefined;
      else {
        try {
          data = JSON.parse(text);
        } catch {
          throw fail("invalid_json", "Body is not valid JSON");
        }
      }
      return validate(schema, data, "body");
    },

    /** The query string validated with `schema` (each key once; repeated keys take the last value). */
    parseQuery<T extends $ZodType>(url: URL, schema: T): output<T> {
      const raw: Record<string, string> = {};
      for (const [key, value] of url.searchParams) raw[key] = value;
      return validate(schema, raw, "query");
    },

    /** One path parameter validated with `schema`. */
    parseParam<T extends $ZodType>(name: string, value: string | undefined, schema: T): output<T> {
      return validate(schema, value, `path.${name}`);
    },
  };
}
