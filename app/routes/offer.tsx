import { lazy, useCallback } from "react";
import { data } from "react-router";
import { utcToday } from "../../shared/search/search-limits";
import { countFunnelStep } from "../.server/analytics/funnel-counts.server";
import { profileCompanyCodeRedirect } from "../.server/company/profile-company-code.server";
import { tenantContext } from "../.server/context.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { loadStayCalendar } from "../.server/pages/offer-calendar.server";
import { loadOfferPage, offerPageResponse } from "../.server/pages/offer-page.server";
import { offerServicesOf } from "../.server/pages/offer-services.server";
import { exchangeRatesFor } from "../.server/pages/search-page.server";
import { currencyOf } from "../.server/preferences.server";
import { loadApartmentReviews } from "../.server/reviews/apartment-reviews.server";
import { stayAnalytics } from "../components/analytics/stay-events";
import { useEcommerceEvent } from "../components/analytics/use-ecommerce-event";
import { HydrateWhenSeen } from "../components/hydrate-when-seen";
import { mediaUrl } from "../components/media-url";
import { useNonce } from "../components/nonce";
import { LateStayBox, loadStayBox } from "../components/offer/late-stay-box";
import { OfferFacts } from "../components/offer/offer-facts";
import { OfferReviews } from "../components/offer/offer-reviews";
import { OfferUnavailable } from "../components/offer/offer-unavailable";
import { PhotoCarousel } from "../components/offer/photo-carousel";
import { useOfferMoney } from "../components/offer/use-offer-money";
import { ExchangeNotice } from "../components/ui/exchange-notice";
import { StaleNotice } from "../components/ui/stale-notice";
import { streetAddress } from "../domain/address/street-address";
import { viewItem } from "../domain/analytics/ecommerce-events";
import { contactPath } from "../domain/contact/contact-path";
import { formatIsoDate, today } from "../domain/dates/iso-date";
import { displayMoney } from "../domain/money/display-money";
import { pageExchange } from "../domain/money/exchange-state";
import { moneyLabels } from "../domain/money/money-labels";
import { bookingBadge } from "../domain/offer/booking-badge";
import { lastCalendarDay, lastCalendarMonth, parseCalendarParams } from "../domain/offer/calendar-params";
import { offerPageAmounts } from "../domain/offer/offer-page-amounts";
import { parseOfferQuery } from "../domain/offer/offer-params";
import { offerQueryString } from "../domain/offer/offer-query-string";
import { lodgingReviewsOf, reviewsPageHref, reviewsPageOf } from "../domain/reviews/shown-reviews";
import { type MetaDescriptor, pageMeta } from "../domain/seo/meta-tags";
import { offerPageJsonLd } from "../domain/seo/offer-page-json-ld";
import { offerPath } from "../domain/seo/offer-path";
import { NOINDEX_FOLLOW } from "../domain/seo/search-indexing";
import { formatArea } from "../i18n/format";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { loaderHeaders } from "../navigation/loader-headers";
import { APARTMENT_NOT_FOUND } from "../navigation/not-found-reason";
import type { Route } from "./+types/offer";

export const headers = loaderHeaders;

