import type { OtaLanguage } from "../../../app/domain/ota/common";
import type { Rfp, RfpOffer } from "../../../app/domain/ota/rfp";
import { apartmentImages } from "../images/apartment-scenes";
import type { RfpOfferRow, RfpRow } from "../repositories/rfps";
import { apartmentTypeName } from "../seed/data/apartment-kinds";

export function rfpOfferOf(row: RfpOfferRow, language: OtaLanguage): RfpOffer {
  return {
    id: row.id,
    rfpId: row.rfp_id,
    apartmentTypeId: row.apartment_type_id,
    apartmentTypeName: row.type_kind ? apartmentTypeName(row.type_kind, row.type_tier ?? "standard", language) : "",
    propertyId: row.property_id ?? "unknown",
    propertyName: row.property_name ?? "",
    image:
      row.image_count && row.property_name
        ? (apartmentImages(row.apartment_type_id, 1, row.property_name, language)[0] ?? null)
        : null,
    status: row.status,
    price: { amount: row.price_amount, currency: row.price_currency },
    note: row.note,
    bookingId: row.booking_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** BOOKED once an offer is booked; LOST when every offer is lost; OPEN otherwise. */
export function rfpStatusOf(offers: readonly { status: RfpOffer["status"] }[]): Rfp["status"] {
  if (offers.some((o) => o.status === "BOOKED")) return "BOOKED";
  if (offers.length > 0 && offers.every((o) => o.status === "LOST")) return "LOST";
  return "OPEN";
}

export function rfpOf(row: RfpRow, offers: readonly RfpOfferRow[]): Rfp {
  const place = JSON.parse(row.place) as Rfp["place"];
  const mapped = offers.filter((o) => o.rfp_id === row.id).map((o) => rfpOfferOf(o, row.language));
  return {
    id: row.id,
    reference: row.reference,
    ibeUid: row.ibe_uid,
    status: rfpStatusOf(mapped),
    budget: { amount: row.budget_amount, currency: row.budget_currency },
    from: row.from_date,
    to: row.to_date,
    guests: row.guests,
    place,
    radius: row.radius_km,
    notes: row.notes,
    contact: {
      name: row.contact_name,
      email: row.contact_email,
      ...(row.contact_phone ? { phone: row.contact_phone } : {}),
      ...(row.contact_company ? { company: row.contact_company } : {}),
    },
    userId: row.user_id,
    language: row.language,
    offers: mapped,
    createdAt: row.created_at,
  };
}
