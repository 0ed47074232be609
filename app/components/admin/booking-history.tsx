import type { BookingEvent } from "../../../shared/ota/admin-booking";
import type { Language } from "../../../shared/tenancy/languages";
import { formatMoney } from "../../domain/money/money";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/**
 * A booking's history (the audit log), oldest first: what happened, when (UTC), by whom, fee and
 * reason; for a booking of several apartments (`itemNames`, by item id) which apartment an entry is about.
 */
export function BookingHistory({
  events,
  currency,
  lng,
  itemNames = {},
}: {
  events: BookingEvent[];
  currency: string;
  lng: Language;
  itemNames?: Record<string, string>;
}) {
  const { t } = useT();
  const when = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const money = (amount: number) => formatMoney({ amount, currency }, intlLocale(lng), {});
  if (events.length === 0) return <p>{t("adminBookings.detail.noHistory")}</p>;
  return (
    <ol className="grid gap-3" data-testid="booking-history">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg border border-black/10 bg-white p-3" data-testid="history-entry">
          <p>
            <span className="font-semibold">{t(`adminBookings.events.${e.kind}`)}</span>{" "}
            {e.itemId && itemNames[e.itemId]
              ? `(${t("adminBookings.events.item", { apartment: itemNames[e.itemId] ?? "" })}) `
              : null}
            {e.actor.kind === "admin"
              ? t("adminBookings.events.byAdmin", { name: e.actor.name ?? "" })
              : e.actor.kind === "guest"
                ? t("adminBookings.events.byGuest")
                : t("adminBookings.events.bySystem")}
            {e.fee !== null ? ` · ${t("adminBookings.events.fee", { fee: money(e.fee) })}` : null}
            {e.waivedFee !== null ? ` · ${t("adminBookings.events.waived", { fee: money(e.waivedFee) })}` : null}
          </p>
          <p className="text-sm text-ink/70">
            <time dateTime={e.at}>{when.format(new Date(e.at))} UTC</time>
          </p>
          {e.reason ? (
            <p className="mt-1 text-sm">
              {t("adminBookings.detail.reason")}: {e.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
