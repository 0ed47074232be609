/**
 * A booking's guest country and its notes as the page shows them. The country is a field of the
 * guest (ISO 3166-1 alpha-2); bookings made before the contract had it carry it in their notes as
 * one line "Guest country: XX" (written by the checkout in English, whatever the page's language).
 * Such a line is read as the country and left out of the notes, so old bookings read like new ones.
 */
export type GuestCountryAndNotes = { country: string | null; notes: string | null };

const LEGACY_LINE = /^Guest country: ([A-Z]{2})$/;

export function guestCountryOf(booking: {
  guest: { country?: string | undefined };
  notes: string | null;
}): GuestCountryAndNotes {
  const lines = booking.notes?.split("\n") ?? [];
  const legacy = lines.findIndex((line) => LEGACY_LINE.test(line));
  const country = booking.guest.country ?? (legacy >= 0 ? (LEGACY_LINE.exec(lines[legacy] ?? "")?.[1] ?? null) : null);
  if (legacy < 0) return { country, notes: booking.notes || null };
  const rest = lines.filter((_, index) => index !== legacy).join("\n");
  return { country, notes: rest.trim() === "" ? null : rest };
}
