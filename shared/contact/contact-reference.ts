/**
 * A contact message's reference, read out on the phone or quoted in a reply: `CM-` and six characters
 * without 0/O/1/I (32^6, about 10^9). The OTA gives every stored message one; a submission caught by
 * the spam traps gets one too, so the sender cannot tell the two apart.
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 6;

export const CONTACT_REFERENCE_PATTERN = /^CM-[2-9A-HJ-NP-Z]{6}$/;

export function newContactReference(): string {
  // 256 is a multiple of 32: every character is equally likely.
  const code = [...crypto.getRandomValues(new Uint8Array(LENGTH))]
    .map((b) => ALPHABET.charAt(b % ALPHABET.length))
    .join("");
  return `CM-${code}`;
}

export function isContactReference(value: string): boolean {
  return CONTACT_REFERENCE_PATTERN.test(value);
}
