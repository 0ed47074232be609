import { data, redirect } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { authorizedTenant, bookingPaths } from "../.server/booking/authorized-booking.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { sendCancellationMail } from "../.server/mail/guest-mails.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { useRefundEvent } from "../components/analytics/checkout-events";
import { BankTransferDetailsBox } from "../components/booking/bank-transfer-details";
import { BookingFileLinks } from "../components/booking/booking-file-links";
import { BookingItemsList, GuestStatusBadge } from "../components/booking/booking-items-list";
import { CancelConfirmForm } from "../components/booking/cancel-confirm-form";
import { StayTotal } from "../components/booking/stay-total";
import { useRememberedCancellation } from "../components/booking/use-remembered-cancellation";
import { AskAboutBooking } from "../components/contact/ask-about-booking";
import { Alert } from "../components/ui/alert";
import { bankTransferDetails } from "../domain/booking/bank-transfer";
import {
  cancellableItem,
  cancelledItemsOf,
  feeOfItems,
  freeUntilOfItems,
  guestsOfItems,
  hasSeveralItems,
  isActiveItem,
  itemName,
} from "../domain/booking/booking-items";
import { cancellationText } from "../domain/booking/cancellation-text";
import { offersChange } from "../domain/booking/change-form";
import { formatMoney } from "../domain/money/money";
import { paymentMethodNameKey } from "../domain/payments/payment-method-name";
import { formatStayDates } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/manage-booking";

export const headers = noStoreHeaders;

