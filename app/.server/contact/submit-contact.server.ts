import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { newContactReference } from "~/domain/contact/contact-reference";
import { contactSchema } from "~/domain/contact/contact-schema";
import type { Language } from "~/domain/tenancy/languages";
import { parseWithSchema } from "~/forms/parse-with-schema";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { sendContactConfirmation } from "../mail/contact-mails.server";
import { caughtInFormTrap } from "../security/form-traps.server";
import { type RateLimitRefusal, rateLimited } from "../security/rate-limit.server";
import { otaFor } from "../upstreams.server";

export type ContactOutcome =
  /** Stored (or dropped as spam: the sender cannot tell); the reference for the success page. */
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; lastResult: SubmissionResult<string[]> }
  | { kind: "rate_limited"; lastResult: SubmissionResult<string[]>; refusal: RateLimitRefusal }
  | { kind: "failed"; lastResult: SubmissionResult<string[]> };

/**
 * A contact form post: every attempt counts against the form limit (per client address and per typed
 * e-mail address); a submission caught by the spam traps is dropped silently with a reference of its
 * own; a valid one is stored with the OTA (sendContact) and confirmed to the sender by mail in the
 * page's language.
 */
export async function submitContact(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  lng: Language,
): Promise<ContactOutcome> {
  const submission = parseWithSchema(form, contactSchema);
  const email = form.get("email");
  const refusal = await rateLimited(context, request, "forms", typeof email === "string" ? email : undefined);
  if (refusal) return { kind: "rate_limited", lastResult: submission.reply(), refusal };
  if (await caughtInFormTrap(context, form, "contact")) return { kind: "sent", reference: newContactReference() };
  if (submission.status !== "success") return { kind: "invalid", lastResult: submission.reply() };
  const { tenant } = context.get(tenantContext);
  const result = await otaFor(context).sendContact(tenant.ibeUid, { ...submission.value, language: lng });
  if (!result.ok) {
    logger.warn("contact: message not stored", { status: result.status, code: result.code });
    return { kind: "failed", lastResult: submission.reply() };
  }
  await sendContactConfirmation(context, result.data);
  return { kind: "sent", reference: result.data.reference };
}
