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

/** A booking of two apartments (decision 0142) whose second was cancelled on 1 December. */
export function severalApartmentsFixture(): BookingSnapshot {
  const first = bookingSnapshotFixture();
  const { id, status, apartmentType, ratePlanId, guests, price, cancelledAt } = first;
  return {
    ...first,
    items: [
      { id, status, apartmentType, ratePlanId, guests, price, cancelledAt },
      {
        id: "bk_2",
        status: "cancelled",
        apartmentType: { id: "apt_2", name: "Loft", channelLinks: { SITEMINDER: { externalId: "LOFT" } } },
        ratePlanId: "nonref",
        guests: 3,
        price: {
          currency: "EUR",
          total: 31_000,
          lines: [{ code: "extraService", serviceId: "parking", amount: 1_000 }],
        },
        cancelledAt: "2026-12-01T08:00:00.000Z",
      },
    ],
  };
}
