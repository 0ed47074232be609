import { useT } from "../../i18n/use-t";

/** "Add to calendar" (an .ics download) and "Print receipt" (a print-friendly page): plain links. */
export function BookingFileLinks({
  paths,
  calendar,
}: {
  paths: { calendar: string; receipt: string };
  calendar: boolean;
}) {
  const { t } = useT();
  const link =
    "inline-flex items-center rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-surface";
  return (
    <p className="mt-4 flex flex-wrap gap-3 print:hidden">
      {calendar ? (
        <a href={paths.calendar} download className={link} data-testid="calendar-link" rel="nofollow">
          {t("calendar.add")}
        </a>
      ) : null}
      <a href={paths.receipt} className={link} data-testid="receipt-link" rel="nofollow">
        {t("receipt.link")}
      </a>
    </p>
  );
}
