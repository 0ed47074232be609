import { describe, expect, it } from "vitest";
import dePages from "../../../locales/de/pages.json";
import enPages from "../../../locales/en/pages.json";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { HISTORY_FIELDS, HISTORY_VALUE_PARTS, type HistoryWords, historyField, historyValue } from "./history-labels";

/** A calendar edit's range and two changed days, ahead of today (the values only need to be dates). */
const FROM = isoDateFromToday(10);
const TO = isoDateFromToday(40);
const SAT = isoDateFromToday(14);
const SUN = isoDateFromToday(15);

const words: HistoryWords = {
  part: (part) => `<${part}>`,
  weekday: (day) => day.toUpperCase(),
  days: (count) => `${count} d`,
};

describe("the history's labels", () => {
  it.each([
    ["en", enPages],
    ["de", dePages],
  ])("name every recorded field and value part in %s", (_lng, pages) => {
    const { fields, parts } = pages.adminHouses.history;
    for (const field of HISTORY_FIELDS) expect(fields, field).toHaveProperty([field], expect.stringMatching(/\S/));
    for (const part of HISTORY_VALUE_PARTS) expect(parts, part).toHaveProperty([part], expect.stringMatching(/\S/));
  });

  it.each([
    ["days", { field: "days", language: null }],
    ["units", { field: "units", language: null }],
    ["closedToArrival", { field: "closedToArrival", language: null }],
    ["alt.de", { field: "alt", language: "de" }],
    ["ratePlans", { field: "ratePlans", language: null }],
    ["extraGuestFee", { field: "extraGuestFee", language: null }],
    ["alt.fr", null],
    ["alt.de.x", null],
    ["somethingElse", null],
  ])("%s is named as %j", (recorded, named) => {
    expect(historyField(recorded)).toEqual(named);
  });
});

describe("historyValue", () => {
  it.each([
    [null, undefined, "–"],
    ["", undefined, "–"],
    [true, undefined, "✓"],
    [false, undefined, "✗"],
    [12_000, undefined, "12000"],
    [[], undefined, "–"],
    [["a", "b"], undefined, "a, b"],
    [{ en: "Loft", de: "" }, undefined, "EN: Loft"],
    [{ street: "Main", city: "Berlin" }, undefined, "<street>: Main; <city>: Berlin"],
    [{ "booking.com": { externalId: "7" } }, undefined, "booking.com: <externalId>: 7"],
    // A calendar edit's days: the range, the weekdays by name and how many days changed.
    [
      { from: FROM, to: TO, weekdays: ["sat", "sun"], changed: [SAT, SUN] },
      undefined,
      `<from>: ${FROM}; <to>: ${TO}; <weekdays>: SAT, SUN; <changed>: 2 d`,
    ],
  ])("%j shows as %s", (value, key, line) => {
    expect(historyValue(value, words, key)).toBe(line);
  });
});
