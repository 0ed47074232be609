import type { Booking, BookingItem } from "../../../../shared/ota/booking";

/** A confirmed three-night booking by card in Berlin; tests override what they are about. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const booking: Omit<Booking, "items" | "total"> = {
    id: "b-1",
    reference: "Q-ABCD-EFGH",
    ibeUid: "quartier",
    status: "confirmed",
    apartmentTypeId: "a-1",
    apartmentTypeName: "Studio",
    propertyId: "p-1",
    propertyName: "Haus am See",
    address: { street: "Seestraße", houseNumber: "1", postcode: "10115", city: "Berlin", country: "DE" },
    image: null,
    ratePlanId: "r-1",
    from: "2027-03-01",
    to: "2027-03-04",
    guests: 2,
    guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    userId: null,
    paymentMethod: "card",
    notes: null,
    price: { currency: "EUR", nights: 3, accommodation: 30000, lines: [], total: 30000, monthlyRateApplied: false },
    currency: "EUR",
    cancellation: {
      freeUntil: null,
      policy: { freeUntilDaysBeforeArrival: null, fee: { kind: "firstNight" } },
      fee: 10000,
      cancelledAt: null,
    },
    rfpId: null,
    rfpOfferId: null,
    createdAt: "2027-01-01T10:00:00.000Z",
    ...overrides,
  };
  // Of one apartment unless the test gives its items: the item is the booking's own apartment.
  const item = booking;
  return {
    ...booking,
    items: overrides.items ?? [
      {
        itemId: booking.id,
        status: booking.status,
        apartmentTypeId: item.apartmentTypeId,
        apartmentTypeName: item.apartmentTypeName,
        propertyId: item.propertyId,
        propertyName: item.propertyName,
        address: item.address,
        image: item.image,
        ratePlanId: item.ratePlanId,
        guests: item.guests,
        price: item.price,
        cancellation: item.cancellation,
      },
    ],
    total: overrides.total ?? {
      amount: booking.status === "cancelled" ? booking.cancellation.fee : booking.price.total,
      currency: booking.price.currency,
    },
  };
}

/** A translator that shows the key and its values, so a test sees what was asked for. */
export const showKeys = (key: string, values?: Record<string, unknown>) =>
  values
    ? `${key}(${Object.entries(values)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(",")})`
    : key;

/** What every guest mail is given besides its booking: brand, contact and formatters that show their input. */
export const mailContext = {
  brand: "Quartier",
  contact: { email: "hello@quartier.example", phone: "+49 30 1" },
  t: showKeys,
  formatMoney: (m: { amount: number; currency: string }) => `${(m.amount / 100).toFixed(2)} ${m.currency}`,
  formatDates: (from: string, to: string) => `${from}..${to}`,
};

/**
 * One apartment of a booking of several (decision 0142): confirmed, three nights at `total`, free to
 * cancel until a day before; tests override what they are about (status, fee, names).
 */
export function itemFixture(itemId: string, total: number, overrides: Partial<BookingItem> = {}): BookingItem {
  return {
    itemId,
    status: "confirmed",
    apartmentTypeId: `a-${itemId}`,
    apartmentTypeName: `Apartment ${itemId}`,
    propertyId: "p-1",
    propertyName: "Haus am See",
    address: { street: "Seestraße", houseNumber: "1", postcode: "10115", city: "Berlin", country: "DE" },
    image: null,
    ratePlanId: "r-1",
    guests: 2,
    price: { currency: "EUR", nights: 3, accommodation: total, lines: [], total, monthlyRateApplied: false },
    cancellation: {
      freeUntil: "2027-02-28T00:00:00.000Z",
      policy: { freeUntilDaysBeforeArrival: 1, fee: { kind: "firstNight" } },
      fee: 0,
      cancelledAt: null,
    },
    ...overrides,
  };
}
