import { isoDateFromToday } from "../../../../shared/dates/test-support/iso-date-from-today";
import type { CheckoutSession } from "../checkout-session";

/** The test session's stay: four nights, three months from today, so it never lies in the past. */
export const STAY = { from: isoDateFromToday(90), to: isoDateFromToday(94) } as const;
const CREATED_AT = `${isoDateFromToday(0)}T10:00:00.000Z`;

/** A checkout session for tests: a four-night stay in a Berlin studio, nothing entered yet. */
const price = {
  currency: "EUR",
  nights: 4,
  accommodation: 40000,
  lines: [],
  total: 45000,
  monthlyRateApplied: false,
};
export const details = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+49 30 1",
  country: "GB",
  travellingForBusiness: false,
  guests: 2,
  paymentMethod: "bankTransfer" as const,
};
export const card = {
  masked: "411111xxxxxx1111",
  brand: "visa" as const,
  expiryMonth: 12,
  expiryYear: 2030,
  holder: "Ada",
};

export function session(
  state: Partial<CheckoutSession["state"]> = {},
  params: Partial<CheckoutSession["params"]> = {},
) {
  const id = "0123456789abcdef0123456789abcdef";
  const value: CheckoutSession = {
    version: 1,
    id,
    ibeUid: "quartier",
    idempotencyKey: "11111111-2222-4333-8444-555555555555",
    browserKeyHash: "a".repeat(64),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    params: {
      sessionId: id,
      hasCreditCard: false,
      hasAirplus: false,
      hasExtraServices: false,
      rfpId: null,
      isRfp: false,
      offerUrl: `/en/apartments/a-1?from=${STAY.from}&to=${STAY.to}&guests=2`,
      offer: { apartmentTypeId: "a-1", ratePlanId: "r-1", from: STAY.from, to: STAY.to, guests: 2 },
      searchParams: `from=${STAY.from}&to=${STAY.to}&guests=2`,
      ...params,
    },
    state: {
      selectedOffer: {
        ratePlanId: "r-1",
        ratePlanName: "Flexible",
        cancellationPolicy: { freeUntilDaysBeforeArrival: 7, fee: { kind: "firstNight" } },
        price,
      },
      offers: [],
      apartment: {
        id: "a-1",
        name: "Studio",
        propertyName: "Haus",
        address: {
          street: "Seestraße",
          houseNumber: "1",
          postcode: "10115",
          city: "Berlin",
          country: "DE",
          lat: 52.5,
          long: 13.4,
        },
        image: null,
        maxOccupancy: 3,
        checkInFrom: "15:00",
        checkOutUntil: "11:00",
        extraServices: [{ id: "breakfast", price: 1500, pricing: "perPersonPerNight" }],
      },
      extraServicesTotal: null,
      additionalItems: [],
      entries: {},
      bookingDetails: null,
      payment: null,
      cardTransaction: null,
      booking: null,
      enquiry: null,
      company: null,
      voucherRefused: null,
      ...state,
    },
  };
  return value;
}

/** A further apartment of a stay booked together: a loft for `guests`, its own rate and price. */
export function stayItem(id: string, total: number, guests = 2): CheckoutSession["state"]["additionalItems"][number] {
  const base = session().state;
  return {
    apartment: { ...base.apartment, id, name: `Loft ${id}`, maxOccupancy: 4 },
    guests,
    selectedOffer: { ...base.selectedOffer, ratePlanId: `rate-${id}`, price: { ...price, total } },
    extraServicesTotal: null,
  };
}
