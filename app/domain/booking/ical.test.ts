import { describe, expect, it } from "vitest";
import { escapeText, foldLine, stayCalendar } from "./ical";

// A pure rendering of given dates, never compared with today: past dates, so no case reads as a stay to come.
const event = {
  uid: "bk_123@quartier.example",
  arrival: "1999-03-01",
  departure: "1999-03-04",
  summary: "Stay: Studio, Haus am See",
  description: "Booking Q-ABCD-EFGH\nCheck-in from 15:00; check-out until 11:00",
  location: "Seestraße 1, 10115 Berlin, Germany",
  stamp: "1999-01-01T10:00:00.000Z",
  status: "CONFIRMED" as const,
  url: "https://quartier.example/en/bookings/bk_123?token=abc",
};
const productId = "-//Quartier//Booking//EN";

describe("stayCalendar", () => {
  const ics = stayCalendar(productId, [event]);
  const unfolded = ics.replace(/\r\n /g, "");

  it("is one all-day VEVENT from arrival through departure", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Quartier//Booking//EN\r\n")).toBe(true);
    expect(unfolded).toContain("\r\nDTSTART;VALUE=DATE:19990301\r\n");
    expect(unfolded).toContain("\r\nDTEND;VALUE=DATE:19990305\r\n");
    expect(unfolded).toContain("\r\nUID:bk_123@quartier.example\r\n");
    expect(unfolded).toContain("\r\nDTSTAMP:19990101T100000Z\r\n");
    expect(unfolded).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("ends every line in CRLF and folds none longer than 75 octets", () => {
    expect(ics).not.toMatch(/[^\r]\n/);
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it("escapes text values", () => {
    expect(unfolded).toContain("LOCATION:Seestraße 1\\, 10115 Berlin\\, Germany");
    expect(unfolded).toContain("DESCRIPTION:Booking Q-ABCD-EFGH\\nCheck-in from 15:00\\; check-out until 11:00");
  });

  it("holds one event per apartment, each with its own UID and status", () => {
    const two = stayCalendar(productId, [
      event,
      { ...event, uid: "bk_124@quartier.example", summary: "Stay: Loft", status: "CANCELLED" },
    ]).replace(/\r\n /g, "");
    expect(two.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(two.match(/END:VCALENDAR/g)).toHaveLength(1);
    expect(two).toMatch(
      /UID:bk_123@quartier.example\r\n[\s\S]*STATUS:CONFIRMED[\s\S]*UID:bk_124@quartier.example\r\n[\s\S]*STATUS:CANCELLED/,
    );
  });

  it("crosses months and years", () => {
    const ics2 = stayCalendar(productId, [{ ...event, arrival: "1999-12-30", departure: "1999-12-31" }]).replace(
      /\r\n /g,
      "",
    );
    expect(ics2).toContain("DTEND;VALUE=DATE:20000101");
  });
});

describe("foldLine", () => {
  it.each([
    ["short", "SUMMARY:Hi", ["SUMMARY:Hi"]],
    ["exactly 75", "X".repeat(75), ["X".repeat(75)]],
    ["76", "X".repeat(76), ["X".repeat(75), " X"]],
  ])("%s", (_name, line, parts) => {
    expect(foldLine(line).split("\r\n")).toEqual(parts);
  });

  it("never splits a multi-byte character", () => {
    const folded = foldLine(`DESCRIPTION:${"ä".repeat(80)}`);
    const encoder = new TextEncoder();
    for (const part of folded.split("\r\n")) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"ä".repeat(80)}`);
  });
});

describe("escapeText", () => {
  it.each([
    ["a,b;c\\d", "a\\,b\\;c\\\\d"],
    ["line\r\nnext\nlast", "line\\nnext\\nlast"],
  ])("%j", (input, out) => {
    expect(escapeText(input)).toBe(out);
  });
});
