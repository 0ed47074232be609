import type { StayCalendar } from "../../../shared/ota/stay-calendar";
import type { Language } from "../../../shared/tenancy/tenant";
import type { Money } from "../../domain/money/money";
import { calendarHref, lastCalendarDay, nextMonth, previousMonth } from "../../domain/offer/calendar-params";
import { AvailabilityMonthTable } from "./availability-month-table";

export type OfferMonthTableProps = {
  lng: Language;
  today: string;
  /** The month shown, an arrival chosen in it, its days and the last month that can be shown. */
  monthTable: { month: string; arrival: string | null; calendar: StayCalendar | null; lastMonth: string };
  stay: { from: string; to: string; guests: number } | null;
  /** Guests without a stay (the page's guests field). */
  guests: number;
  /** The page's path and query. */
  offerUrl: string;
  format: (money: Money) => string;
  formatWhole: (money: Money) => string;
};

/**
 * The offer page's month table with its links: the page's own path and query, the table's state
 * changed. Its own module: the page loads it when the table comes near the viewport (0102).
 */
export default function OfferMonthTable({
  lng,
  today,
  monthTable,
  stay,
  guests,
  offerUrl,
  format,
  formatWhole,
}: OfferMonthTableProps) {
  const [path, search = ""] = offerUrl.split("?");
  const current = new URLSearchParams(search);
  current.set("cal", monthTable.month);
  if (monthTable.arrival) current.set("arrive", monthTable.arrival);
  const href = (changes: Record<string, string | null>) => calendarHref(path ?? "", current, changes);
  const firstMonth = today.slice(0, 7);
  const stayGuests = String(stay?.guests ?? guests);
  return (
    <AvailabilityMonthTable
      lng={lng}
      month={monthTable.month}
      calendar={monthTable.calendar}
      today={today}
      max={lastCalendarDay(today)}
      arrival={monthTable.arrival}
      stay={stay}
      previousHref={
        monthTable.month > firstMonth
          ? href({ cal: previousMonth(monthTable.month), arrive: monthTable.arrival })
          : null
      }
      nextHref={
        monthTable.month < monthTable.lastMonth
          ? href({ cal: nextMonth(monthTable.month), arrive: monthTable.arrival })
          : null
      }
      startOverHref={href({})}
      hrefFor={(day, choice) =>
        choice.departure && monthTable.arrival
          ? href({ from: monthTable.arrival, to: day, guests: stayGuests })
          : href({ arrive: day, from: null, to: null })
      }
      format={format}
      formatWhole={formatWhole}
    />
  );
}
