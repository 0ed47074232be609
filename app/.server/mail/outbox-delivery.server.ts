import type { DeliveredMail } from "../../domain/mail/delivered-mail";
import type { OutgoingMail } from "./mail-transports.server";

export function outgoingMailOf(mail: DeliveredMail, fromName: string): OutgoingMail {
  return {
    ibeUid: mail.tenant,
    kind: mail.kind,
    language: mail.language,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    fromName,
  };
}

/**
 * Compares the sent secret with the configured one in constant time: their SHA-256 digests (equal
 * length whatever was sent), every byte looked at.
 */
export async function isDeliverySecret(sent: string | null, expected: string): Promise<boolean> {
  if (!sent) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(sent)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
