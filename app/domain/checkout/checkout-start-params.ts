import * as z from "zod/mini";
import { campaignOfValues, parseCampaignParam } from "../../../shared/campaign/campaign-param";
import { normaliseCompanyCode } from "../../../shared/company/company-code-param";
import { LANGUAGES } from "../../../shared/tenancy/languages";
import type { Language } from "../../../shared/tenancy/tenant";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { nightsBetween, parseIsoDate, today } from "../dates/iso-date";
import { blankToUndefined } from "../forms/blank";
import { MAX_OFFER_GUESTS, MAX_OFFER_NIGHTS } from "../offer/offer-params";
import { offerQueryString } from "../offer/offer-query-string";
import { OFFER_ROUTE, offerPath } from "../seo/offer-path";

/** An offer page of ours in any language, built from the offer route (a segment per parameter). */
const OFFER_URL_PATTERN = new RegExp(
  `^/(${LANGUAGES.join("|")})/${OFFER_ROUTE.replace(/:[^/]+/g, "[^/\\s]+")}(\\?[^\\s]*)?$`,
);

const id = (message: string) => z.string({ error: message }).check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, message));
const optionalId = z.pipe(z.transform(blankToUndefined), z.optional(id("checkout.start.errors.rfp")));
/** A campaign parameter the Book form carries: one that fails the rule is dropped, never an error (0127). */
const campaignValue = z.pipe(
  z.transform((value: unknown) => parseCampaignParam(typeof value === "string" ? value : null) ?? undefined),
  z.optional(z.string()),
);
const isoDate = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => parseIsoDate(value) !== null, message));

/**
 * What the offer page's Book form posts to `/:lng/checkout/start` (spec: "Checkout and offer params").
 * Messages are i18n keys. `offerUrl` must be a path on this site (never another origin).
 */
export const checkoutStartSchema = z
  .object({
    apartmentTypeId: id("checkout.start.errors.apartment"),
    ratePlanId: id("checkout.start.errors.ratePlan"),
    from: isoDate("checkout.start.errors.dates"),
    to: isoDate("checkout.start.errors.dates"),
    guests: z.pipe(
      z.transform((value: unknown) => Number(blankToUndefined(value) ?? Number.NaN)),
      z
        .int({ error: "checkout.start.errors.guests" })
        .check(
          z.minimum(1, "checkout.start.errors.guests"),
          z.maximum(MAX_OFFER_GUESTS, "checkout.start.errors.guests"),
        ),
    ),
    radius: z.pipe(z.transform(blankToUndefined), z.optional(z.string())),
    rfpId: optionalId,
    rfpOfferId: optionalId,
    isRfp: z.pipe(z.transform(blankToUndefined), z.optional(z.enum(["1"]))),
    companyCode: z.pipe(z.transform(normaliseCompanyCode), z.optional(z.string())),
    voucher: z.pipe(z.transform(voucherOfParam), z.optional(z.string())),
    cms: campaignValue,
    utm_source: campaignValue,
    utm_medium: campaignValue,
    utm_campaign: campaignValue,
    offerUrl: z
      .string({ error: "checkout.start.errors.offerUrl" })
      .check(z.regex(OFFER_URL_PATTERN, "checkout.start.errors.offerUrl")),
  })
  .check(
    z.refine(
      (value) => {
        const from = parseIsoDate(value.from);
        const to = parseIsoDate(value.to);
        if (!from || !to) return true;
        return !from.isBefore(today()) && to.isAfter(from) && nightsBetween(from, to) <= MAX_OFFER_NIGHTS;
      },
      { message: "checkout.start.errors.dates", path: ["to"] },
    ),
  );

/**
 * The offer page the checkout leads back to, built from the route (`offerPath`) and the posted stay,
 * never from a request URL: after a client revalidation that URL is a data request (`….data?_routes=`),
 * which is no page. Radius, RFP ids, the voucher and the campaign come from the posted form, as the offer page's own links carry them.
 */
export function checkoutOfferUrl(lng: Language, input: z.output<typeof checkoutStartSchema>): string {
  const path = offerPath(lng, input.apartmentTypeId);
  const campaign = campaignOfValues(input);
  const query = offerQueryString({
    stay: { from: input.from, to: input.to, guests: input.guests },
    ...(input.radius !== undefined && /^\d{1,3}$/.test(input.radius) ? { radius: Number(input.radius) } : {}),
    ...(input.rfpId ? { rfpId: input.rfpId } : {}),
    ...(input.rfpOfferId ? { rfpOfferId: input.rfpOfferId } : {}),
    ...(input.companyCode ? { companyCode: input.companyCode } : {}),
    // Back on the page, a guest who changes the stay still books with the campaign (decision 0137).
    ...(campaign ? { campaign } : {}),
  });
  // Kept apart from the search's query (decision 0129): the page judges the code again on the way back.
  const voucher = input.voucher ? `${query ? "&" : "?"}${new URLSearchParams({ [VOUCHER_PARAM]: input.voucher })}` : "";
  return `${path}${query}${voucher}`;
}
