/**
 * Spam traps of the public forms that store something and send mail (the contact form): a honeypot
 * field that people never see (bots fill it) and a time trap (people take seconds to fill a form;
 * bots post at once). A submission caught by either is dropped silently: the sender sees the same
 * success page, nothing is stored or mailed (docs/decisions, "spam defences").
 *
 * The checking is remix-utils' Honeypot: the page carries the earliest instant a submission is
 * accepted, encrypted with the server's key, and the check refuses a submission before it.
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
