import type { Weekday } from "./calendar-model";

type WeekInfo = { firstDay?: number };
export type WeekStartSources = {
  /** Week info from Intl (`Intl.Locale#getWeekInfo()` or the older `weekInfo` getter), if the engine has it. */
  intl?: (tag: string) => WeekInfo | undefined;
  /** Locale data by lower-case name (a full tag or a language), 0 = Sunday ... 6 = Saturday. */
  localeData?: (name: string) => number | undefined;
};

function intlWeekInfo(tag: string): WeekInfo | undefined {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    return typeof locale.getWeekInfo === "function" ? locale.getWeekInfo() : locale.weekInfo;
  } catch {
    return undefined;
  }
}

/**
 * The week start of the locales the app shows (intlLocale: de-DE, en-GB), as dayjs's locale data has
 * them, for engines without Intl week info; a bare "en" has none there either (Sunday).
 */
const WEEK_START_BY_LOCALE: Readonly<Record<string, number>> = { de: 1, "en-gb": 1 };

/** Where the week start comes from in the browser and on the server. */
export const WEEK_START_SOURCES: WeekStartSources = {
  intl: intlWeekInfo,
  localeData: (name) => WEEK_START_BY_LOCALE[name],
};

/**
 * The first day of the week for a locale such as "de-DE" (Monday), "en-GB" (Monday) or "en-US"
 * (Sunday): from Intl when the engine knows week info, else from locale data (the full tag,
 * then the language), else Sunday. No date library: the offer page's month table needs it at once.
 */
export function weekStartFor(tag: string, sources: WeekStartSources = WEEK_START_SOURCES): Weekday {
  const firstDay = sources.intl?.(tag)?.firstDay;
  if (typeof firstDay === "number" && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as Weekday;
  const lower = tag.toLowerCase();
  const fromData = sources.localeData?.(lower) ?? sources.localeData?.(lower.split("-")[0] ?? lower);
  if (typeof fromData === "number" && fromData >= 0 && fromData <= 6) return fromData as Weekday;
  return 0;
}
