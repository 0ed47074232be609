import type { BookingActor } from "../../../shared/ota/admin-booking";
import type { BookingChangeQuote, BookingChangeStay, ChangeDiscount } from "../../../shared/ota/booking-change";
import type { FieldChange } from "../../../shared/ota/change-history";
import type { Money } from "../../../shared/ota/common";
import type { StayPrice } from "../../../shared/ota/listing";
import { priceWithVoucher } from "../../../shared/vouchers/voucher-price";
import { voucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { snapshotOfChangedBooking } from "../deliveries/booking-snapshot-of";
import { notFound, OtaError } from "../http/responses";
import { findApartment } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancy } from "../repositories/availability";
import { changeBookingStay, type VoucherAfterChange } from "../repositories/booking-change";
import { type BookingRow, findBooking, findBookingItems } from "../repositories/bookings";
import type { ApartmentRow } from "../repositories/stored-rows";
import { findActiveVoucher } from "../repositories/vouchers";
import { unitsLeftForStay } from "../rules/availability";
import { bookedExtrasOf, changeDifference, changeRefusal, withoutOwnNights } from "../rules/booking-change";
import { stayNights, todayIso } from "../rules/calendar";
import { type PricedStay, priceStay, type StayRequest } from "../rules/pricing";
import { companyOfferOf, extraServicesOf, rateCardOf, storedRatePlansOf } from "./apartment-view";
import { cancellationTermsOf } from "./booking-view";
import { resolveCompanyCode } from "./company-view";
import { refuseBrokenStayRules, refuseRestrictedStay } from "./stay-refusals";

/** A change worked out and ready to write: the quote, and what the write needs beyond it. */
export type PlannedChange = {
  row: BookingRow;
  apartment: ApartmentRow;
  quote: BookingChangeQuote;
  ratePlanId: string;
  firstNight: number;
  voucher: VoucherAfterChange;
};

const REFUSAL_TEXT = {
  cancelled: "The booking is cancelled",
  started: "The stay has begun or is over",
  rfpOffer: "An enquiry's offer keeps its negotiated dates and price",
  severalApartments: "A booking of several apartments is not changed: cancel an apartment or book again",
  terms: "The rate's terms no longer allow a change (free cancellation is over)",
  unchanged: "The new stay is the booked one",
} as const;

/**
 * The booked rate for the new stay: the public plan booked, or the company's negotiated rate while its
 * code is valid for the new arrival (else the public plan it is based on: the company rate is dropped).
 */
async function priceBookedPlan(
  db: D1Database,
  row: BookingRow,
  apartment: ApartmentRow,
  stay: Omit<StayRequest, "planFactorBp">,
): Promise<PricedStay & { ratePlanId: string; companyRate: ChangeDiscount }> {
  const plans = storedRatePlansOf(apartment);
  const booked = plans.find((p) => p.id === row.rate_plan_id);
  if (booked) {
    return {
      ...priceStay(rateCardOf(apartment), { ...stay, planFactorBp: booked.factorBp }),
      ratePlanId: booked.id,
      companyRate: "none",
    };
  }
  const company = row.company_code ? await resolveCompanyCode(db, row.ibe_uid, row.company_code, stay.from) : null;
  const negotiated = company?.forStay ? companyOfferOf(apartment, company.forStay, stay) : null;
  if (negotiated) return { ...negotiated, ratePlanId: negotiated.ratePlan.id, companyRate: "kept" };
  const base = plans[0];
  if (!base) throw notFound("Rate plan");
  return {
    ...priceStay(rateCardOf(apartment), { ...stay, planFactorBp: base.factorBp }),
    ratePlanId: base.id,
    companyRate: row.company_code ? "dropped" : "none",
  };
}

/**
 * The voucher for the new stay: kept (its discount worked out on the new accommodation) when the code
 * still applies to the stay as on the day the booking was made, dropped otherwise. Its uses are not
 * counted again: the booking holds its use already.
 */
async function voucherForChange(
  db: D1Database,
  row: BookingRow,
  apartment: ApartmentRow,
  stay: BookingChangeStay & { nights: number },
  price: StayPrice,
  companyRate: boolean,
): Promise<{ price: StayPrice; voucher: VoucherAfterChange; kept: ChangeDiscount }> {
  if (!row.voucher_code) return { price, voucher: { kind: "none" }, kept: "none" };
  const found = await findActiveVoucher(db, row.ibe_uid, row.voucher_code, null);
  const verdict = voucherVerdict(
    found?.voucher ?? null,
    {
      today: row.created_at.slice(0, 10),
      from: stay.from,
      to: stay.to,
      nights: stay.nights,
      apartmentTypeId: apartment.id,
      propertyId: apartment.property_id,
      currency: price.currency,
      companyRate,
    },
    { total: 0, forEmail: 0 },
  );
  if (!found || verdict !== "valid") return { price, voucher: { kind: "dropped" }, kept: "dropped" };
  const discounted = priceWithVoucher(price, found.voucher.code, found.voucher.discount);
  return { price: discounted, voucher: { kind: "kept", discount: discounted.voucher?.amount ?? 0 }, kept: "kept" };
}

/**
 * Works out a change of a booking's stay, refusing it with the reason when the booking or its terms do
 * not allow one (422 change_not_allowed), the new stay breaks the apartment's rules, or it is not
 * available (the booking's own nights left out). Writes nothing.
 */
