/**
 * Spam traps of the public forms that store something and send mail (the contact form): a honeypot
 * field that people never see (bots fill it) and a time trap (people take seconds to fill a form;
 * bots post at once) (docs/decisions/0025 and 0056).
 *
 * Only a post that shows a bot for sure is dropped with the decoy success (the same success page,
 * nothing stored or mailed): a filled honeypot, or a post without the trap fields a served form always
 * carries. A post that is merely too fast, or whose token cannot be read (say, from before the
 * server's key changed), may come from a person: it is answered with a request to send again, the
 * input kept, and never reported as sent.
 *
 * The token is remix-utils' Honeypot: the page carries the earliest instant a submission is accepted,
 * encrypted with the server's key. A form shown again (after a validation error, say) carries the
 * token it was first served with, so its start time survives the re-render.
 */

/** The hidden fields: a tempting name for the honeypot, and the encrypted earliest instant. */
export const FORM_TRAP_FIELDS = { honeypot: "website", validFrom: "form_valid_from" } as const;

/** The earliest instant (ms) a form served at `servedAt` may be sent. */
export function validFromFor(servedAt: number, minFillSeconds: number): number {
  return servedAt + Math.max(0, minFillSeconds) * 1000;
}

/** Whether a submission at `now` came too soon for a person (before the form's earliest instant). */
export function isTooFast(validFrom: number, now: number): boolean {
  return now < validFrom;
}

/** What a post's trap fields show. */
export type TrapFacts = {
  /** The honeypot's value; null when the field was not posted. */
  honeypot: string | null;
  /** The time token: absent (not posted or empty), unreadable (not ours), or its earliest instant. */
  token: { kind: "absent" } | { kind: "unreadable" } | { kind: "read"; validFrom: number };
  now: number;
};

/**
 * What to do with a post: `bot` gets the decoy success; `too_fast` and `unreadable` ask the sender to
 * send again (a person may have sent them); `pass` is a person's post.
 */
export type TrapVerdict =
  | { kind: "bot"; reason: "honeypot" | "no_trap_fields" }
  | { kind: "too_fast" }
  | { kind: "unreadable" }
  | { kind: "pass" };

export function trapVerdict({ honeypot, token, now }: TrapFacts): TrapVerdict {
  if (honeypot !== null && honeypot !== "") return { kind: "bot", reason: "honeypot" };
  if (honeypot === null || token.kind === "absent") return { kind: "bot", reason: "no_trap_fields" };
  if (token.kind === "unreadable") return { kind: "unreadable" };
  return isTooFast(token.validFrom, now) ? { kind: "too_fast" } : { kind: "pass" };
}