// Below the fold, each in its own module: loaded when it comes near the viewport or at the visitor's
// first input (HydrateWhenSeen), rendered whole by the server meanwhile (0102).
const OfferMonthTable = lazy(() => import("../components/offer/offer-month-table"));
const OfferStayDetails = lazy(() => import("../components/offer/offer-stay-details"));
const OtherApartments = lazy(() =>
  import("../components/offer/other-apartments").then((module) => ({ default: module.OtherApartments })),
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A signed-in traveller's company code, when the URL has none (docs/decisions/0036).
  const withProfileCode = await profileCompanyCodeRedirect(context, request);
  if (withProfileCode) throw withProfileCode;
  const url = new URL(request.url);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const query = parseOfferQuery(url.searchParams);
  const wanted = await currencyOf(request, tenant);
  const todayIso = formatIsoDate(today());
  const calendarParams = parseCalendarParams(url.searchParams, todayIso, query.stay?.from ?? null);
  const [rates, page, calendar, reviews] = await Promise.all([
    exchangeRatesFor(context),
    loadOfferPage(context, params.apartmentTypeId, query, wanted),
    loadStayCalendar(context, params.apartmentTypeId, calendarParams.month, 1),
    loadApartmentReviews(context, params.apartmentTypeId, reviewsPageOf(url.searchParams)),
  ]);
  if (page.kind === "notFound") throw data(APARTMENT_NOT_FOUND, { status: 404 });
  const { t } = getI18n(context);
  // The page's own error state (the header, the search form and the language switch stay usable).
  if (page.kind === "unavailable") {
    return data(
      { kind: "unavailable" as const, lng, title: t("offer.pageUnavailableTitle") },
      offerPageResponse(page, query.errors.length === 0),
    );
  }
  const { apartment, offers, cheapest } = page;
  // Converted with usable rates only; otherwise prices stay in the property's currency, with a notice.
  const booking = cheapest?.price.currency ?? apartment.property.currency;
  const exchange = pageExchange(rates, wanted, [booking], booking, utcToday());
  if (exchange.notice) logger.warn("offer: prices not converted", exchange.notice);
  const currency = exchange.currency;
  const origin = url.origin;
  const jsonLd = offerPageJsonLd({
    apartment,
    language: lng,
    origin,
    brandName: tenant.name,
    stay: query.stay,
    cheapest,
    quotedAt: page.quotedAt,
    imageUrl: mediaUrl,
    reviews: reviews ? lodgingReviewsOf(reviews) : undefined,
  });
  const city = apartment.property.address.city;
  // Every price the page shows, formatted here: the browser then needs no money library (0102).
  const prices = moneyLabels(
    offerPageAmounts({
      rates: offers?.offers ?? [],
      cheapest,
      baseNightly: { amount: apartment.baseNightlyRate, currency: apartment.property.currency },
      calendar,
      siblings: page.siblings,
    }),
    displayMoney(currency, exchange.rates, intlLocale(lng)),
  );
  const services = offerServicesOf(tenant.paymentMethods, apartment.includedServices, lng);
  const title = t("offer.metaTitle", { name: apartment.apartmentType.name, city, brand: tenant.name });
  const image = apartment.images[0];
  // A stay that does not parse answers 400: an error page names no canonical and no language versions.
  const meta: MetaDescriptor[] =
    query.errors.length > 0
      ? [{ title }, { name: "robots", content: NOINDEX_FOLLOW }]
      : pageMeta({
          title,
          description:
            apartment.description.trim() ||
            t("offer.metaDescription", {
              name: apartment.apartmentType.name,
              property: apartment.property.name,
              city,
              count: apartment.apartmentType.maxOccupancy,
            }),
          siteName: tenant.name,
          origin,
          languages: tenant.languages,
          defaultLanguage: tenant.defaultLanguage,
          current: lng,
          pathFor: (language) => offerPath(language, apartment.apartmentType.id),
          type: "product",
          ...(image
            ? { image: { url: mediaUrl(image.url), alt: image.alt, width: image.width, height: image.height } }
            : {}),
        });
  const payload = {
    kind: "ok" as const,
    lng,
    apartment: { ...apartment, extraServices: [] },
    // Formatted here, as the prices: the page then makes no number format while it hydrates.
    area: formatArea(apartment.apartmentType.size, lng),
    isRfp: page.isRfp,
    offers,
    cheapest,
    offersError: page.offersError,
    staleNotice: page.staleNotice,
    company: page.company,
    voucher: page.voucher,
    serviceGroups: services.serviceGroups,
    // Named here: the checkout's messages are not part of the offer page's (translation-parts.ts).
    paymentMethods: services.paymentMethods.map((shown) => ({
      ...shown,
      label: t(`checkout.paymentMethods.${shown.method}`),
    })),
    siblings: page.siblings,
    query,
    currency,
    rates: exchange.rates,
    prices,
    exchangeNotice: exchange.notice ? t("exchange.unavailable", { currency: exchange.notice.shownIn }) : null,
    mapEnabled: tenant.features.map,
    mapStyle: tenant.mapStyle,
    today: todayIso,
    // The month table (works without JavaScript): the month shown, an arrival chosen in it, its days.
    monthTable: { ...calendarParams, calendar, lastMonth: lastCalendarMonth(todayIso) },
    // From the route, never from the request URL (a client revalidation requests `….data`).
    offerUrl: `${offerPath(lng, apartment.apartmentType.id)}${offerQueryString(query)}`,
    jsonLd,
    meta,
    // Only where the apartment has reviews (and the OTA answered): the section is left out otherwise.
    reviews: reviews && reviews.count > 0 ? reviews : null,
    brandName: tenant.name,
  };
  countFunnelStep(context, request, "views");
  return data(payload, offerPageResponse(page, query.errors.length === 0));
}

