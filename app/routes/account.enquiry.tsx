import { data, Form, redirect } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { bookingPaths } from "../.server/booking/authorized-booking.server";
import { tenantContext } from "../.server/context.server";
import { authorizedEnquiry } from "../.server/enquiry/enquiry-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { EnquiryRequestFacts } from "../components/enquiry/enquiry-request-facts";
import { OfferCancellation } from "../components/enquiry/offer-cancellation";
import { OfferPrice } from "../components/enquiry/offer-price";
import { mediaUrl } from "../components/media-url";
import { Alert } from "../components/ui/alert";
import { canCloseEnquiry, enquiryOffersView, guestsPerApartment } from "../domain/enquiry/enquiry-view";
import { buildSearchRoute } from "../domain/search/search-route";
import { formatStayDates } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/account.enquiry";

export const headers = noStoreHeaders;
export const handle = { pageId: "account.enquiries.details" };
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * An enquiry's page (spec: account.enquiries.details): the request, its status and the offers side by
 * side, each bookable one with "Book this offer" (the checkout at the offered price) and "Decline".
 * Opened with the signed link from the mails, or signed in as the user who sent it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const { rfp } = await authorizedEnquiry(context, params.rfpId, token);
  const ota = adaptersOf(context).ota;
  // Each bookable offer is booked with its apartment's first rate plan, priced at the offered total.
  const ratePlans: Record<string, string | undefined> = {};
  await Promise.all(
    rfp.offers
      .filter((offer) => offer.status === "BOOKABLE")
      .map(async (offer) => {
        const offers = await ota.getOffersByApartmentTypeId(tenant.ibeUid, offer.apartmentTypeId, {
          from: offer.from,
          to: offer.to,
          guests: guestsPerApartment(rfp),
          language: lng,
          rfpId: rfp.id,
          rfpOfferId: offer.id,
        });
        if (!offers.ok) logger.warn("enquiry: offer rates unavailable", { status: offers.status, code: offers.code });
        ratePlans[offer.id] = offers.ok ? offers.data.offers[0]?.ratePlan.id : undefined;
      }),
  );
  const bookings = Object.fromEntries(
    await Promise.all(
      rfp.offers
        .filter((offer) => offer.bookingId)
        .map(async (offer) => [offer.id, (await bookingPaths(context, offer.bookingId ?? "", lng)).manage] as const),
    ),
  );
  const search = buildSearchRoute({
    lng,
    placeName: rfp.place.name,
    placeId: rfp.place.placeId,
    lat: rfp.place.lat,
    long: rfp.place.long,
    inDate: rfp.from,
    outDate: rfp.to,
    guests: guestsPerApartment(rfp),
    radius: rfp.radius,
  });
  return {
    lng,
    rfp,
    offers: enquiryOffersView(rfp, lng, ratePlans),
    bookings,
    canClose: canCloseEnquiry(rfp),
    sent: url.searchParams.get("sent") === "1",
    declined: url.searchParams.get("declined"),
    searchUrl: search.ok && rfp.status === "BOOKABLE" ? `${search.url}&rfpId=${encodeURIComponent(rfp.id)}` : null,
    // The page's own address with its token: the Decline and Close forms post back here.
    selfPath: `${url.pathname}${token ? `?${new URLSearchParams({ token })}` : ""}`,
  };
}

