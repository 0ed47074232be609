import type { NewBooking } from "../repositories/bookings";
import type { TypePick } from "./test-env";

/**
 * A booking to hand to the write (insertBookingIfAvailable) directly, past the service's checks: for
 * tests of what the write batch alone decides. `priceVersion` is the type's current one.
 */
export function newBookingOf(
  type: TypePick,
  stay: { id: string; from: string; to: string; priceVersion: number },
  overrides: Partial<NewBooking> = {},
): NewBooking {
  const { id, from, to, priceVersion } = stay;
  const createdAt = new Date().toISOString();
  return {
    id,
    reference: `Q-TEST-${id}`,
    ibeUid: "quartier",
    idempotencyKey: `direct-${id}`,
    requestHash: "x",
    status: "confirmed",
    apartmentTypeId: type.id,
    propertyId: type.property_id,
    ratePlanId: "p",
    from,
    to,
    guests: 1,
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    phone: null,
    company: null,
    userId: null,
    paymentMethod: "card",
    paymentReference: null,
    paymentCard: null,
    notes: null,
    currency: "EUR",
    total: 100,
    firstNight: 50,
    price: JSON.stringify({
      currency: "EUR",
      nights: 2,
      accommodation: 100,
      lines: [],
      total: 100,
      monthlyRateApplied: false,
    }),
    cancellationPolicy: JSON.stringify({ freeUntilDaysBeforeArrival: 3, fee: { kind: "firstNight" } }),
    rfpId: null,
    rfpOfferId: null,
    createdAt,
    priceVersion,
    language: "en",
    snapshot: {
      id,
      reference: `Q-TEST-${id}`,
      status: "confirmed",
      createdAt,
      from,
      to,
      guests: 1,
      propertyId: type.property_id,
      apartmentType: { id: type.id, name: "Studio", channelLinks: {} },
      ratePlanId: "p",
      price: { currency: "EUR", total: 100, lines: [] },
      guest: { firstName: "A", lastName: "B", email: "a@example.com" },
      cancelledAt: null,
    },
    ...overrides,
  };
}
