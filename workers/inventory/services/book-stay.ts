import type { z } from "zod";
import type { Booking, createBookingRequestSchema } from "../../../shared/ota/booking";
import type { OtaLanguage } from "../../../shared/ota/common";
import type { CancellationPolicy, StayPrice } from "../../../shared/ota/listing";
import { offeredStayPrice } from "../../../shared/ota/rfp-offer-price";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { snapshotOfNewBooking } from "../deliveries/booking-snapshot-of";
import { canonicalJson, newId, newReference, sha256Hex } from "../http/ids";
import { notFound, OtaError } from "../http/responses";
import { findApartment } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancy } from "../repositories/availability";
import {
  findBookingByIdempotencyKey,
  findBookingItems,
  insertBookingIfAvailable,
  type NewBooking,
  type NewBookingItem,
} from "../repositories/bookings";
import { expireRfpOffers, findRfpOffer } from "../repositories/rfps";
import type { ApartmentRow } from "../repositories/stored-rows";
import type { VoucherUse } from "../repositories/voucher-guard";
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
/** One apartment of the request: the top-level one (index 0) or one of `additionalItems`. */
type ItemRequest = ParsedBookingRequest["additionalItems"][number];
type Company = Awaited<ReturnType<typeof resolveCompanyCode>>;
type RfpOffer = NonNullable<Awaited<ReturnType<typeof findRfpOffer>>>;

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
  return bookingOf(await findBookingItems(db, ibeUid, existing.id), now, language);
}

/** What the items of one request share while each is checked. */
type BookingContext = {
  db: D1Database;
  ibeUid: string;
  request: ParsedBookingRequest;
  nights: number;
  now: Date;
  company: Company | null;
  /** More than one apartment (decision 0142). */
  several: boolean;
  /** Units the items checked before this one take, per apartment type. */
  unitsTaken: Map<string, number>;
};

/** One apartment checked and priced as a single booking is. */
type PricedItem = {
  row: ApartmentRow;
  ratePlanId: string;
  guests: number;
  price: StayPrice;
  firstNight: number;
  cancellationPolicy: CancellationPolicy;
  rfpOffer: RfpOffer | null;
  companyCode: string | null;
  /** The voucher's use, when it applies to this item; its verdict when it does not. */
  voucher: VoucherUse | null;
  voucherVerdict: VoucherVerdict | null;
};

/** An RFP offer checked against the request: its apartment, its dates, still bookable. */
async function bookableRfpOffer(ctx: BookingContext, row: ApartmentRow): Promise<RfpOffer> {
  const { db, ibeUid, request, now } = ctx;
  const offerId = request.rfpOfferId as string;
  // An offer past its validity date is stored as LOST first, so the write batch's check refuses it too.
  await expireRfpOffers(db, todayIso(now), now.toISOString(), ibeUid);
  const rfpOffer = await findRfpOffer(db, ibeUid, offerId);
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
  return rfpOffer;
}

/**
 * Checks and prices one apartment of the request as a single booking: its plan (public or the
 * company's), stay rules, the enquiry's offer (first item only), extras, the calendar's nights and
 * restrictions, the voucher, its own expected total (a further item's), and a unit left for it after
 * the items before it.
 */
