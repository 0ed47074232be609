import { redirect } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { bookingPaths } from "../.server/booking/authorized-booking.server";
import { checkoutSessionFrom } from "../.server/checkout/checkout-flow.server";
import { tenantContext } from "../.server/context.server";
import { manageBookingUrl } from "../.server/mail/booking-confirmation.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { usePurchaseEvent } from "../components/analytics/checkout-events";
import { BankTransferDetailsBox } from "../components/booking/bank-transfer-details";
import { BookingFileLinks } from "../components/booking/booking-file-links";
import { StayTotal } from "../components/booking/stay-total";
import { StepHeader } from "../components/checkout/checkout-progress";
import { AskAboutBooking } from "../components/contact/ask-about-booking";
import { bankTransferDetails } from "../domain/booking/bank-transfer";
import { cancellationText } from "../domain/booking/cancellation-text";
import { pagePath } from "../domain/checkout/checkout-pages";
import { formatMoney, type Money } from "../domain/money/money";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/checkout.confirmation";

export const headers = noStoreHeaders;

export const handle = { pageId: "checkout.confirmation" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const lng = getLocale(context);
  const { booking, enquiry } = session.state;
  if (!booking && !enquiry) {
    const step = session.params.isRfp ? "checkout.rfpRequest" : "checkout.summary";
    throw redirect(pagePath(step, { lng, sessionId: session.id }) ?? `/${lng}`);
  }
  const manageUrl = booking ? await manageBookingUrl(context, new URL(request.url).origin, booking, lng) : null;
  const { tenant } = context.get(tenantContext);
  // The full booking for the bank details; without it the page still confirms (the mail has them too).
  const full = booking ? await adaptersOf(context).ota.getBooking(tenant.ibeUid, booking.id, lng) : null;
  // The amount due is the whole booking's: every apartment's total (decision 0142's `total`).
  const bankTransfer = full?.ok ? bankTransferDetails(full.data, { tenant: tenant.bankAccount }) : null;
  // The request's readable reference only: the internal id is for lookups, not for people.
  const sentEnquiry = enquiry ? { reference: enquiry.reference ?? enquiry.rfpId, email: enquiry.email } : null;
  const paths = booking ? await bookingPaths(context, booking.id, lng) : null;
  const price = full?.ok ? full.data.price : null;
  // Several apartments (decision 0142): each item with its guests, price and terms, and the one total.
  const items =
    full?.ok && full.data.items.length > 1
      ? full.data.items.map((item) => ({
          id: item.itemId,
          apartmentTypeId: item.apartmentTypeId,
          name: item.apartmentTypeName,
          propertyName: item.propertyName,
          guests: item.guests,
          total: { amount: item.price.total, currency: item.price.currency },
          terms: cancellationText(item.cancellation.policy, item.price.nights),
        }))
      : null;
  const total = full?.ok ? full.data.total : null;
  return { lng, booking, enquiry: sentEnquiry, manageUrl, bankTransfer, paths, price, items, total };
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { booking, enquiry, lng } = loaderData;
  usePurchaseEvent(booking?.reference ?? null);
  const money = (amount: Money) => formatMoney(amount, intlLocale(lng));
  const titleKey = !booking
    ? "checkout.request.sentTitle"
    : booking.status === "requested"
      ? "checkout.confirmation.requestedTitle"
      : "checkout.confirmation.title";
  return (
    <section aria-labelledby="confirmation-title" data-testid="confirmation">
      <title>{t(titleKey)}</title>
      <StepHeader current={null} finished />
      <h1 id="confirmation-title" className="text-2xl font-bold text-emerald-800">
        {t(titleKey)}
      </h1>
      {booking?.status === "requested" ? <p className="mt-2">{t("checkout.confirmation.requestedBody")}</p> : null}
      {booking ? (
        <div className="mt-4 grid gap-3">
          <p className="text-lg">
            {t("checkout.confirmation.reference")}{" "}
            <strong className="font-mono" data-testid="booking-reference">
              {booking.reference}
            </strong>
          </p>
          {loaderData.items && loaderData.total ? (
            <div data-testid="confirmation-items">
              <ul className="grid gap-2">
                {loaderData.items.map((item) => (
                  <li
                    key={item.id}
                    className="rounded-lg border border-black/10 bg-white p-3"
                    data-testid="confirmation-item"
                    data-apartment-id={item.apartmentTypeId}
                  >
                    <span className="flex justify-between gap-3 font-semibold">
                      <span>{item.name}</span>
                      <span className="tabular-nums">{money(item.total)}</span>
                    </span>
                    <span className="block text-sm text-ink/80">
                      {item.propertyName} · {t("search.guestsCount", { count: item.guests })}
                    </span>
                    <span className="block text-sm text-ink/80">{t(item.terms.key, item.terms.values)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex justify-between text-lg font-bold" data-testid="confirmation-total">
                <span>{t("offer.total")}</span>
                <span className="tabular-nums">{money(loaderData.total)}</span>
              </p>
            </div>
          ) : loaderData.price ? (
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="confirmation-price">
              <StayTotal price={loaderData.price} lng={lng} />
            </dl>
          ) : null}
          <p>{t("checkout.confirmation.mailSent", { email: booking.email })}</p>
          {loaderData.manageUrl ? (
            <p>
              <a href={loaderData.manageUrl} className="font-semibold text-brand underline" data-testid="manage-link">
                {t("checkout.confirmation.manage")}
              </a>
              <span className="block text-sm text-ink/70">{t("checkout.confirmation.manageHint")}</span>
            </p>
          ) : null}
          {loaderData.paths ? <BookingFileLinks paths={loaderData.paths} calendar /> : null}
          {loaderData.bankTransfer ? <BankTransferDetailsBox details={loaderData.bankTransfer} lng={lng} /> : null}
          <AskAboutBooking lng={lng} reference={booking.reference} />
        </div>
      ) : enquiry ? (
        <div className="mt-4 grid gap-3" data-testid="enquiry-sent">
          <p>{t("checkout.request.sentBody", { email: enquiry.email })}</p>
          <p className="text-sm text-ink/80">
            {t("checkout.request.reference")}{" "}
            <strong className="font-mono" data-testid="request-reference">
              {enquiry.reference}
            </strong>
          </p>
        </div>
      ) : null}
      <a
        href={`/${lng}`}
        className="mt-8 inline-block rounded-md border border-brand px-4 py-2 font-semibold text-brand"
      >
        {t("errors.backHome")}
      </a>
    </section>
  );
}
