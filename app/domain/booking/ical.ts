/**
 * An iCalendar file (RFC 5545) with one all-day event per apartment of a stay: from the arrival day
 * through the departure day (DTEND is exclusive, so it is the day after departure). Pure; lines end in
 * CRLF and are folded at 75 octets (UTF-8 aware), text values escaped (backslash, semicolon, comma,
 * newline).
 */
export type StayEvent = {
  /** Stable per booking item, e.g. `<item id>@<host>`: importing the file again updates the event. */
  uid: string;
  /** YYYY-MM-DD. */
  arrival: string;
  departure: string;
  summary: string;
  description: string;
  location: string;
  /** When the booking was made or last changed (ISO 8601), for DTSTAMP. */
  stamp: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  url?: string;
};

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets; continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, "");

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 2027-01-01T10:00:00.000Z -> 20270101T100000Z */
function utcStamp(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** The calendar of `events`; `productId` is its PRODID, e.g. "-//Quartier//Booking//EN". */
export function stayCalendar(productId: string, events: readonly StayEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.arrival)}`,
      `DTEND;VALUE=DATE:${compactDate(dayAfter(event.departure))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      `STATUS:${event.status}`,
      "TRANSP:TRANSPARENT",
      ...(event.url ? [`URL:${event.url}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
