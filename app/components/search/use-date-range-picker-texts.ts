import { useT } from "../../i18n/use-t";
import type { DateRangePickerTexts } from "./date-range-calendar-types";

/** The date range picker's texts in the page's language (the search form and the offer page share them). */
export function useDateRangePickerTexts(): DateRangePickerTexts {
  const { t } = useT();
  return {
    checkIn: t("searchForm.checkIn"),
    checkOut: t("searchForm.checkOut"),
    addDate: t("searchForm.addDate"),
    calendarTitle: t("searchForm.calendarTitle"),
    previousMonth: t("searchForm.previousMonth"),
    nextMonth: t("searchForm.nextMonth"),
    clear: t("searchForm.clearDates"),
    done: t("searchForm.done"),
    close: t("searchForm.close"),
    today: t("searchForm.today"),
    chooseCheckIn: t("searchForm.chooseCheckIn"),
    chooseCheckOut: t("searchForm.chooseCheckOut"),
    nights: (count) => t("searchForm.nights", { count }),
  };
}
