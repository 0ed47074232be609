import type { BookingSnapshot } from "../booking-snapshot";

/** A booking as its events keep it, for the unit tables of the messages built from it. */
export function bookingSnapshotFixture(overrides: Partial<BookingSnapshot> = {}): BookingSnapshot {
  return {
    id: "bk_1",
    reference: "Q-ABCD-EFGH",
    status: "confirmed",
    createdAt: "2026-11-29T09:00:00.000Z",
    from: "2027-01-10",
    to: "2027-01-14",
    guests: 2,
    propertyId: "prop_1",
    apartmentType: {
      id: "apt_1",
      name: "Studio Deluxe",
      channelLinks: { SITEMINDER: { externalId: "STD-DLX" }, BOOKING_COM: { externalId: "4711" } },
    },
    ratePlanId: "flex",
    price: {
      currency: "EUR",
      total: 52_050,
      lines: [
        { code: "cleaning", amount: 4_000 },
        { code: "extraService", serviceId: "breakfast", amount: 2_050 },
      ],
    },
    guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    cancelledAt: null,
    ...overrides,
  };
}
