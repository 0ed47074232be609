import type { z } from "zod";
import { OTA_API_KEY_HEADER, type OtaErrorCode, otaErrorBodySchema } from "../../../shared/ota/common";
import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import {
  jsonCall,
  type UpstreamFetcher,
  type UpstreamOptions,
  type UpstreamRequest,
} from "../http/upstream-http.server";
import type { OtaResult } from "./ota-result";

/** The OTA's error body (`{ error: { code, message, details? } }`), when it is one. */
function readOtaError(body: unknown) {
  const parsed = otaErrorBodySchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, message, details } = parsed.data.error;
  return { code, message, ...(details ? { details } : {}) };
}

/** The upstream options of the OTA: its API key header and its error codes. */
export function otaHttpOptions(options: {
  fetcher: UpstreamFetcher;
  baseUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  retryDelayMs?: number | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  deadline?: UpstreamDeadline | undefined;
}): UpstreamOptions<OtaErrorCode> {
  return {
    fetcher: options.fetcher,
    baseUrl: options.baseUrl,
    ...(options.apiKey ? { headers: { [OTA_API_KEY_HEADER]: options.apiKey } } : {}),
    timeoutMs: options.timeoutMs,
    ...(options.retryDelayMs !== undefined ? { retryDelayMs: options.retryDelayMs } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.deadline ? { deadline: options.deadline } : {}),
    readError: readOtaError,
  };
}

/** One OTA call: the answer validated with the contract's schema. Never throws. */
export function otaCall<T extends z.ZodType>(
  options: UpstreamOptions<OtaErrorCode>,
  request: UpstreamRequest,
  schema: T,
): Promise<OtaResult<z.output<T>>> {
  return jsonCall<T, OtaErrorCode>(options, request, schema);
}
