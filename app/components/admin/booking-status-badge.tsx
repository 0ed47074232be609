import type { BookingStatus } from "../../../shared/ota/booking";
import { useT } from "../../i18n/use-t";

const TONE: Record<BookingStatus, string> = {
  confirmed: "bg-emerald-100 text-emerald-900",
  requested: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
};

/** A booking's status as a coloured label (the word carries the meaning, the colour only repeats it). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-testid="booking-status"
    >
      {t(`adminBookings.status.${status}`)}
    </span>
  );
}
