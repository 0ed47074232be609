import type { BookingChangeStay } from "../../../shared/ota/booking-change";
import { useT } from "../../i18n/use-t";

/** The new stay's fields of a change form (arrival, departure, guests), prefilled with `stay`. */
export function ChangeStayFields({ stay, today }: { stay: BookingChangeStay; today: string }) {
  const { t } = useT();
  const field = "mt-1 block w-full rounded-md border border-ink/30 px-3 py-2";
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {(["from", "to"] as const).map((name) => (
        <label key={name} className="block font-semibold">
          {t(`manageBooking.change.${name}`)}
          <input
            type="date"
            name={name}
            required
            min={today}
            defaultValue={stay[name]}
            className={field}
            data-testid={`change-${name}`}
          />
        </label>
      ))}
      <label className="block font-semibold">
        {t("manageBooking.change.guests")}
        <input
          type="number"
          name="guests"
          required
          min={1}
          max={30}
          defaultValue={stay.guests}
          className={field}
          data-testid="change-guests"
        />
      </label>
    </div>
  );
}
