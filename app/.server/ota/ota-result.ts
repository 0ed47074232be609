import type { OtaErrorCode } from "~/domain/ota/common";

/** Codes the client adds for failures that never reached a well-formed OTA answer. */
export type OtaClientErrorCode = "timeout" | "network_error" | "invalid_response";

/**
 * What every OTA call returns: the validated data, or the upstream's HTTP status and status text
 * (500 when there was no HTTP answer), with the OTA's machine-readable code when it sent one.
 */
export type OtaResult<T> =
  | { ok: true; data: T; status: number }
  | {
      ok: false;
      status: number;
      statusText: string;
      code?: OtaErrorCode | OtaClientErrorCode;
      message?: string;
      details?: Record<string, unknown>;
    };

export type OtaFailure = Extract<OtaResult<unknown>, { ok: false }>;
