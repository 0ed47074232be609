import { campaignOfValues } from "../../../shared/campaign/campaign-param";
import type { Booking, BookingItem } from "../../../shared/ota/booking";
import { languageSchema, type OtaLanguage } from "../../../shared/ota/common";
import type { CancellationPolicy, StayPrice } from "../../../shared/ota/listing";
import { apartmentImages } from "../images/apartment-scenes";
import type { BookingRow } from "../repositories/bookings";
import { bookingStatusOfItems, bookingTotalOfItems } from "../rules/booking-items";
import { cancellationTerms } from "../rules/cancellation";
import { joinedTypeNameOf } from "./type-name";

/** A stored booking's cancellation terms at `now`: when it stops being free and what cancelling costs. */
export function cancellationTermsOf(row: BookingRow, now: Date) {
  const policy = JSON.parse(row.cancellation_policy) as CancellationPolicy;
  const { accommodation } = JSON.parse(row.price) as StayPrice;
  const stay = { from: row.from_date, to: row.to_date, total: row.total, accommodation, firstNight: row.first_night };
  return { policy, ...cancellationTerms(policy, stay, now) };
}

/** One stored booking row as a booking's item (decision 0142): the apartment, its price and its terms at `now`. */
export function bookingItemOf(row: BookingRow, now: Date, language: OtaLanguage = "en"): BookingItem {
  const { policy, ...terms } = cancellationTermsOf(row, now);
  const cancelled = row.status === "cancelled";
  return {
    itemId: row.id,
    status: row.status,
    apartmentTypeId: row.apartment_type_id,
    apartmentTypeName: joinedTypeNameOf(row, language),
    propertyId: row.property_id,
    propertyName: row.property_name ?? "",
    address: {
      street: row.street ?? "",
      houseNumber: row.house_number ?? "",
      postcode: row.postcode ?? "",
      city: row.city ?? "",
      country: row.country ?? "",
    },
    image:
      row.image_count && row.property_name
        ? (apartmentImages(row.apartment_type_id, 1, row.property_name, language)[0] ?? null)
        : null,
    ratePlanId: row.rate_plan_id,
    guests: row.guests,
    price: JSON.parse(row.price) as StayPrice,
    cancellation: {
      freeUntil: terms.freeUntil,
      policy,
      fee: cancelled ? (row.cancellation_fee ?? 0) : terms.fee,
      cancelledAt: row.cancelled_at,
    },
  };
}

/**
 * A stored booking in the contract's shape, from its item rows, the first item's first
 * (findBookingItems): the top level is the first item's, `status` and `total` the whole booking's
 * (decision 0142). An active item's cancellation fee is what cancelling it at `now` would cost.
 */
export function bookingOf(rows: readonly BookingRow[], now: Date, language: OtaLanguage = "en"): Booking {
  const [row] = rows;
  if (!row) throw new Error("A booking has at least one item");
  const items = rows.map((r) => bookingItemOf(r, now, language));
  const [{ itemId: _first, status: _firstStatus, ...item }] = items as [BookingItem, ...BookingItem[]];
  const standings = items.map((i) => ({ status: i.status, total: i.price.total, cancellationFee: i.cancellation.fee }));
  return {
    ...item,
    id: row.id,
    reference: row.reference,
    ibeUid: row.ibe_uid,
    status: bookingStatusOfItems(standings),
    from: row.from_date,
    to: row.to_date,
    guest: {
      firstName: row.guest_first_name,
      lastName: row.guest_last_name,
      email: row.guest_email,
      ...(row.guest_phone ? { phone: row.guest_phone } : {}),
      ...(row.guest_company ? { company: row.guest_company } : {}),
      ...(row.guest_country ? { country: row.guest_country } : {}),
    },
    userId: row.user_id,
    paymentMethod: row.payment_method,
    notes: row.notes,
    currency: row.currency,
    rfpId: row.rfp_id,
    rfpOfferId: row.rfp_offer_id,
    createdAt: row.created_at,
    companyCode: row.company_code ?? null,
    guestLanguage: languageSchema.safeParse(row.language).data ?? null,
    campaign: campaignOfValues(row),
    items,
    total: { amount: bookingTotalOfItems(standings), currency: item.price.currency },
  };
}