/** Decline one offer (`offerId`) or close the whole enquiry; back to this page with what happened. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { tenant } = context.get(tenantContext);
  const token = tokenOf(request);
  const { rfp } = await authorizedEnquiry(context, params.rfpId, token);
  const form = await request.formData();
  const offerId = form.get("offerId");
  const declineOne = typeof offerId === "string" && offerId !== "";
  if (declineOne && !rfp.offers.some((offer) => offer.id === offerId)) throw data(null, { status: 404 });
  const result = await adaptersOf(context).ota.declineRfp(tenant.ibeUid, rfp.id, declineOne ? { offerId } : {});
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { passOn: [409], log: "enquiry: decline refused" });
    return data({ error: "enquiry.errors.declineFailed" as const }, { status });
  }
  const back = new URL(request.url);
  back.searchParams.delete("sent");
  back.searchParams.set("declined", declineOne ? "offer" : "enquiry");
  return redirect(`${back.pathname}${back.search}`, 303);
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, rfp, offers, bookings, canClose, sent, declined, searchUrl, selfPath } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="enquiry-title" data-testid="enquiry-detail">
      <title>{t("enquiry.detail.metaTitle", { reference: rfp.reference })}</title>
      <h1 id="enquiry-title" className="text-2xl font-bold sm:text-3xl">
        {t("enquiry.detail.title", { reference: rfp.reference })}
      </h1>
      <p className="mt-2">
        <span className="rounded-full bg-brand/10 px-3 py-1 text-sm font-semibold" data-testid="enquiry-status">
          {t(`enquiry.status.${rfp.status}`)}
        </span>
      </p>
      {sent ? (
        <Alert variant="success" className="mt-6" title={t("enquiry.sent.title")}>
          <p>{t("enquiry.sent.body", { reference: rfp.reference, email: rfp.contact.email })}</p>
        </Alert>
      ) : null}
      {declined ? (
        <Alert variant="info" className="mt-6">
          {t(declined === "offer" ? "enquiry.detail.declined" : "enquiry.detail.closed")}
        </Alert>
      ) : null}
      {actionData?.error ? (
        <Alert variant="error" className="mt-6">
          {t(actionData.error)}
        </Alert>
      ) : null}
      {rfp.closedBy === "operator" ? (
        <Alert variant="info" className="mt-6">
          {t("enquiry.detail.closedByOperator")}
        </Alert>
      ) : null}

      <h2 className="mt-8 text-xl font-semibold">{t("enquiry.detail.offers")}</h2>
      {offers.length === 0 ? (
        <p className="mt-2 text-ink/80">{t("enquiry.detail.noOffers")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="enquiry-offers">
          {offers.map((offer) => {
            const name = `${offer.apartmentTypeName}, ${offer.propertyName}`;
            return (
              <li
                key={offer.id}
                className="flex flex-col rounded-lg border border-ink/15 p-4"
                data-testid="enquiry-offer"
              >
                {offer.image ? (
                  <img
                    src={mediaUrl(offer.image.url)}
                    alt={offer.image.alt}
                    width={offer.image.width}
                    height={offer.image.height}
                    className="mb-3 aspect-[4/3] w-full rounded-md object-cover"
                  />
                ) : null}
                <h3 className="font-semibold">{name}</h3>
                <p className="text-sm text-ink/80">{formatStayDates(offer.from, offer.to, lng)}</p>
                <OfferPrice offer={offer} lng={lng} />
                <OfferCancellation offer={offer} />
                <p className="mt-1 text-sm font-semibold" data-testid="offer-status">
                  {t(`enquiry.offerStatus.${offer.status}`)}
                </p>
                {offer.terms ? (
                  <p className="mt-2 text-sm">
                    <span className="font-semibold">{t("enquiry.detail.terms")}: </span>
                    {offer.terms}
                  </p>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  {offer.booking ? (
                    <form method="post" action={`/${lng}/checkout/start`}>
                      {Object.entries(offer.booking).map(([key, value]) => (
                        <input key={key} type="hidden" name={key} value={value} />
                      ))}
                      <button
                        type="submit"
                        aria-label={t("enquiry.detail.bookLabel", { name })}
                        className="rounded-md bg-accent px-4 py-2 font-semibold text-white hover:opacity-90"
                      >
                        {t("enquiry.detail.book")}
                      </button>
                    </form>
                  ) : null}
                  {offer.canDecline ? (
                    <Form method="post" action={selfPath}>
                      <input type="hidden" name="offerId" value={offer.id} />
                      <button
                        type="submit"
                        aria-label={t("enquiry.detail.declineLabel", { name })}
                        className="rounded-md border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5"
                      >
                        {t("enquiry.detail.decline")}
                      </button>
                    </Form>
                  ) : null}
                  {bookings[offer.id] ? (
                    <a href={bookings[offer.id]} className="font-semibold text-brand underline">
                      {t("enquiry.detail.viewBooking")}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {searchUrl ? (
        <p className="mt-4">
          <a href={searchUrl} className="text-brand underline">
            {t("enquiry.detail.showInSearch")}
          </a>
        </p>
      ) : null}

      <h2 className="mt-10 text-xl font-semibold">{t("enquiry.detail.request")}</h2>
      <EnquiryRequestFacts rfp={rfp} lng={lng} />
      {canClose ? (
        <Form method="post" action={selfPath} className="mt-6">
          <button type="submit" className="rounded-md border border-ink/30 px-4 py-2 font-semibold hover:bg-ink/5">
            {t("enquiry.detail.close")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
