import type { RouterContextProvider } from "react-router";
import type { AdminAccess } from "../auth/admin-access.server";
import { adminOtaFor } from "../auth/admin-access.server";
import { logger } from "../logger.server";
import { sendContactAnswer } from "../mail/contact-mails.server";

export type AnswerOutcome =
  | { kind: "answered"; to: string }
  | { kind: "mail_failed" | "already_answered" | "not_found" | "failed" };

/**
 * An operator's answer from the inbox: the OTA records it (new -> answered, with who and when) and
 * then the sender gets it by mail in their language. Recording first means a message a colleague
 * has just answered (409) sends no second mail.
 */
export async function answerContactMessage(
  context: Readonly<RouterContextProvider>,
  access: AdminAccess,
  messageId: string,
  answer: string,
): Promise<AnswerOutcome> {
  const answeredBy = access.user.name.trim() || access.user.email;
  const result = await adminOtaFor(context).answerContactMessage(access.tenant.ibeUid, messageId, {
    answer,
    answeredBy,
  });
  if (!result.ok) {
    if (result.status === 409) return { kind: "already_answered" };
    if (result.status === 404) return { kind: "not_found" };
    logger.warn("admin messages: answer not recorded", { status: result.status, code: result.code });
    return { kind: "failed" };
  }
  const { sent } = await sendContactAnswer(context, result.data, answer);
  return sent ? { kind: "answered", to: result.data.email } : { kind: "mail_failed" };
}
