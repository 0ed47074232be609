import { Link } from "react-router";
import type { AdminCalendar, AdminCalendarDay } from "../../../../shared/ota/back-office-calendar";
import type { Language } from "../../../../shared/tenancy/tenant";
import { monthWeeks } from "../../../domain/calendar/month-grid";
import { formatMoney } from "../../../domain/money/money";
import { dateTimeFormat } from "../../../i18n/date-time-format";
import { intlLocale } from "../../../i18n/intl-locale";
import { useT } from "../../../i18n/use-t";

const WEEKDAY_DATES = [
  "2026-11-30",
  "2026-12-01",
  "2026-12-02",
  "2026-12-03",
  "2026-12-04",
  "2026-12-05",
  "2026-12-06",
];
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Names of the days, months and whole dates in the page's language. */
function useCalendarNames(lng: Language) {
  const locale = intlLocale(lng);
  const weekday = dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const weekdayLong = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const longDate = dateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const month = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  return {
    weekdays: WEEKDAY_DATES.map((date) => ({ short: weekday.format(utc(date)), long: weekdayLong.format(utc(date)) })),
    longDate: (date: string) => longDate.format(utc(date)),
    month: (key: string) => month.format(utc(`${key}-01`)),
  };
}

/** What one day shows: each plan's price, units left of those for sale and booked, min stay, markers. */
function DayFacts({ calendar, day, lng }: { calendar: AdminCalendar; day: AdminCalendarDay; lng: Language }) {
  const { t } = useT();
  const locale = intlLocale(lng);
  const markers = [
    day.set.closed ? t("adminCalendar.closed") : null,
    day.set.closedToArrival ? t("adminCalendar.cta") : null,
    day.set.closedToDeparture ? t("adminCalendar.ctd") : null,
  ].filter((marker): marker is string => marker !== null);
  return (
    <div className="grid gap-0.5 text-xs" data-testid={`calendar-day-${day.date}`} data-closed={day.set.closed}>
      <ul>
        {calendar.ratePlans.map((plan, i) => (
          <li key={plan.id} data-testid="plan-price">
            <span className="text-ink/70">{plan.name[lng]}: </span>
            <span className={day.set.price !== null ? "font-semibold" : undefined}>
              {formatMoney({ amount: day.planPrices[i]?.amount ?? 0, currency: calendar.currency }, locale)}
            </span>
          </li>
        ))}
      </ul>
      <p data-testid="units">
        {t("adminCalendar.unitsLeft", { left: day.left, units: day.units, booked: day.booked })}
      </p>
      <p>{t("adminCalendar.minStayShort", { count: day.minStay })}</p>
      {markers.length > 0 ? (
        <p className="font-semibold text-red-800" data-testid="markers">
          {markers.join(" · ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One month of an apartment type's calendar: links to the months before and after; on wide screens a
 * table (a column per weekday, a row per week, each day's cell headed by its date), on a phone a list
 * of the days. Both are plain HTML, read in order by screen readers and reached by keyboard through
 * the month links only (nothing in a cell is interactive).
 */
export function CalendarMonth({
  calendar,
  lng,
  monthHref,
  previous,
  next,
}: {
  calendar: AdminCalendar;
  lng: Language;
  monthHref: (month: string) => string;
  previous: string;
  next: string;
}) {
  const { t } = useT();
  const names = useCalendarNames(lng);
  const title = names.month(calendar.month);
  return (
    <section aria-labelledby="calendar-month-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-month-title" className="text-xl font-bold" data-testid="calendar-month-title">
          {title}
        </h2>
        <nav aria-label={t("adminCalendar.months")} className="flex gap-3">
          <Link to={monthHref(previous)} className="font-semibold underline" data-testid="calendar-previous">
            ← {names.month(previous)}
          </Link>
          <Link to={monthHref(next)} className="font-semibold underline" data-testid="calendar-next">
            {names.month(next)} →
          </Link>
        </nav>
      </div>
      <table className="mt-3 hidden w-full table-fixed border-collapse sm:table" data-testid="calendar-table">
        <caption className="sr-only">{t("adminCalendar.caption", { month: title })}</caption>
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="border-b border-black/20 p-1 text-left text-sm">
                <abbr title={weekday.long} className="no-underline">
                  {weekday.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(calendar.days).map((week) => (
            <tr key={week.find((day) => day !== null)?.date}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day.date}
                    className={`border border-black/10 p-1 align-top ${day.set.closed ? "bg-red-50" : ""}`}
                  >
                    <p className="text-sm font-bold">
                      <time dateTime={day.date}>
                        <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                        <span className="sr-only">{names.longDate(day.date)}</span>
                      </time>
                    </p>
                    <DayFacts calendar={calendar} day={day} lng={lng} />
                  </td>
                ) : (
                  <td key={`empty-${i}`} className="border border-black/5" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="mt-3 grid gap-2 sm:hidden" data-testid="calendar-list" aria-label={title}>
        {calendar.days.map((day) => (
          <li key={day.date} className={`rounded-md border border-black/10 p-2 ${day.set.closed ? "bg-red-50" : ""}`}>
            <p className="font-bold">
              <time dateTime={day.date}>{names.longDate(day.date)}</time>
            </p>
            <DayFacts calendar={calendar} day={day} lng={lng} />
          </li>
        ))}
      </ol>
    </section>
  );
}
