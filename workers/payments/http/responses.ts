import {
  PAYMENTS_ERROR_STATUS,
  type PaymentsErrorBody,
  type PaymentsErrorCode,
} from "../../../shared/payments/payments-contract";

const COMMON_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...COMMON_HEADERS, ...headers },
  });
}

export function html(body: string, status: number, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...COMMON_HEADERS, ...headers },
  });
}

/** A failure the handlers throw; the API turns it into the contract's error body. */
export class PaymentsError extends Error {
  constructor(
    readonly code: PaymentsErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }

  get status(): number {
    return PAYMENTS_ERROR_STATUS[this.code];
  }
}

export function errorBodyOf(error: PaymentsError): PaymentsErrorBody {
  const body: PaymentsErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  return body;
}

export function errorResponse(error: PaymentsError): Response {
  return json(errorBodyOf(error), error.status);
}