/**
 * The guest's booking, reached through the signed link of the confirmation mail: no sign-in. A bad
 * token, another tenant's booking and an unknown booking all answer the same translated 404
 * (`authorizedTenant`, shared with the booking's calendar file and receipt).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const tenant = await authorizedTenant(context, params.bookingId, token);
  const lng = getLocale(context);
  const result = await adaptersOf(context).ota.getBooking(tenant.ibeUid, params.bookingId, lng);
  if (!result.ok) {
    return data(
      {
        lng,
        token: token ?? "",
        booking: null,
        confirm: false,
        confirmItemId: null,
        justCancelled: false,
        cancelledItemId: null,
        justChanged: false,
        changeable: false,
        bankTransfer: null,
        paths: null,
      },
      { status: failedUpstreamStatus(result, { notFound: [404] }) },
    );
  }
  const booking = result.data;
  const asked = url.searchParams.get("confirm") === "cancel" && booking.status !== "cancelled";
  // `item`: one apartment of several (decision 0142); an id that is not an active item asks nothing.
  const item = url.searchParams.get("item");
  const confirmItemId = asked && item ? (cancellableItem(booking, item)?.itemId ?? null) : null;
  return {
    lng,
    token: token ?? "",
    booking,
    confirm: asked && !item,
    confirmItemId,
    justCancelled: url.searchParams.get("cancelled") === "1",
    cancelledItemId: url.searchParams.get("cancelled") === "1" ? url.searchParams.get("item") : null,
    justChanged: url.searchParams.get("changed") === "1",
    // A booking of several apartments is not changed (decision 0142): its guest cancels one instead.
    changeable: !hasSeveralItems(booking) && offersChange(booking, new Date().toISOString().slice(0, 10)),
    // Shown while the booking stands: the OTA does not tell whether a transfer has arrived.
    bankTransfer: bankTransferDetails(booking, { tenant: tenant.bankAccount }),
    paths: await bookingPaths(context, booking.id, lng),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = typeof form.get("token") === "string" ? String(form.get("token")) : null;
  const tenant = await authorizedTenant(context, params.bookingId, token);
  const lng = getLocale(context);
  const itemId = form.get("itemId");
  if (form.get("intent") !== "cancel" || (itemId !== null && typeof itemId !== "string")) {
    throw data(null, { status: 400 });
  }
  const itemIds = itemId ? [itemId] : undefined;
  const result = await adaptersOf(context).ota.cancelBooking(
    tenant.ibeUid,
    params.bookingId,
    itemIds ? { itemIds } : {},
    lng,
  );
  if (!result.ok) {
    const status = failedUpstreamStatus(result, {
      passOn: [400, 409],
      log: "manage booking: cancel failed",
    });
    return data({ error: "manageBooking.errors.cancelFailed" as const }, { status });
  }
  // One mail per cancellation: a second post (the OTA answers the same cancelled booking) sends none.
  await sendCancellationMail(context, {
    booking: result.data,
    cancelledItemIds: itemIds,
    lng,
    origin: new URL(request.url).origin,
  });
  const query = new URLSearchParams({ token: token ?? "", cancelled: "1", ...(itemId ? { item: itemId } : {}) });
  return redirect(`/${lng}/bookings/${encodeURIComponent(params.bookingId)}?${query}`, 303);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { booking, lng, token } = loaderData;
  const cancelledOnServer = booking?.status === "cancelled";
  const remembered = useRememberedCancellation(booking?.id ?? "", cancelledOnServer);
  const cancelledNow =
    booking && loaderData.justCancelled
      ? cancelledItemsOf(booking, loaderData.cancelledItemId ? [loaderData.cancelledItemId] : undefined)
      : null;
  useRefundEvent(booking, cancelledNow);
  if (!booking) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <Alert variant="error" title={t("manageBooking.errors.title")}>
          <p>{t("manageBooking.errors.unavailable")}</p>
        </Alert>
      </section>
    );
  }
  const cancelled = cancelledOnServer || remembered;
  const several = hasSeveralItems(booking);
  const money = (amount: number) => formatMoney({ amount, currency: booking.currency }, intlLocale(lng), {});
  const policy = cancellationText(booking.cancellation.policy, booking.price.nights);
  const active = booking.items.filter(isActiveItem);
  // The whole booking's cancellation: each active apartment at its own policy's fee.
  const wholeCancellation = several
    ? { fee: feeOfItems(active), freeUntil: freeUntilOfItems(active) }
    : { fee: booking.cancellation.fee, freeUntil: booking.cancellation.freeUntil };
  const justCancelledFee = cancelledNow ? feeOfItems(cancelledNow) : 0;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="manage-title" data-testid="manage-booking">
      <title>{t("manageBooking.metaTitle", { reference: booking.reference })}</title>
      <h1 id="manage-title" className="text-2xl font-bold">
        {t("manageBooking.title", { reference: booking.reference })}
      </h1>
      <p className="mt-2">
        <GuestStatusBadge cancelled={cancelled} status={booking.status} testId="booking-status" />
      </p>
      {cancelledNow ? (
        <Alert
          variant="success"
          className="mt-4"
          title={
            loaderData.cancelledItemId && !cancelledOnServer
              ? t("manageBooking.items.cancelledTitle", { apartment: cancelledNow.map(itemName).join("; ") })
              : t("manageBooking.cancelledTitle")
          }
        >
          <p data-testid="cancelled-fee">
            {justCancelledFee > 0
              ? t("manageBooking.cancelledWithFee", { fee: money(justCancelledFee) })
              : t("manageBooking.cancelledFree")}
          </p>
          {loaderData.cancelledItemId && !cancelledOnServer ? (
            <p data-testid="still-booked">
              {t("manageBooking.items.stillBooked", {
                apartments: active.map(itemName).join("; "),
                total: money(booking.total.amount),
              })}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {loaderData.justChanged ? (
        <Alert variant="success" className="mt-4" title={t("manageBooking.change.changedTitle")}>
          <p data-testid="changed-note">{t("manageBooking.change.changed")}</p>
        </Alert>
      ) : null}
      {actionData?.error ? (
        <Alert variant="error" className="mt-4" title={t("manageBooking.errors.title")}>
          <p>{t(actionData.error)}</p>
        </Alert>
      ) : null}

      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl border border-black/10 bg-white p-5 sm:grid-cols-[auto_1fr]">
        {several ? null : (
          <>
            <dt className="font-semibold">{t("mail.confirmation.apartment")}</dt>
            <dd>{itemName(booking)}</dd>
            <dt className="font-semibold">{t("mail.confirmation.address")}</dt>
            <dd>
              {booking.address.street} {booking.address.houseNumber}, {booking.address.postcode} {booking.address.city}
            </dd>
          </>
        )}
        <dt className="font-semibold">{t("mail.confirmation.dates")}</dt>
        <dd>{formatStayDates(booking.from, booking.to, lng)}</dd>
        <dt className="font-semibold">{t("mail.confirmation.guests")}</dt>
        <dd>
          {booking.guest.firstName} {booking.guest.lastName} ·{" "}
          {t("search.guestsCount", { count: several ? guestsOfItems(active) : booking.guests })}
        </dd>
        <dt className="font-semibold">{t("mail.confirmation.payment")}</dt>
        <dd>{t(paymentMethodNameKey(booking.paymentMethod))}</dd>
        {several ? (
          <>
            <dt className="font-semibold">{t("mail.confirmation.total")}</dt>
            <dd className="font-bold" data-testid="stay-total">
              {money(booking.total.amount)}
            </dd>
          </>
        ) : (
          <>
            <StayTotal price={booking.price} lng={lng} />
            <dt className="font-semibold">{t("mail.confirmation.cancellation")}</dt>
            <dd>{t(policy.key, policy.values)}</dd>
          </>
        )}
      </dl>
      {several ? (
        <BookingItemsList
          booking={booking}
          lng={lng}
          token={token}
          confirmItemId={cancelled ? null : loaderData.confirmItemId}
        />
      ) : null}
      {loaderData.paths ? <BookingFileLinks paths={loaderData.paths} calendar={!cancelled} /> : null}
      {loaderData.bankTransfer && !cancelled ? (
        <BankTransferDetailsBox details={loaderData.bankTransfer} lng={lng} />
      ) : null}
      {loaderData.changeable && !cancelled ? (
        <a
          href={`/${lng}/bookings/${encodeURIComponent(booking.id)}/change?${new URLSearchParams({ token })}`}
          className="mt-6 mr-3 inline-block rounded-md border border-ink/30 px-4 py-2 font-semibold hover:bg-black/5"
          data-testid="change-booking-link"
        >
          {t("manageBooking.change.link")}
        </a>
      ) : null}
      <AskAboutBooking lng={lng} reference={booking.reference} />

      {cancelled ? null : loaderData.confirm ? (
        <CancelConfirmForm
          token={token}
          lng={lng}
          currency={booking.currency}
          cancellation={wholeCancellation}
          title={t("manageBooking.confirmTitle")}
          confirmLabel={t("manageBooking.confirmCancel")}
        />
      ) : (
        <a
          href={`?${new URLSearchParams({ token, confirm: "cancel" })}`}
          className="mt-6 inline-block rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
          data-testid="cancel-booking"
        >
          {t(several ? "manageBooking.items.cancelAll" : "manageBooking.cancel")}
        </a>
      )}
    </section>
  );
}
