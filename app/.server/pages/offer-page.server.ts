import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  type Apartment,
  type ApartmentOffers,
  apartmentOffersSchema,
  apartmentSchema,
} from "../../../shared/ota/apartment";
import type { CompanyLookup } from "../../../shared/ota/company-code";
import type { RateOffer } from "../../../shared/ota/listing";
import type { VoucherOnStay } from "../../../shared/vouchers/voucher-verdict";
import { offerPageStatus } from "../../domain/offer/offer-page-status";
import type { OfferQuery } from "../../domain/offer/offer-params";
import { isRfpListing } from "../../domain/search";
import { landingStay } from "../../domain/seo/landing-stay";
import { isUpstreamOutage, upstreamPageHeaders } from "../../domain/upstream/outage";
import { adaptersOf } from "../adapters.server";
import { lookUpCompanyCode } from "../company/company-lookup.server";
import { tenantContext } from "../context.server";
import { getI18n, getLocale } from "../middleware/i18n.server";
import { withLastGood } from "../ota/last-good.server";
import type { OtaFailure } from "../ota/ota-result";
import { voucherOnOffers } from "../vouchers/voucher-on-stay.server";

/** Radius around the property that finds its other apartment types (its own address, give or take geocoding). */
const SAME_PROPERTY_RADIUS_KM = 1;

const siblingApartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  bedrooms: z.number(),
  maxOccupancy: z.number(),
  size: z.object({ min: z.number(), max: z.number() }),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** Total for the page's stay, when the page has one. */
  total: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});
export type SiblingApartment = z.infer<typeof siblingApartmentSchema>;

/** What the OTA told the page, kept as its last good copy for an outage (and checked when read back). */
const offerAnswersSchema = z.object({
  apartment: apartmentSchema,
  offers: apartmentOffersSchema.nullable(),
  siblings: z.array(siblingApartmentSchema),
  quotedAt: z.string(),
});
type OfferAnswers = z.infer<typeof offerAnswersSchema>;

export type OfferPageData =
  | { kind: "notFound" }
  /** The apartment could not be loaded: the page's own error state, 503 during an outage. */
  | { kind: "unavailable"; status: number }
  | {
      kind: "ok";
      apartment: Apartment;
      isRfp: boolean;
      offers: ApartmentOffers | null;
      /** The cheapest rate for the stay. */
      cheapest: RateOffer | null;
      offersError: { status: number } | null;
      siblings: SiblingApartment[];
      quotedAt: string;
      /** Said when the page is the last good copy, served during an outage. */
      staleNotice: string | null;
      /** The page's company code as the OTA judged it (with a stay: for its arrival), or null without one. */
      company: CompanyLookup | null;
      /** The page's voucher and its verdict for the stay (the offers carry its discount when valid); null without one. */
      voucher: VoucherOnStay | null;
    };

/**
 * Whether an apartment is offered as a request for proposal: the search's own rule (listing-markers),
 * applied to the apartment's booking mode and channel links.
 */
export function isRfpApartment(apartment: Apartment): boolean {
  return isRfpListing(apartment);
}

function cheapestOf(offers: readonly RateOffer[]): RateOffer | null {
  let best: RateOffer | null = null;
  for (const offer of offers) if (!best || offer.price.total < best.price.total) best = offer;
  return best;
}

/**
 * Everything the offer page shows: the apartment (404 when unknown to this tenant), and for a valid
 * stay its rates and availability, plus the property's other apartment types. During an outage the
 * last good copy of the same page (tenant, language, currency, apartment and stay) is served, marked
 * as such; the checkout prices again in any case. Nothing here throws.
 */
export async function loadOfferPage(
  context: Readonly<RouterContextProvider>,
  apartmentTypeId: string,
  query: OfferQuery,
  currency: string,
): Promise<OfferPageData> {
  const { tenant } = context.get(tenantContext);
  const language = getLocale(context);
  const ota = adaptersOf(context).ota;
  const rfp = {
    ...(query.rfpId ? { rfpId: query.rfpId } : {}),
    ...(query.rfpOfferId ? { rfpOfferId: query.rfpOfferId } : {}),
    ...(query.companyCode ? { companyCode: query.companyCode } : {}),
  };
  const stay = query.stay;
  // The apartment when it loaded but its rates did not: the page then shows the rates' error state.
  let withoutOffers: { answers: Omit<OfferAnswers, "offers">; failure: OtaFailure } | undefined;
  const { result, staleSince } = await withLastGood(
    context,
    {
      kind: "offer",
      ibeUid: tenant.ibeUid,
      language,
      currency,
      query: { apartmentTypeId, from: stay?.from, to: stay?.to, guests: stay?.guests, ...rfp },
    },
    offerAnswersSchema,
    async () => {
      const [apartment, offers] = await Promise.all([
        ota.getApartmentById(tenant.ibeUid, apartmentTypeId, language),
        stay
          ? ota.getOffersByApartmentTypeId(tenant.ibeUid, apartmentTypeId, {
              from: stay.from,
              to: stay.to,
              guests: stay.guests,
              language,
              ...rfp,
            })
          : Promise.resolve(null),
      ]);
      if (!apartment.ok) return apartment;
      const siblings = await loadSiblings(context, apartment.data, query, currency);
      const quotedAt = new Date().toISOString();
      if (offers && !offers.ok) {
        withoutOffers = { answers: { apartment: apartment.data, siblings, quotedAt }, failure: offers };
        return offers;
      }
      return {
        ok: true,
        status: 200,
        data: { apartment: apartment.data, offers: offers?.data ?? null, siblings, quotedAt },
      };
    },
  );
  if (result.ok) {
    const company = await companyOnPage(context, query, result.data.offers);
    const page = okPage(result.data, null, staleSince ? getI18n(context).t("stale.offer") : null, company);
    return withVoucher(context, page, query);
  }
  if (withoutOffers) return okPage({ ...withoutOffers.answers, offers: null }, withoutOffers.failure, null, null);
  if (result.status === 404 || result.status === 400) return { kind: "notFound" };
  return { kind: "unavailable", status: isUpstreamOutage(result.status) ? 503 : 502 };
}