export async function planBookingChange(
  db: D1Database,
  ibeUid: string,
  bookingId: string,
  stay: BookingChangeStay,
  nights: number,
  now: Date,
): Promise<PlannedChange> {
  const items = await findBookingItems(db, ibeUid, bookingId);
  const [row] = items;
  if (!row) throw notFound("Booking");
  const booking = { status: row.status, from: row.from_date, to: row.to_date, guests: row.guests };
  const refusal = changeRefusal(
    { ...booking, fromRfpOffer: row.rfp_offer_id !== null, severalApartments: items.length > 1 },
    cancellationTermsOf(row, now),
    stay,
    todayIso(now),
  );
  if (refusal) throw new OtaError("change_not_allowed", REFUSAL_TEXT[refusal], undefined, { reason: refusal });
  const apartment = await findApartment(db, ibeUid, row.apartment_type_id);
  if (!apartment) throw notFound("Apartment");
  refuseBrokenStayRules(apartment, nights, stay.guests);
  const occupancy = await loadOccupancy(db, apartment.id, stay.from, stay.to);
  refuseRestrictedStay(apartment, stay, nights, occupancy.restrictions);
  const own = withoutOwnNights(occupancy, stayNights(row.from_date, row.to_date));
  if (unitsLeftForStay(apartment.units, stayNights(stay.from, stay.to), own) < 1)
    throw new OtaError("no_longer_available", "This apartment is not available for the new dates");

  const before = JSON.parse(row.price) as StayPrice;
  const extras = bookedExtrasOf(before.lines, extraServicesOf(apartment), {
    nights: before.nights,
    guests: row.guests,
  });
  const dayPrices = dayPricesOrNone(occupancy);
  const priced = await priceBookedPlan(db, row, apartment, {
    from: stay.from,
    to: stay.to,
    guests: stay.guests,
    extras,
    ...(dayPrices ? { dayPrices } : {}),
  });
  const withVoucher = await voucherForChange(
    db,
    row,
    apartment,
    { ...stay, nights },
    priced.price,
    priced.companyRate === "kept",
  );
  const after = withVoucher.price;
  const card = row.payment_method === "card" ? /^card:(.+)$/.exec(row.payment_reference ?? "") : null;
  return {
    row,
    apartment,
    ratePlanId: priced.ratePlanId,
    firstNight: priced.nightly[0] ?? 0,
    voucher: withVoucher.voucher,
    quote: {
      bookingId: row.id,
      before: { ...booking, price: before },
      after: { ...stay, price: after },
      difference: changeDifference(before, after),
      voucher: withVoucher.kept,
      companyRate: priced.companyRate,
      cardAlias: card?.[1] ?? null,
    },
  };
}

/** Old -> new of what changed, for the history. */
function changesOf(quote: BookingChangeQuote, paymentTransactionId: string | undefined): FieldChange[] {
  const { before, after } = quote;
  const changes: FieldChange[] = [];
  for (const field of ["from", "to", "guests"] as const) {
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] });
  }
  if (before.price.total !== after.price.total)
    changes.push({ field: "total", before: before.price.total, after: after.price.total });
  if (paymentTransactionId) changes.push({ field: "paymentTransaction", before: null, after: paymentTransactionId });
  return changes;
}

/**
 * Changes the booking as planned if the guest confirmed its quote's total (409 price_changed
 * otherwise); the write's batch decides availability again (409 no_longer_available). Answers the
 * outbox events to queue.
 */
export async function applyBookingChange(
  db: D1Database,
  planned: PlannedChange,
  confirmed: { expectedTotal: Money; paymentTransactionId?: string | undefined },
  actor: BookingActor,
  now: Date,
): Promise<{ eventIds: string[] }> {
  const { row, apartment, quote } = planned;
  const price = quote.after.price;
  if (confirmed.expectedTotal.amount !== price.total || confirmed.expectedTotal.currency !== price.currency)
    throw new OtaError("price_changed", "The price changed", undefined, { price });
  const at = now.toISOString();
  const change = { from: quote.after.from, to: quote.after.to, guests: quote.after.guests };
  const write = await changeBookingStay(db, {
    booking: row,
    at,
    ...change,
    ratePlanId: planned.ratePlanId,
    total: price.total,
    firstNight: planned.firstNight,
    price: JSON.stringify(price),
    priceVersion: apartment.price_version,
    voucher: planned.voucher,
    actor,
    changes: changesOf(quote, confirmed.paymentTransactionId),
    snapshot: snapshotOfChangedBooking(row, { ...change, ratePlanId: planned.ratePlanId, price }),
  });
  if (write.written) return { eventIds: write.eventIds };
  const fresh = await findBooking(db, row.ibe_uid, row.id);
  if (fresh?.status === "cancelled")
    throw new OtaError("change_not_allowed", REFUSAL_TEXT.cancelled, undefined, { reason: "cancelled" });
  const type = await findApartment(db, row.ibe_uid, apartment.id);
  if (write.refusedNight === undefined && type && type.price_version !== apartment.price_version)
    throw new OtaError("price_changed", "The price changed");
  throw new OtaError("no_longer_available", "This apartment is not available for the new dates", undefined, {
    ...(write.refusedNight ? { night: write.refusedNight } : {}),
  });
}
