import dayjs from "dayjs";
import "dayjs/locale/de.js";
import "dayjs/locale/en-gb.js";
import type { Weekday } from "./calendar-model";

type WeekInfo = { firstDay?: number };
export type WeekStartSources = {
  /** Week info from Intl (`Intl.Locale#getWeekInfo()` or the older `weekInfo` getter), if the engine has it. */
  intl?: (tag: string) => WeekInfo | undefined;
  /** dayjs locale data: the `weekStart` of a loaded locale by name. */
  dayjs?: (name: string) => number | undefined;
};

function intlWeekInfo(tag: string): WeekInfo | undefined {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    return typeof locale.getWeekInfo === "function" ? locale.getWeekInfo() : locale.weekInfo;
  } catch {
    return undefined;
  }
}

function dayjsWeekStart(name: string): number | undefined {
  return dayjs.Ls[name]?.weekStart;
}

/**
 * The first day of the week for a locale such as "de-DE" (Monday), "en-GB" (Monday) or "en-US"
 * (Sunday): from Intl when the engine knows week info, else from dayjs locale data (the full tag,
 * then the language), else Sunday. Only the calendar needs it, so dayjs loads with the calendar.
 */
export function weekStartFor(
  tag: string,
  sources: WeekStartSources = { intl: intlWeekInfo, dayjs: dayjsWeekStart },
): Weekday {
  const firstDay = sources.intl?.(tag)?.firstDay;
  if (typeof firstDay === "number" && firstDay >= 1 && firstDay <= 7) return (firstDay % 7) as Weekday;
  const lower = tag.toLowerCase();
  const fromDayjs = sources.dayjs?.(lower) ?? sources.dayjs?.(lower.split("-")[0] ?? lower);
  if (typeof fromDayjs === "number" && fromDayjs >= 0 && fromDayjs <= 6) return fromDayjs as Weekday;
  return 0;
}
