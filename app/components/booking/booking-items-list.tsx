import type { Booking, BookingItem, BookingStatus } from "../../../shared/ota/booking";
import type { Language } from "../../../shared/tenancy/languages";
import { isActiveItem, itemName } from "../../domain/booking/booking-items";
import { cancellationText } from "../../domain/booking/cancellation-text";
import { formatMoney } from "../../domain/money/money";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";
import { CancelConfirmForm } from "./cancel-confirm-form";

/** A booking's or an apartment's status as the guest reads it: green while booked, red once cancelled. */
export function GuestStatusBadge({
  cancelled,
  status,
  testId,
}: {
  cancelled: boolean;
  status: BookingStatus;
  testId: string;
}) {
  const { t } = useT();
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${
        cancelled ? "bg-red-100 text-red-900" : "bg-emerald-100 text-emerald-900"
      }`}
      data-testid={testId}
    >
      {t(cancelled ? "manageBooking.status.cancelled" : `manageBooking.status.${status}`)}
    </span>
  );
}

/**
 * The apartments of a booking of several (decision 0142) on the manage page: each with its guests,
 * price, cancellation terms and status, and while it stands a link to cancel it alone; the link opens
 * the confirm step in place (`?confirm=cancel&item=`), so it works without JavaScript.
 */
export function BookingItemsList({
  booking,
  lng,
  token,
  confirmItemId,
}: {
  booking: Pick<Booking, "items" | "currency">;
  lng: Language;
  token: string;
  confirmItemId: string | null;
}) {
  const { t } = useT();
  const money = (amount: number) => formatMoney({ amount, currency: booking.currency }, intlLocale(lng), {});
  return (
    <section aria-labelledby="items-title" className="mt-6">
      <h2 id="items-title" className="text-xl font-bold">
        {t("manageBooking.items.title")}
      </h2>
      <ul className="mt-3 grid gap-4">
        {booking.items.map((item) => (
          <li
            key={item.itemId}
            id={`item-${item.itemId}`}
            className="rounded-xl border border-black/10 bg-white p-5"
            data-testid="booking-item"
            data-item-id={item.itemId}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{itemName(item)}</h3>
              <GuestStatusBadge cancelled={!isActiveItem(item)} status={item.status} testId="item-status" />
            </div>
            <ItemFacts item={item} lng={lng} money={money} />
            {isActiveItem(item) ? (
              confirmItemId === item.itemId ? (
                <CancelConfirmForm
                  token={token}
                  lng={lng}
                  currency={booking.currency}
                  cancellation={item.cancellation}
                  itemId={item.itemId}
                  title={t("manageBooking.items.confirmTitle", { apartment: itemName(item) })}
                  confirmLabel={t("manageBooking.items.confirmCancel")}
                />
              ) : (
                <a
                  href={`?${new URLSearchParams({ token, confirm: "cancel", item: item.itemId })}#item-${item.itemId}`}
                  className="mt-4 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                  data-testid="cancel-item"
                >
                  {t("manageBooking.items.cancel")}
                  <span className="sr-only">: {itemName(item)}</span>
                </a>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ItemFacts({ item, lng, money }: { item: BookingItem; lng: Language; money: (amount: number) => string }) {
  const { t } = useT();
  const policy = cancellationText(item.cancellation.policy, item.price.nights);
  const { fee, freeUntil } = item.cancellation;
  const a = item.address;
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t("mail.confirmation.address")}</dt>
      <dd>
        {a.street} {a.houseNumber}, {a.postcode} {a.city}
      </dd>
      <dt className="font-semibold">{t("mail.confirmation.guests")}</dt>
      <dd>{t("search.guestsCount", { count: item.guests })}</dd>
      <dt className="font-semibold">{t("manageBooking.items.price")}</dt>
      <dd data-testid="item-price">{money(item.price.total)}</dd>
      <dt className="font-semibold">{t("mail.confirmation.cancellation")}</dt>
      <dd>{t(policy.key, policy.values)}</dd>
      <dt className="font-semibold">
        {isActiveItem(item) ? t("manageBooking.items.feeNow") : t("manageBooking.items.feeCharged")}
      </dt>
      <dd data-testid="item-fee">
        {fee > 0
          ? money(fee)
          : isActiveItem(item) && freeUntil
            ? t("manageBooking.freeUntil", { date: formatDate(freeUntil.slice(0, 10), lng) })
            : t("mail.cancellation.free")}
      </dd>
    </dl>
  );
}
