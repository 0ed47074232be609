import type { z } from "zod";
import type { Booking, createBookingRequestSchema } from "../../../shared/ota/booking";
import type { OtaLanguage } from "../../../shared/ota/common";
import type { StayPrice } from "../../../shared/ota/listing";
import { offeredStayPrice } from "../../../shared/ota/rfp-offer-price";
import { snapshotOfNewBooking } from "../deliveries/booking-snapshot-of";
import { canonicalJson, newId, newReference, sha256Hex } from "../http/ids";
import { notFound, OtaError } from "../http/responses";
import { findApartment } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancy } from "../repositories/availability";
import { findBookingByIdempotencyKey, insertBookingIfAvailable, type NewBooking } from "../repositories/bookings";
import { expireRfpOffers, findRfpOffer } from "../repositories/rfps";
import { unitsLeftForStay } from "../rules/availability";
import { stayNights, todayIso } from "../rules/calendar";
import { priceStay } from "../rules/pricing";
import { companyOfferOf, extraServicesOf, rateCardOf, storedRatePlansOf } from "./apartment-view";
import { bookingOf } from "./booking-view";
import { resolveCompanyCode } from "./company-view";
import { bookedOfferPolicy } from "./rfp-view";
import { refuseBrokenStayRules, refuseRestrictedStay } from "./stay-refusals";
import { applyVoucherToBooking, voucherRefused } from "./voucher-for-stay";

type ParsedBookingRequest = z.output<typeof createBookingRequestSchema>;

/** The booking, whether this call made it, and the outbox events written with it (to be queued). */
export type BookStayResult = { booking: Booking; created: boolean; eventIds: string[] };

const NO_LONGER_AVAILABLE = "This apartment is no longer available for these dates";

async function replay(
  db: D1Database,
  ibeUid: string,
  key: string,
  requestHash: string,
  now: Date,
  language: OtaLanguage,
) {
  const existing = await findBookingByIdempotencyKey(db, ibeUid, key);
  if (!existing) return null;
  if (existing.request_hash !== requestHash)
    throw new OtaError("idempotency_key_reused", "This idempotency key was used for a different booking request");
  return bookingOf(existing, now, language);
}

/**
 * Creates a booking: the same idempotency key returns the same booking; availability and price are
 * checked first for a precise answer, then again inside the write batch, which alone decides.
 */
