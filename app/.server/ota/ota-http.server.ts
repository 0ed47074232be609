import type { z } from "zod";
import { OTA_API_KEY_HEADER, type OtaErrorCode, otaErrorBodySchema } from "~/domain/ota/common";
import { type JsonFetcher, type JsonRequest, jsonCall } from "../http/json-http.server";
import type { OtaResult } from "./ota-result";

/** Anything with a fetch: a service binding (Fetcher) or the global fetch wrapped in an object. */
export type OtaFetcher = JsonFetcher;

export type OtaHttpOptions = {
  fetcher: OtaFetcher;
  baseUrl: string;
  apiKey?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** First backoff; doubles on each retry. */
  retryDelayMs: number;
  sleep: (ms: number) => Promise<void>;
};

export type OtaRequest = JsonRequest;

/** The OTA's error body (`{ error: { code, message, details? } }`), when it is one. */
function readOtaError(body: unknown) {
  const parsed = otaErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message, details } = parsed.data.error;
  return { code, message, ...(details ? { details } : {}) };
}

/**
 * One OTA call through the shared JSON helper: the API key header, the OTA's error codes, the answer
 * validated with the contract's schema. Never throws.
 */
export function otaCall<T extends z.ZodType>(
  options: OtaHttpOptions,
  request: OtaRequest,
  schema: T,
): Promise<OtaResult<z.output<T>>> {
  return jsonCall<T, OtaErrorCode>(
    {
      fetcher: options.fetcher,
      baseUrl: options.baseUrl,
      ...(options.apiKey ? { headers: { [OTA_API_KEY_HEADER]: options.apiKey } } : {}),
      timeoutMs: options.timeoutMs,
      retryDelayMs: options.retryDelayMs,
      sleep: options.sleep,
      readError: readOtaError,
    },
    request,
    schema,
  );
}
