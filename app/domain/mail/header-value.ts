/**
 * A value that goes into a mail header (subject, the sender's and recipients' names, addresses) on
 * one line: what people type in a single-line field can still carry a line break (a pasted company
 * "Acme\r\nBcc: …"), and a header line break starts a new header. Every line break, tab and other
 * control character (CR, LF, VT, FF, NEL, the Unicode line and paragraph separators, C0 and C1
 * controls) becomes one space, runs of white space shrink to one, the ends are trimmed, and an
 * overlong value is cut (on a code point) and ends with "…".
 */

/** The longest header value we write (characters): a subject line stays readable in every client. */
export const HEADER_VALUE_MAX = 250;

// Line breaks, tabs and every other control character, and white space around them.
const BREAKS = /[\s\p{Cc}\u2028\u2029]+/gu;

export function headerValue(value: string, max = HEADER_VALUE_MAX): string {
  const line = value.replace(BREAKS, " ").trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}

/** The header fields of an outgoing mail, each made a single line (the mailers' one envelope rule). */
export function singleLineHeaders<T extends { subject: string; fromName: string; to: string }>(mail: T): T {
  return {
    ...mail,
    subject: headerValue(mail.subject),
    fromName: headerValue(mail.fromName),
    // An address never needs to be cut; it only must not break its line.
    to: headerValue(mail.to, Number.POSITIVE_INFINITY),
  };
}