// Made by the loader (pageMeta stays on the server): the page's tags need nothing the browser has.
/** A client navigation to an apartment page loads the stay box's code with the page's data (the first load defers it). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadStayBox()]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "unavailable") return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
  return loaderData.meta;
};

export default function Offer({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "unavailable" ? (
    <OfferUnavailable />
  ) : (
    <OfferDetails key={loaderData.apartment.apartmentType.id} loaderData={loaderData} />
  );
}

function OfferDetails({ loaderData }: { loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "ok" }> }) {
  const { t } = useT();
  const { apartment, lng, query, currency, rates, cheapest } = loaderData;
  const nonce = useNonce();
  const { format, formatWhole, prepare } = useOfferMoney(loaderData.prices, currency, rates, lng);
  const days = {
    lng,
    apartmentTypeId: apartment.apartmentType.id,
    initial: loaderData.monthTable.calendar,
    today: loaderData.today,
    max: lastCalendarDay(loaderData.today),
    format,
    formatWhole,
    prepareFormat: prepare,
  };
  const { apartmentType: type, property } = apartment;
  const address = property.address;
  const badge = bookingBadge({ isRfp: loaderData.isRfp, bookingMode: apartment.bookingMode });
  const siblingQuery = offerQueryString(query);
  const siblingHref = useCallback((id: string) => `${offerPath(lng, id)}${siblingQuery}`, [lng, siblingQuery]);
  useEcommerceEvent(() => {
    if (!cheapest || !query.stay) return null;
    const { item, stay } = stayAnalytics({
      apartmentType: type,
      city: address.city,
      price: cheapest.price,
      stay: query.stay,
    });
    return viewItem(item, stay);
  }, `${type.id}|${siblingQuery}`);

  return (
    <article className="mx-auto max-w-6xl px-4 pt-4 pb-12" data-testid="offer-page" data-rfp={loaderData.isRfp}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseJsonLd escapes <, > and &, so the JSON cannot end the script
        dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
      />
      <header className="mb-4">
        <h1 className="text-2xl font-bold md:text-3xl" data-testid="offer-name">
          {type.name}
        </h1>
        <p className="mt-1 text-ink/80">
          <span className="font-semibold">{property.name}</span> · {streetAddress(address)}, {address.postcode}{" "}
          {address.city}
        </p>
        {apartment.isPremiumPartner || badge ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
            {apartment.isPremiumPartner ? (
              <li className="rounded bg-surface px-2 py-0.5">{t("search.badges.premiumPartner")}</li>
            ) : null}
            <li className="rounded bg-surface px-2 py-0.5">
              {badge ? t(`search.badges.${badge}`) : t("offer.advert")}
            </li>
          </ul>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PhotoCarousel images={apartment.images} name={type.name} />
        </div>
        <aside
          // Sticky below the header, and never taller than the screen under it: the whole box (rates and
          // the book button) stays reachable instead of running off the bottom while the page scrolls.
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-7rem-var(--obscured-bottom))] lg:self-start lg:overflow-y-auto lg:overscroll-contain"
          aria-label={t("offer.priceTitle")}
        >
          <StaleNotice notice={loaderData.staleNotice} className="mb-3" />
          <ExchangeNotice notice={loaderData.exchangeNotice} className="mb-3" />
          <LateStayBox
            // The server's HTML stays only until the page's data changes (another stay, another currency).
            data={loaderData}
            lng={lng}
            today={loaderData.today}
            apartmentTypeId={type.id}
            apartmentName={type.name}
            currency={property.currency}
            displayCurrency={currency}
            baseNightlyRate={apartment.baseNightlyRate}
            maxOccupancy={type.maxOccupancy}
            isRfp={loaderData.isRfp}
            query={query}
            offers={loaderData.offers}
            cheapest={cheapest}
            offersError={loaderData.offersError}
            company={loaderData.company}
            voucher={loaderData.voucher}
            offerUrl={loaderData.offerUrl}
            format={format}
            maxDate={lastCalendarDay(loaderData.today)}
            days={days}
          />
          <p className="mt-3 text-sm">
            <a
              href={contactPath(lng, { apartment: type.id })}
              className="text-brand underline-offset-2 hover:underline"
              data-testid="offer-ask-question"
            >
              {t("contactLinks.askQuestion")}
            </a>
          </p>
        </aside>
        <div className="grid min-w-0 gap-8 lg:col-start-1">
          <OfferFacts
            area={loaderData.area}
            bedrooms={type.bedrooms}
            bathrooms={type.bathrooms}
            maxOccupancy={type.maxOccupancy}
            minStay={type.minStay}
            maxStay={type.maxStay}
          />
          {/* Below the fold, and the page's largest tree to hydrate (a link and a label a day). Only once in
              view: at 1280×720 its top is some 100 px below the fold, and its code is 3.5 KB of the page's (0108). */}
          <HydrateWhenSeen margin="0px">
            <OfferMonthTable
              lng={lng}
              today={loaderData.today}
              monthTable={loaderData.monthTable}
              stay={query.stay}
              guests={query.guests}
              offerUrl={loaderData.offerUrl}
              format={format}
              formatWhole={formatWhole}
            />
          </HydrateWhenSeen>
          <HydrateWhenSeen className="grid gap-8">
            <OfferStayDetails
              lng={lng}
              apartmentTypeId={type.id}
              description={apartment.description}
              checkInFrom={apartment.checkInFrom}
              checkOutUntil={apartment.checkOutUntil}
              offers={loaderData.offers}
              serviceGroups={loaderData.serviceGroups}
              paymentMethods={loaderData.paymentMethods}
              propertyName={property.name}
              address={address}
              mapStyle={loaderData.mapEnabled ? loaderData.mapStyle : null}
            />
          </HydrateWhenSeen>
        </div>
      </div>

      {loaderData.reviews ? (
        <div className="mt-10">
          <OfferReviews
            reviews={loaderData.reviews}
            lng={lng}
            brand={loaderData.brandName}
            pageHref={(page) => reviewsPageHref(loaderData.offerUrl, page)}
          />
        </div>
      ) : null}

      <HydrateWhenSeen>
        <OtherApartments
          apartments={loaderData.siblings}
          hrefFor={siblingHref}
          format={format}
          propertyName={property.name}
        />
      </HydrateWhenSeen>
    </article>
  );
}
