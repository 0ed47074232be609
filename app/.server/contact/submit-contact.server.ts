import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { newContactReference } from "../../../shared/contact/contact-reference";
import { contactSchema } from "../../../shared/contact/contact-schema";
import type { Language } from "../../../shared/tenancy/languages";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { sendContactConfirmation } from "../mail/contact-mails.server";
import { checkFormTraps, type HoneypotInputProps } from "../security/form-traps.server";
import { type RateLimitRefusal, rateLimited } from "../security/rate-limit.server";

/** What the form is shown again with: the input as typed and the trap fields to carry on with. */
type ShownAgain = { lastResult: SubmissionResult<string[]>; traps: HoneypotInputProps | null };

export type ContactOutcome =
  /** Stored (or dropped as a bot's: the bot cannot tell); the reference for the success page. */
  | { kind: "sent"; reference: string }
  | ({ kind: "invalid" } & ShownAgain)
  /** Sent sooner than a person could (or with a token we cannot read): please send again. */
  | ({ kind: "send_again" } & ShownAgain)
  | ({ kind: "rate_limited"; refusal: RateLimitRefusal } & ShownAgain)
  | ({ kind: "failed" } & ShownAgain);

/**
 * A contact form post: every attempt counts against the form limit (per client address and per typed
 * e-mail address); a bot's post (honeypot filled, or no trap fields) is dropped silently with a
 * reference of its own; bad input is shown with its errors before the time trap is asked; a post
 * that is only too fast is asked to be sent again; a valid one is stored with the OTA (sendContact)
 * and confirmed to the sender by mail in the page's language. A form shown again carries the trap
 * token it was served with (`traps`; null: the loader's fresh one), so its wait is not restarted.
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
  const trap = await checkFormTraps(context, form, "contact");
  const traps = trap.kind === "bot" ? null : trap.traps;
  if (refusal) return { kind: "rate_limited", lastResult: submission.reply(), refusal, traps };
  if (trap.kind === "bot") return { kind: "sent", reference: newContactReference() };
  if (submission.status !== "success") return { kind: "invalid", lastResult: submission.reply(), traps };
  if (trap.kind === "retry") return { kind: "send_again", lastResult: submission.reply(), traps };
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.sendContact(tenant.ibeUid, { ...submission.value, language: lng });
  if (!result.ok) {
    logger.warn("contact: message not stored", { status: result.status, code: result.code });
    return { kind: "failed", lastResult: submission.reply(), traps };
  }
  await sendContactConfirmation(context, result.data);
  return { kind: "sent", reference: result.data.reference };
}
