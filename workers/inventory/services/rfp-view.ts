import type { OtaLanguage } from "../../../shared/ota/common";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import { leadStatusOf, offerStatusOn, type Rfp, type RfpOffer } from "../../../shared/ota/rfp";
import { type OfferForStay, offeredRate } from "../../../shared/ota/rfp-offer-price";
import { apartmentImages } from "../images/apartment-scenes";
import type { RfpOfferRow, RfpRow } from "../repositories/rfps";
import type { ApartmentRow } from "../repositories/stored-rows";
import { nightsBetween } from "../rules/calendar";
import { storedRatePlansOf } from "./apartment-view";
import { joinedTypeNameOf } from "./type-name";

/** Terms for an offer of an apartment without rate plans (none in the seed): free until 14 days before arrival. */
const FALLBACK_OFFER_POLICY: CancellationPolicy = {
  freeUntilDaysBeforeArrival: 14,
  fee: { kind: "percentOfStay", percent: 100 },
};

/** An offer's terms when the operator set none: those of the apartment's first (flexible) rate plan. */
export function defaultOfferPolicy(row: Pick<ApartmentRow, "p_rate_plans" | "rate_plans">): CancellationPolicy {
  return storedRatePlansOf(row)[0]?.cancellationPolicy ?? FALLBACK_OFFER_POLICY;
}

/** The offer's stored terms (migration 0015 gave older offers their apartment's first plan's). */
function offerPolicyOf(row: Pick<RfpOfferRow, "cancellation_policy">): CancellationPolicy {
  return row.cancellation_policy ? (JSON.parse(row.cancellation_policy) as CancellationPolicy) : FALLBACK_OFFER_POLICY;
}

/** What the rate of an enquiry's offer is called where its rates are listed (apartment page, checkout). */
const OFFER_RATE_NAME: Record<OtaLanguage, string> = { en: "Your enquiry's offer", de: "Angebot zu Ihrer Anfrage" };

/** The offer as read on `today`: one past its validity date reads LOST before the cron trigger stores it. */
export function rfpOfferOf(row: RfpOfferRow, language: OtaLanguage, today: string): RfpOffer {
  const from = row.from_date ?? row.rfp_from;
  const to = row.to_date ?? row.rfp_to;
  return {
    id: row.id,
    rfpId: row.rfp_id,
    apartmentTypeId: row.apartment_type_id,
    apartmentTypeName: joinedTypeNameOf(row, language),
    propertyId: row.property_id ?? "unknown",
    propertyName: row.property_name ?? "",
    image:
      row.image_count && row.property_name
        ? (apartmentImages(row.apartment_type_id, 1, row.property_name, language)[0] ?? null)
        : null,
    status: offerStatusOn({ status: row.status, validUntil: row.valid_until, from }, today),
    price: { amount: row.price_amount, currency: row.price_currency },
    rate: offeredRate(row.price_amount, nightsBetween(from, to), row.rate_per),
    from,
    to,
    validUntil: row.valid_until,
    cancellationPolicy: offerPolicyOf(row),
    terms: row.terms,
    note: row.note,
    bookingId: row.booking_id,
    sentAt: row.sent_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function rfpOf(row: RfpRow, offers: readonly RfpOfferRow[], today: string): Rfp {
  const place = JSON.parse(row.place) as Rfp["place"];
  const mapped = offers.filter((o) => o.rfp_id === row.id).map((o) => rfpOfferOf(o, row.language, today));
  return {
    id: row.id,
    reference: row.reference,
    ibeUid: row.ibe_uid,
    status: leadStatusOf({ from: row.from_date, closed: row.closed_by !== null, offers: mapped }, today),
    budget: { amount: row.budget_amount, currency: row.budget_currency },
    budgetPeriod: row.budget_period,
    from: row.from_date,
    to: row.to_date,
    flexibleNights: row.flexible_nights,
    guests: row.guests,
    apartments: row.apartments,
    place,
    radius: row.radius_km,
    requirements: JSON.parse(row.requirements) as string[],
    notes: row.notes,
    contact: {
      name: row.contact_name,
      email: row.contact_email,
      ...(row.contact_phone ? { phone: row.contact_phone } : {}),
      ...(row.contact_company ? { company: row.contact_company } : {}),
    },
    userId: row.user_id,
    language: row.language,
    closedBy: row.closed_by,
    offers: mapped,
    createdAt: row.created_at,
  };
}

/** An enquiry offer's row, with its status today, as the rates of its stay are priced from it. */
export function offerForStay(
  row: Pick<
    RfpOfferRow,
    "from_date" | "rfp_from" | "to_date" | "rfp_to" | "price_amount" | "price_currency" | "cancellation_policy"
  >,
  today: { status: string },
  language: OtaLanguage,
): OfferForStay {
  return {
    status: today.status,
    from: row.from_date ?? row.rfp_from,
    to: row.to_date ?? row.rfp_to,
    price: { amount: row.price_amount, currency: row.price_currency },
    cancellationPolicy: offerPolicyOf(row),
    rateName: OFFER_RATE_NAME[language],
  };
}

/** The cancellation terms a booking of this offer carries: the offer's own. */
export function bookedOfferPolicy(row: Pick<RfpOfferRow, "cancellation_policy">): CancellationPolicy {
  return offerPolicyOf(row);
}