async function priceItem(ctx: BookingContext, item: ItemRequest, index: number): Promise<PricedItem> {
  const { db, ibeUid, request, nights, now, company } = ctx;
  const row = await findApartment(db, ibeUid, item.apartmentTypeId);
  if (!row) throw notFound("Apartment");
  const publicPlan = storedRatePlansOf(row).find((p) => p.id === item.ratePlanId);
  if (!publicPlan && !company?.forStay) throw notFound("Rate plan");

  refuseBrokenStayRules(row, nights, item.guests);

  const rfpOffer = index === 0 && request.rfpOfferId ? await bookableRfpOffer(ctx, row) : null;
  if (!rfpOffer) {
    const channels = JSON.parse(row.channel_links) as Record<string, unknown>;
    // An advertisement is booked through its RATEHAWK link; without one it is reached only through an RFP.
    if (row.booking_mode === "Ad" && !channels.RATEHAWK)
      throw new OtaError("not_bookable", "This listing is booked by request for proposal");
  }
  // A request-only apartment is confirmed by its operator later: it cannot be part of an all-or-nothing booking.
  if (ctx.several && row.booking_mode === "Request")
    throw new OtaError("not_bookable", "This apartment is booked on request, not together with others");

  // Extra services: only those the apartment offers.
  const offered = extraServicesOf(row);
  const extras = item.extraServices.map(({ id, quantity }) => {
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
  const stay = { from: request.from, to: request.to, guests: item.guests, extras, ...(dayPrices ? { dayPrices } : {}) };
  // The company's negotiated rate, when that is the plan booked: the same offer the offers answer named.
  const negotiated = !publicPlan && company?.forStay ? companyOfferOf(row, company.forStay, stay) : null;
  const booked = publicPlan
    ? {
        ...priceStay(rateCardOf(row), { ...stay, planFactorBp: publicPlan.factorBp }),
        cancellationPolicy: publicPlan.cancellationPolicy,
      }
    : negotiated?.ratePlan.id === item.ratePlanId
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
    const offeredPrice = offeredStayPrice({ amount: rfpOffer.price_amount, currency: rfpOffer.price_currency }, price);
    if (!offeredPrice)
      throw new OtaError("invalid_input", "Extras cannot be added to an offer in another currency", [
        { path: "body.extraServices", message: "not with this offer's currency" },
      ]);
    price = offeredPrice;
    firstNight = Math.round(offeredPrice.accommodation / offeredPrice.nights);
  }
  // A voucher is checked again here (shared/vouchers) and its use guarded in the write batch. Among
  // several apartments it discounts those it applies to (decision 0142); bookingVoucher decides.
  let voucher: VoucherUse | null = null;
  let voucherVerdict: VoucherVerdict | null = null;
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
    try {
      const applied = await applyVoucherToBooking(db, ibeUid, request.voucherCode, stayForVoucher, email, price);
      price = applied.price;
      voucher = applied.use;
    } catch (error) {
      if (!(ctx.several && error instanceof OtaError && error.code === "voucher_invalid")) throw error;
      voucherVerdict = (error.details?.verdict as VoucherVerdict | undefined) ?? "unknown";
    }
  }
  const ownExpected = index === 0 ? (ctx.several ? undefined : request.expectedTotal) : item.expectedTotal;
  if (ownExpected && (ownExpected.amount !== price.total || ownExpected.currency !== price.currency))
    throw new OtaError("price_changed", "The price changed", undefined, { price });

  // A precise answer before writing; the batch re-checks atomically.
  const dates = stayNights(request.from, request.to);
  // The arrival and departure days' restrictions bind public sales; an enquiry's offer fixed its own dates.
  if (!rfpOffer) refuseRestrictedStay(row, { ...request, guests: item.guests }, nights, occupancy.restrictions);
  const taken = ctx.unitsTaken.get(row.id) ?? 0;
  if (unitsLeftForStay(row.units, dates, occupancy) < taken + 1)
    throw new OtaError("no_longer_available", NO_LONGER_AVAILABLE);
  ctx.unitsTaken.set(row.id, taken + 1);
  return {
    row,
    ratePlanId: item.ratePlanId,
    guests: item.guests,
    price,
    firstNight,
    cancellationPolicy,
    rfpOffer,
    companyCode: negotiated ? negotiated.ratePlan.code : null,
    voucher,
    voucherVerdict,
  };
}

/** A refusal of one item of several names it (decision 0142): the guest can drop that apartment. */
function namingItem(error: unknown, several: boolean, index: number, apartmentTypeId: string): unknown {
  if (!several || !(error instanceof OtaError)) return error;
  return new OtaError(error.code, error.message, error.issues, {
    ...error.details,
    itemIndex: index,
    apartmentTypeId,
  });
}

/**
 * The voucher's one use for the booking: the first item's own use, with the discounts of every item
 * it applies to summed; refused (the first item's verdict) when it applies to none.
 */
function bookingVoucher(items: readonly PricedItem[]): VoucherUse | null {
  const uses = items.flatMap((i) => (i.voucher ? [i.voucher] : []));
  const [first] = uses;
  if (!first) {
    const verdict = items.find((i) => i.voucherVerdict)?.voucherVerdict;
    if (verdict) throw voucherRefused(verdict);
    return null;
  }
  return { ...first, discount: items[0]?.voucher?.discount ?? 0 };
}

