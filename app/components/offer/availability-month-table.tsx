import { useMemo } from "react";
import { Link } from "react-router";
import type { StayCalendar } from "../../../shared/ota/stay-calendar";
import type { Language } from "../../../shared/tenancy/tenant";
import type { Money } from "../../domain/money/money";
import { type DayChoice, dayChoice, daysByDate } from "../../domain/offer/calendar-availability";
import { dateTimeFormat } from "../../i18n/date-time-format";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";
import { monthMatrix, weekdaysFrom } from "../search/calendar-model";
import { weekStartFor } from "../search/week-start";
import { useDayLabel } from "./use-day-label";

export type AvailabilityMonthTableProps = {
  lng: Language;
  month: string;
  calendar: StayCalendar | null;
  today: string;
  max: string;
  /** An arrival chosen in the table whose departure is being chosen. */
  arrival: string | null;
  /** The page's stay, highlighted. */
  stay: { from: string; to: string } | null;
  previousHref: string | null;
  nextHref: string | null;
  startOverHref: string | null;
  hrefFor: (day: string, choice: DayChoice) => string;
  format: (money: Money) => string;
  /** Whole units, for the cells. */
  formatWhole: (money: Money) => string;
};

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The apartment's month as a table that works without JavaScript: each day that can start (or, once an
 * arrival is chosen, end) a stay is a link that puts it in the URL, with its nightly rate and minimum
 * stay; every other day says why in words. Paged by month through the URL.
 */
export function AvailabilityMonthTable(props: AvailabilityMonthTableProps) {
  const { t } = useT();
  const { lng, month, calendar, today, max, arrival, stay, format, formatWhole } = props;
  const tag = intlLocale(lng);
  const weekStart = useMemo(() => weekStartFor(tag), [tag]);
  const days = useMemo(() => daysByDate(calendar?.days ?? []), [calendar]);
  const labelOf = useDayLabel(lng, calendar?.currency ?? "EUR", format);
  const monthName = dateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(`${month}-01`));
  const weekday = (style: "short" | "long") => dateTimeFormat(tag, { weekday: style, timeZone: "UTC" });
  // 2026-06-07 is a Sunday: add the weekday number to get any weekday.
  const weekdayDate = (day: number) => new Date(Date.UTC(2026, 5, 7 + day));
  const context = { days, today, max, arrival, maxStay: calendar?.maxStay ?? null };
  const nav =
    "inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand underline-offset-2 hover:underline";

  return (
    <section id="availability" aria-labelledby="availability-heading" className="grid gap-3" data-testid="month-table">
      <h2 id="availability-heading" className="text-xl font-bold">
        {t("availabilityCalendar.title")}
      </h2>
      <p className="text-sm text-ink/80">{t("availabilityCalendar.intro")}</p>
      <p className="font-semibold" data-testid="month-table-status">
        {arrival
          ? t("availabilityCalendar.chooseDeparture", { date: formatDate(arrival, lng) })
          : t("availabilityCalendar.chooseArrival")}
        {arrival && props.startOverHref ? (
          <>
            {" "}
            <Link to={props.startOverHref} preventScrollReset className="font-normal text-brand underline">
              {t("availabilityCalendar.startOver")}
            </Link>
          </>
        ) : null}
      </p>
      {calendar ? null : <p className="text-sm text-ink/80">{t("availabilityCalendar.notLoaded")}</p>}
      <div className="flex items-center justify-between">
        {props.previousHref ? (
          <Link to={props.previousHref} preventScrollReset className={nav} rel="nofollow">
            <span aria-hidden="true">‹</span>{" "}
            <span className="sr-only sm:not-sr-only">{t("availabilityCalendar.previousMonth")}</span>
          </Link>
        ) : (
          <span />
        )}
        <h3 className="font-semibold" data-testid="month-table-month">
          {monthName}
        </h3>
        {props.nextHref ? (
          <Link to={props.nextHref} preventScrollReset className={nav} rel="nofollow">
            <span className="sr-only sm:not-sr-only">{t("availabilityCalendar.nextMonth")}</span>{" "}
            <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span />
        )}
      </div>
      <table className="w-full table-fixed border-collapse text-center">
        <caption className="sr-only">{monthName}</caption>
        <thead>
          <tr>
            {weekdaysFrom(weekStart).map((d) => (
              <th
                key={d}
                scope="col"
                abbr={weekday("long").format(weekdayDate(d))}
                className="pb-1 text-xs font-medium"
              >
                {weekday("short").format(weekdayDate(d))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthMatrix(month, weekStart).map((row, index) => (
            <tr key={index}>
              {row.map((day, column) => {
                if (day === null) return <td key={column} />;
                const choice = dayChoice(day, context);
                const inStay = stay !== null && day >= stay.from && day <= stay.to;
                const label = labelOf(day, choice);
                const body = (
                  <>
                    <span className="block text-sm font-semibold tabular-nums">{Number(day.slice(8))}</span>
                    {choice.selectable && choice.rate !== null ? (
                      <span className="block text-[0.6875rem] leading-tight tabular-nums">
                        {formatWhole({ amount: choice.rate, currency: calendar?.currency ?? "EUR" })}
                      </span>
                    ) : null}
                    {choice.selectable && choice.minStay !== null && choice.minStay > 1 && !choice.departure ? (
                      <span className="block text-[0.6875rem] leading-tight">
                        {t("availabilityCalendar.minStayShort", { count: choice.minStay })}
                      </span>
                    ) : null}
                    {choice.selectable && choice.maxStay !== null && !choice.departure ? (
                      <span className="block text-[0.6875rem] leading-tight">
                        {t("availabilityCalendar.maxStayShort", { count: choice.maxStay })}
                      </span>
                    ) : null}
                    {choice.selectable ? null : (
                      <span className="block text-[0.6875rem] leading-tight break-words hyphens-auto">
                        {t(`availabilityCalendar.status.${choice.status}`)}
                      </span>
                    )}
                  </>
                );
                return (
                  <td
                    key={day}
                    className={`border border-ink/10 p-0 align-top ${inStay ? "bg-brand/15" : ""}`}
                    data-date={day}
                    data-status={choice.status}
                  >
                    {choice.selectable ? (
                      <Link
                        to={props.hrefFor(day, choice)}
                        preventScrollReset
                        rel="nofollow"
                        aria-label={label}
                        data-choice={choice.departure ? "departure" : "arrival"}
                        className="block min-h-14 px-0.5 py-1 text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="min-h-14 bg-ink/5 px-0.5 py-1 text-ink/80" role="img" aria-label={label}>
                        {body}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