/**
 * The company code's status on the page: from the offers answer when the page has a stay (checked for
 * its arrival), else looked up for today. A failed lookup says nothing (the checkout checks again).
 */
async function companyOnPage(
  context: Readonly<RouterContextProvider>,
  query: OfferQuery,
  offers: ApartmentOffers | null,
): Promise<CompanyLookup | null> {
  if (!query.companyCode) return null;
  if (offers?.company) return offers.company;
  return lookUpCompanyCode(context, query.companyCode, query.stay?.from);
}

/** The page with its voucher judged for the stay, and its rates discounted where the code applies. */
async function withVoucher(
  context: Readonly<RouterContextProvider>,
  page: Extract<OfferPageData, { kind: "ok" }>,
  query: OfferQuery,
): Promise<OfferPageData> {
  if (!query.voucher || !query.stay || !page.offers) return page;
  const { voucher, offers } = await voucherOnOffers(
    context,
    query.voucher,
    {
      ...query.stay,
      apartmentTypeId: page.apartment.apartmentType.id,
      propertyId: page.apartment.property.id,
    },
    page.offers.offers,
  );
  const discounted = { ...page.offers, offers };
  return {
    ...page,
    voucher,
    offers: discounted,
    cheapest: discounted.availability.available ? cheapestOf(offers) : null,
  };
}

/** The offer page's status and headers: Retry-After with a 503, no storing of a last good copy. */
export function offerPageResponse(page: OfferPageData, queryValid: boolean): ResponseInit {
  if (page.kind === "notFound") return { status: 404 };
  const status =
    page.kind === "unavailable" ? page.status : offerPageStatus({ queryValid, offersError: page.offersError });
  const stale = page.kind === "ok" && page.staleNotice !== null;
  return { status, headers: upstreamPageHeaders({ status, stale }) };
}

function okPage(
  answers: OfferAnswers,
  offersFailure: OtaFailure | null,
  staleNotice: string | null,
  company: CompanyLookup | null,
): Extract<OfferPageData, { kind: "ok" }> {
  const { apartment, offers } = answers;
  return {
    kind: "ok",
    company,
    voucher: null,
    apartment,
    isRfp: isRfpApartment(apartment),
    offers,
    cheapest: offers?.availability.available ? cheapestOf(offers.offers) : null,
    offersError: offersFailure ? { status: offersFailure.status || 500 } : null,
    siblings: answers.siblings,
    quotedAt: answers.quotedAt,
    staleNotice,
  };
}

/**
 * The property's other apartment types: the OTA has no call for them, so this searches a small
 * radius around the property (with the page's stay, or the landing stay without one) and keeps the
 * listings of the same property. A failed search gives none.
 */
async function loadSiblings(
  context: Readonly<RouterContextProvider>,
  apartment: Apartment,
  query: OfferQuery,
  currency: string,
): Promise<SiblingApartment[]> {
  const { tenant } = context.get(tenantContext);
  const ota = adaptersOf(context).ota;
  const fallback = landingStay();
  const stay = query.stay ?? { from: fallback.inDate, to: fallback.outDate, guests: query.guests };
  const { address } = apartment.property;
  const found = await ota.searchListings({
    params: {
      ibeUid: tenant.ibeUid,
      lat: address.lat,
      long: address.long,
      radius: SAME_PROPERTY_RADIUS_KM,
      from: stay.from,
      to: stay.to,
      guests: stay.guests,
      currency,
      language: getLocale(context),
    },
    pageProps: { page: "offer" },
    options: { limit: 200 },
  });
  if (!found.ok) return [];
  const seen = new Set<string>([apartment.apartmentType.id]);
  const siblings: SiblingApartment[] = [];
  for (const listing of found.data) {
    if (listing.property.id !== apartment.property.id || seen.has(listing.apartmentType.id)) continue;
    seen.add(listing.apartmentType.id);
    const image = listing.images[0];
    siblings.push({
      id: listing.apartmentType.id,
      name: listing.apartmentType.name,
      bedrooms: listing.apartmentType.bedrooms,
      maxOccupancy: listing.apartmentType.maxOccupancy,
      size: listing.apartmentType.size,
      image: image ? { url: image.url, alt: image.alt } : null,
      total: query.stay ? { amount: listing.totalPrice.total, currency: listing.currency } : null,
    });
  }
  return siblings.sort((a, b) => a.bedrooms - b.bedrooms || a.name.localeCompare(b.name));
}
