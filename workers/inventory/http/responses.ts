import type { z } from "zod";
import { inputIssues } from "../../../shared/http/request-input";
import { OTA_ERROR_STATUS, type OtaErrorBody, type OtaErrorCode } from "../../../shared/ota/common";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** A failure the handlers throw; the router turns it into the contract's error body. */
export class OtaError extends Error {
  constructor(
    readonly code: OtaErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function errorResponse(error: OtaError): Response {
  const body: OtaErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  if (error.details) body.error.details = error.details;
  return json(body, OTA_ERROR_STATUS[error.code]);
}

export function invalidInput(zodError: Pick<z.ZodError, "issues">, where = "body"): OtaError {
  return new OtaError("invalid_input", `Invalid ${where}`, inputIssues(zodError, where));
}

export function notFound(what: string): OtaError {
  return new OtaError("not_found", `${what} not found`);
}