export async function bookStay(
  db: D1Database,
  ibeUid: string,
  idempotencyKey: string,
  request: ParsedBookingRequest,
  nights: number,
  now: Date,
  language: OtaLanguage = "en",
): Promise<BookStayResult> {
  const requestHash = await sha256Hex(canonicalJson(request));
  const earlier = await replay(db, ibeUid, idempotencyKey, requestHash, now, language);
  if (earlier) return { booking: earlier, created: false, eventIds: [] };

  const row = await findApartment(db, ibeUid, request.apartmentTypeId);
  if (!row) throw notFound("Apartment");
  const publicPlan = storedRatePlansOf(row).find((p) => p.id === request.ratePlanId);
  // A company code is checked again here, at the stay's arrival (rules/company-rates.ts).
  const company = request.companyCode ? await resolveCompanyCode(db, ibeUid, request.companyCode, request.from) : null;
  if (company && company.status !== "valid")
    throw new OtaError("company_code_invalid", `The company code is ${company.status}`, undefined, {
      status: company.status,
    });
  if (request.paymentMethod === "invoice" && !company?.terms?.invoice)
    throw new OtaError("payment_method_not_allowed", "Invoice needs a company code that allows it");
  if (!publicPlan && !company?.forStay) throw notFound("Rate plan");

  refuseBrokenStayRules(row, nights, request.guests);

  let rfpOffer: Awaited<ReturnType<typeof findRfpOffer>> = null;
  if (request.rfpOfferId) {
    // An offer past its validity date is stored as LOST first, so the write batch's check refuses it too.
    await expireRfpOffers(db, todayIso(now), now.toISOString(), ibeUid);
    rfpOffer = await findRfpOffer(db, ibeUid, request.rfpOfferId);
    if (!rfpOffer || (request.rfpId && rfpOffer.rfp_id !== request.rfpId)) throw notFound("RFP offer");
    if (rfpOffer.apartment_type_id !== row.id)
      throw new OtaError("invalid_input", "The RFP offer is for another apartment", [
        { path: "body.apartmentTypeId", message: "must be the RFP offer's apartment" },
      ]);
    if (
      request.from !== (rfpOffer.from_date ?? rfpOffer.rfp_from) ||
      request.to !== (rfpOffer.to_date ?? rfpOffer.rfp_to)
    )
      throw new OtaError("invalid_input", "The RFP offer is for other dates", [
        { path: "body.from", message: "must be the RFP offer's dates" },
      ]);
    if (rfpOffer.status !== "BOOKABLE")
      throw new OtaError("rfp_offer_not_bookable", `The RFP offer is ${rfpOffer.status}`);
  } else {
    const channels = JSON.parse(row.channel_links) as Record<string, unknown>;
    // An advertisement is booked through its RATEHAWK link; without one it is reached only through an RFP.
    if (row.booking_mode === "Ad" && !channels.RATEHAWK)
      throw new OtaError("not_bookable", "This listing is booked by request for proposal");
  }

  // Extra services: only those the apartment offers.
  const offered = extraServicesOf(row);
  const extras = request.extraServices.map(({ id, quantity }) => {
    const extra = offered.find((e) => e.id === id);
    if (!extra)
      throw new OtaError("invalid_input", `Extra service ${id} is not offered`, [
        { path: "body.extraServices", message: `unknown ${id}` },
      ]);
    return { ...extra, quantity };
  });

  // The calendar's nights (closed, units, the operator's prices) are read before the stay is priced.
  const occupancy = await loadOccupancy(db, row.id, request.from, request.to);
  const dayPrices = dayPricesOrNone(occupancy);
  const stay = {
    from: request.from,
    to: request.to,
    guests: request.guests,
    extras,
    ...(dayPrices ? { dayPrices } : {}),
  };
  // The company's negotiated rate, when that is the plan booked: the same offer the offers answer named.
  const negotiated = !publicPlan && company?.forStay ? companyOfferOf(row, company.forStay, stay) : null;
  const booked = publicPlan
    ? {
        ...priceStay(rateCardOf(row), { ...stay, planFactorBp: publicPlan.factorBp }),
        cancellationPolicy: publicPlan.cancellationPolicy,
      }
    : negotiated?.ratePlan.id === request.ratePlanId
      ? { ...negotiated, cancellationPolicy: negotiated.ratePlan.cancellationPolicy }
      : null;
  if (!booked) throw notFound("Rate plan");
  const { cancellationPolicy: planPolicy, ...priced } = booked;
  // An enquiry's offer is booked with the cancellation terms its operator set, never the plan's (decision 0064).
  const cancellationPolicy = rfpOffer ? bookedOfferPolicy(rfpOffer) : planPolicy;
  let price: StayPrice = priced.price;
  let firstNight = priced.nightly[0] ?? 0;
  if (rfpOffer) {
    // The offered total replaces the public rate; extras are added on top (shared/ota/rfp-offer-price.ts).
    const offered = offeredStayPrice({ amount: rfpOffer.price_amount, currency: rfpOffer.price_currency }, price);
    if (!offered)
      throw new OtaError("invalid_input", "Extras cannot be added to an offer in another currency", [
        { path: "body.extraServices", message: "not with this offer's currency" },
      ]);
    price = offered;
    firstNight = Math.round(offered.accommodation / offered.nights);
  }
  // A voucher is checked again here (shared/vouchers) and its use guarded in the write batch below.
  let voucher: Awaited<ReturnType<typeof applyVoucherToBooking>>["use"] | null = null;
  if (request.voucherCode) {
    if (rfpOffer)
      throw new OtaError("invalid_input", "A voucher does not apply to an enquiry's offer", [
        { path: "body.voucherCode", message: "not with an RFP offer" },
      ]);
    const stayForVoucher = {
      today: todayIso(now),
      from: request.from,
      to: request.to,
      nights,
      apartmentTypeId: row.id,
      propertyId: row.property_id,
      currency: price.currency,
      companyRate: !publicPlan,
    };
    const email = request.guest.email.toLowerCase();
    const applied = await applyVoucherToBooking(db, ibeUid, request.voucherCode, stayForVoucher, email, price);
    price = applied.price;
    voucher = applied.use;
  }
  if (
    request.expectedTotal &&
    (request.expectedTotal.amount !== price.total || request.expectedTotal.currency !== price.currency)
  ) {
    throw new OtaError("price_changed", "The price changed", undefined, { price });
  }

  // A precise answer before writing; the batch below re-checks atomically.
  const dates = stayNights(request.from, request.to);
  // The arrival and departure days' restrictions bind public sales; an enquiry's offer fixed its own dates.
  if (!rfpOffer) refuseRestrictedStay(row, request, nights, occupancy.restrictions);
  if (unitsLeftForStay(row.units, dates, occupancy) < 1) {
    throw new OtaError("no_longer_available", NO_LONGER_AVAILABLE);
  }

  const newBooking: Omit<NewBooking, "snapshot"> = {
    id: newId("bk"),
    reference: newReference(),
    ibeUid,
    idempotencyKey,
    requestHash,
    status: row.booking_mode === "Request" && !rfpOffer ? "requested" : "confirmed",
    apartmentTypeId: row.id,
    propertyId: row.property_id,
    ratePlanId: request.ratePlanId,
    from: request.from,
    to: request.to,
    guests: request.guests,
    firstName: request.guest.firstName,
    lastName: request.guest.lastName,
    email: request.guest.email.toLowerCase(),
    phone: request.guest.phone ?? null,
    company: request.guest.company ?? null,
    country: request.guest.country ?? null,
    userId: request.userId ?? null,
    paymentMethod: request.paymentMethod,
    paymentReference: request.paymentReference ?? null,
    paymentCard: request.paymentCard ? JSON.stringify(request.paymentCard) : null,
    notes: request.notes ?? null,
    currency: price.currency,
    total: price.total,
    firstNight,
    price: JSON.stringify(price),
    cancellationPolicy: JSON.stringify(cancellationPolicy),
    rfpId: rfpOffer?.rfp_id ?? null,
    rfpOfferId: rfpOffer?.id ?? null,
    createdAt: now.toISOString(),
    priceVersion: row.price_version,
    companyCode: negotiated ? negotiated.ratePlan.code : null,
    language,
    campaign: request.campaign ?? null,
    voucher,
  };
  const {
    written,
    eventIds,
    voucherRefused: refusedVerdict,
  } = await insertBookingIfAvailable(db, {
    ...newBooking,
    snapshot: snapshotOfNewBooking(newBooking, row, price),
  });
  if (!written) {
    // Either a concurrent request with the same key won (replay it), or the last unit went meanwhile.
    const concurrent = await replay(db, ibeUid, idempotencyKey, requestHash, now, language);
    if (concurrent) return { booking: concurrent, created: false, eventIds: [] };
    if (refusedVerdict) throw voucherRefused(refusedVerdict);
    if (rfpOffer) {
      const current = await findRfpOffer(db, ibeUid, rfpOffer.id);
      if (current && current.status !== "BOOKABLE")
        throw new OtaError("rfp_offer_not_bookable", `The RFP offer is ${current.status}`);
    }
    const fresh = await findApartment(db, ibeUid, row.id);
    if (fresh && fresh.price_version !== row.price_version) throw new OtaError("price_changed", "The price changed");
    throw new OtaError("no_longer_available", NO_LONGER_AVAILABLE);
  }
  const created = await replay(db, ibeUid, idempotencyKey, requestHash, now, language);
  if (!created) throw new OtaError("internal_error", "The booking was written but cannot be read");
  return { booking: created, created: true, eventIds };
}