/**
 * Creates a booking of one apartment or several (decision 0142): the same idempotency key returns the
 * same booking; each item's availability and price are checked first for a precise answer (a refusal
 * names the item), then again inside the one write batch, which alone decides: all or nothing.
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

  const several = request.additionalItems.length > 0;
  if (several && request.rfpOfferId)
    throw new OtaError("invalid_input", "An enquiry's offer is booked on its own", [
      { path: "body.additionalItems", message: "not with an RFP offer" },
    ]);
  // A company code is checked again here, at the stay's arrival (rules/company-rates.ts).
  const company = request.companyCode ? await resolveCompanyCode(db, ibeUid, request.companyCode, request.from) : null;
  if (company && company.status !== "valid")
    throw new OtaError("company_code_invalid", `The company code is ${company.status}`, undefined, {
      status: company.status,
    });
  if (request.paymentMethod === "invoice" && !company?.terms?.invoice)
    throw new OtaError("payment_method_not_allowed", "Invoice needs a company code that allows it");

  const requested: ItemRequest[] = [
    {
      apartmentTypeId: request.apartmentTypeId,
      ratePlanId: request.ratePlanId,
      guests: request.guests,
      extraServices: request.extraServices,
    },
    ...request.additionalItems,
  ];
  const ctx: BookingContext = { db, ibeUid, request, nights, now, company, several, unitsTaken: new Map() };
  const items: PricedItem[] = [];
  for (const [index, item] of requested.entries()) {
    try {
      items.push(await priceItem(ctx, item, index));
    } catch (error) {
      throw namingItem(error, several, index, item.apartmentTypeId);
    }
  }
  const [first, ...others] = items as [PricedItem, ...PricedItem[]];
  const voucher = bookingVoucher(items);
  if (others.some((i) => i.price.currency !== first.price.currency))
    throw new OtaError("invalid_input", "The apartments of one booking are priced in one currency", [
      { path: "body.additionalItems", message: "another currency" },
    ]);
  const total = items.reduce((sum, i) => sum + i.price.total, 0);
  if (
    several &&
    request.expectedTotal &&
    (request.expectedTotal.amount !== total || request.expectedTotal.currency !== first.price.currency)
  )
    throw new OtaError("price_changed", "The price changed", undefined, {
      total: { amount: total, currency: first.price.currency },
      items: items.map((i) => i.price),
    });

  const { row, price, rfpOffer } = first;
  const newBooking: Omit<NewBooking, "snapshot"> = {
    id: newId("bk"),
    reference: newReference(),
    ibeUid,
    idempotencyKey,
    requestHash,
    status: row.booking_mode === "Request" && !rfpOffer ? "requested" : "confirmed",
    apartmentTypeId: row.id,
    propertyId: row.property_id,
    ratePlanId: first.ratePlanId,
    from: request.from,
    to: request.to,
    guests: first.guests,
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
    firstNight: first.firstNight,
    price: JSON.stringify(price),
    cancellationPolicy: JSON.stringify(first.cancellationPolicy),
    rfpId: rfpOffer?.rfp_id ?? null,
    rfpOfferId: rfpOffer?.id ?? null,
    createdAt: now.toISOString(),
    priceVersion: row.price_version,
    companyCode: first.companyCode,
    language,
    campaign: request.campaign ?? null,
    voucher,
  };
  const further: NewBookingItem[] = others.map((item) => ({
    id: newId("bk"),
    apartmentTypeId: item.row.id,
    propertyId: item.row.property_id,
    ratePlanId: item.ratePlanId,
    guests: item.guests,
    total: item.price.total,
    firstNight: item.firstNight,
    price: JSON.stringify(item.price),
    cancellationPolicy: JSON.stringify(item.cancellationPolicy),
    priceVersion: item.row.price_version,
    companyCode: item.companyCode,
    voucherDiscount: item.voucher?.discount ?? null,
  }));
  const {
    written,
    eventIds,
    voucherRefused: refusedVerdict,
    refusedItem,
  } = await insertBookingIfAvailable(
    db,
    { ...newBooking, snapshot: snapshotOfNewBooking(newBooking, row, price) },
    further,
  );
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
    const index = refusedItem ?? 0;
    const refused = items[index] ?? first;
    const fresh = await findApartment(db, ibeUid, refused.row.id);
    const error =
      fresh && fresh.price_version !== refused.row.price_version
        ? new OtaError("price_changed", "The price changed")
        : new OtaError("no_longer_available", NO_LONGER_AVAILABLE);
    throw namingItem(error, several, index, refused.row.id);
  }
  const created = await replay(db, ibeUid, idempotencyKey, requestHash, now, language);
  if (!created) throw new OtaError("internal_error", "The booking was written but cannot be read");
  return { booking: created, created: true, eventIds };
}
