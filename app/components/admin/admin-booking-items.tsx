import { Form } from "react-router";
import type { BookingItem } from "../../../shared/ota/booking";
import type { Language } from "../../../shared/tenancy/languages";
import { isActiveItem, itemName } from "../../domain/booking/booking-items";
import { cancellationText } from "../../domain/booking/cancellation-text";
import { formatDate } from "../../i18n/format";
import { useT } from "../../i18n/use-t";
import { BookingStatusBadge } from "./booking-status-badge";
import { DefinitionList } from "./definition-list";

/**
 * The apartments of a booking of several (decision 0142) on the admin detail: each with its guests,
 * price, policy, status and fee, and while it stands a form that cancels it alone at its policy's fee
 * (the waiver form names the apartment to waive for).
 */
export function AdminBookingItems({
  items,
  lng,
  money,
  canCancel,
}: {
  items: BookingItem[];
  lng: Language;
  money: (amount: number) => string;
  canCancel: boolean;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="items" className="rounded-xl border border-black/10 bg-white p-4 sm:p-5 lg:col-span-2">
      <h2 id="items" className="mb-3 text-lg font-bold">
        {t("adminBookings.detail.items")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => {
          const policy = cancellationText(item.cancellation.policy, item.price.nights);
          const active = isActiveItem(item);
          const { fee, freeUntil, cancelledAt } = item.cancellation;
          return (
            <li
              key={item.itemId}
              className="rounded-lg border border-black/10 p-3"
              data-testid="admin-booking-item"
              data-item-id={item.itemId}
            >
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{itemName(item)}</h3>
                <BookingStatusBadge status={item.status} />
              </div>
              <DefinitionList
                items={[
                  [
                    t("mail.confirmation.address"),
                    `${item.address.street} ${item.address.houseNumber}, ${item.address.postcode} ${item.address.city}`,
                  ],
                  [t("adminBookings.detail.guests"), String(item.guests)],
                  [t("adminBookings.detail.total"), money(item.price.total)],
                  [t("adminBookings.detail.policy"), t(policy.key, policy.values)],
                  ...((active
                    ? [
                        [
                          t("adminBookings.detail.feeNow"),
                          <span key="fee" data-testid="item-fee-now">
                            {money(fee)}
                          </span>,
                        ],
                        [
                          t("adminBookings.detail.freeUntil"),
                          freeUntil ? formatDate(freeUntil.slice(0, 10), lng) : t("adminBookings.detail.neverFree"),
                        ],
                      ]
                    : [
                        [
                          t("adminBookings.detail.cancelledAt"),
                          cancelledAt ? formatDate(cancelledAt.slice(0, 10), lng) : null,
                        ],
                        [
                          t("adminBookings.detail.feeCharged"),
                          <span key="fee" data-testid="item-fee-charged">
                            {money(fee)}
                          </span>,
                        ],
                      ]) as [string, React.ReactNode][]),
                ]}
              />
              {active && canCancel ? (
                <Form method="post" className="mt-3" data-testid="cancel-item-form">
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <button
                    type="submit"
                    name="intent"
                    value="cancel"
                    className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                    data-testid="cancel-item-with-fee"
                  >
                    {fee > 0
                      ? t("adminBookings.detail.cancelItemPolicy", { fee: money(fee) })
                      : t("adminBookings.detail.cancelItemFree")}
                    <span className="sr-only">: {itemName(item)}</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
