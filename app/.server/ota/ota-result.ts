import type { OtaErrorCode } from "../../../shared/ota/common";
import type { HttpResult } from "../http/upstream-http.server";

/**
 * What every OTA call returns: the validated data, or the upstream's HTTP status and status text
 * (500 when there was no HTTP answer), with the OTA's machine-readable code when it sent one.
 */
export type OtaResult<T> = HttpResult<T, OtaErrorCode>;

export type OtaFailure = Extract<OtaResult<unknown>, { ok: false }>;
