import { calendarSettingsSchema, WEEKDAYS, type Weekday } from "../../../shared/ota/back-office-calendar";
import { HOUSE_HISTORY_FIELDS, TYPE_HISTORY_FIELDS } from "../../../shared/ota/back-office-houses";
import { RATES_HISTORY_FIELDS } from "../../../shared/ota/back-office-rates";
import { LANGUAGES } from "../../../shared/tenancy/languages";

/**
 * What the back office's history records and how the page names it: every field a write records
 * (houses, apartment types, the calendar's edits, photos, rates) has a label (`adminHouses.history.fields`),
 * and the parts of a recorded value (an address, a contact, an edit's days) have theirs
 * (`adminHouses.history.parts`), so no page shows a recorded key as it is stored.
 */

/** The calendar's edit summary: `days` (the range, weekdays and changed dates), then each field it set. */
export const CALENDAR_HISTORY_FIELDS = ["days", ...calendarSettingsSchema.keyof().options] as const;
/** A photo's changes as the inventory records them; alt texts as `alt.<language>`. */
export const PHOTO_HISTORY_FIELDS = ["file", "size", "alt", "order", "cover"] as const;

export const HISTORY_FIELDS = [
  ...new Set([
    ...HOUSE_HISTORY_FIELDS,
    ...TYPE_HISTORY_FIELDS,
    ...CALENDAR_HISTORY_FIELDS,
    ...PHOTO_HISTORY_FIELDS,
    ...RATES_HISTORY_FIELDS,
  ]),
];
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** The parts of recorded values: an address's and a contact's fields, a calendar edit's days. */
export const HISTORY_VALUE_PARTS = [
  "street",
  "houseNumber",
  "postcode",
  "city",
  "country",
  "lat",
  "long",
  "name",
  "email",
  "phone",
  "externalId",
  "from",
  "to",
  "weekdays",
  "changed",
] as const;
export type HistoryValuePart = (typeof HISTORY_VALUE_PARTS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A recorded field's name: the field, and the language of a per-language field (`alt.de`); null if unknown. */
export function historyField(recorded: string): { field: HistoryField; language: string | null } | null {
  const [field = "", language = null, ...rest] = recorded.split(".");
  if (rest.length > 0 || !isOneOf(HISTORY_FIELDS, field)) return null;
  if (language !== null && !isOneOf(LANGUAGES, language)) return null;
  return { field, language };
}

/** The words a value's line needs, in the page's language. */
export type HistoryWords = {
  part: (part: HistoryValuePart) => string;
  weekday: (day: Weekday) => string;
  /** "12 days" for a calendar edit's changed dates (the dates themselves may be a year's). */
  days: (count: number) => string;
};

/** A recorded value as one line: texts as they are, lists joined, objects by their named parts, none as a dash. */
export function historyValue(value: unknown, words: HistoryWords, key?: string): string {
  if (value === null || value === undefined || value === "") return "–";
  if (key === "changed" && Array.isArray(value)) return words.days(value.length);
  if (key === "weekdays" && Array.isArray(value) && value.every((day) => isOneOf(WEEKDAYS, String(day))))
    return value.map((day) => words.weekday(day as Weekday)).join(", ");
  if (Array.isArray(value)) return value.length ? value.map((item) => historyValue(item, words)).join(", ") : "–";
  if (typeof value === "object")
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== "" && inner !== null)
        .map(([part, inner]) => `${partName(part, words)}: ${historyValue(inner, words, part)}`)
        .join("; ") || "–"
    );
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return String(value);
}

function partName(part: string, words: HistoryWords): string {
  if (isOneOf(HISTORY_VALUE_PARTS, part)) return words.part(part);
  if (isOneOf(LANGUAGES, part)) return part.toUpperCase();
  return part; // a channel's own name (booking.com, ...)
}
