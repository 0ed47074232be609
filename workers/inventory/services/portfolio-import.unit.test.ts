import { describe, expect, it } from "vitest";
import { type PortfolioInput, portfolioSchema } from "../../../shared/ota/back-office-import";
import type { HouseRow, TypeRow } from "../repositories/back-office-houses";
import { planImport, type StoredPortfolio } from "./portfolio-import";

const house: HouseRow = {
  id: "h1",
  city_id: "c1",
  owner_ibe_uid: "alpenstay",
  active: 1,
  name: "Haus",
  street: "Weg",
  house_number: "1",
  postcode: "1",
  city: "Ort",
  country: "DE",
  lat: 50,
  long: 10,
  currency: "EUR",
  description: '{"en":"","de":""}',
  check_in_from: "15:00",
  check_out_until: "11:00",
  services: "[]",
  contact: '{"name":"Ina","email":"ina@example.com","phone":""}',
};
const type: TypeRow = {
  id: "t1",
  property_id: "h1",
  active: 1,
  kind: "studio",
  tier: "standard",
  name: '{"en":"Loft","de":"Loft"}',
  description: null,
  size_min: 30,
  size_max: 30,
  bedrooms: 0,
  bathrooms: 1,
  beds: 1,
  max_occupancy: 2,
  units: 3,
  services: "[]",
  min_stay: 1,
  max_stay: 30,
  booking_mode: "Direct",
  channel_links: "{}",
  base_nightly: 9000,
  cleaning_fee: 0,
  monthly_rate: 180000,
  p_currency: "EUR",
  p_owner_ibe_uid: "alpenstay",
};
const typeInput = {
  id: "t1",
  propertyId: "h1",
  name: { en: "Loft", de: "Loft" },
  description: { en: "", de: "" },
  sizeMin: 30,
  sizeMax: 30,
  bedrooms: 0,
  bathrooms: 1,
  beds: 1,
  maxOccupancy: 2,
  units: 3,
  services: [],
  minStay: 1,
  maxStay: 30,
  bookingMode: "Direct" as const,
  baseNightly: 9000,
  cleaningFee: 0,
};
const flags = {
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: null,
  price: null,
  units: null,
};

function stored(overrides: Partial<StoredPortfolio> = {}): StoredPortfolio {
  return {
    ibeUid: "alpenstay",
    mayEdit: (owner) => owner === "alpenstay",
    knownTenants: new Set(["alpenstay", "citynest"]),
    houses: new Map([["h1", house]]),
    types: new Map([["t1", type]]),
    cities: [],
    calendar: new Map([["t1", { days: new Map(), bookedByNight: new Map([["2030-01-02", 2]]) }]]),
    today: "2029-12-01",
    newId: (prefix) => `${prefix}-new`,
    ...overrides,
  };
}

const plan = (input: PortfolioInput, store = stored()) => planImport(portfolioSchema.parse(input), store);

describe("an import's rows against the store", () => {
  it.each([
    ["the type unchanged", { apartmentTypes: [typeInput] }, null],
    [
      "fewer type units than booked",
      { apartmentTypes: [{ ...typeInput, units: 1 }] },
      { belowBookings: [{ path: "body.apartmentTypes.0.units", message: "below bookings on 2030-01-02" }] },
    ],
    [
      "fewer day units than booked",
      { calendar: [{ apartmentTypeId: "t1", from: "2030-01-01", to: "2030-01-03", set: { ...flags, units: 1 } }] },
      { belowBookings: [{ path: "body.calendar.0.set.units", message: "below bookings on 2030-01-02" }] },
    ],
    [
      "more day units than the type has",
      { calendar: [{ apartmentTypeId: "t1", from: "2030-01-01", to: "2030-01-01", set: { ...flags, units: 4 } }] },
      { invalid: [{ path: "body.calendar.0.set.units", message: "at most 3" }] },
    ],
    [
      "a day in the past",
      { calendar: [{ apartmentTypeId: "t1", from: "2029-11-30", to: "2029-12-01", set: { ...flags, closed: true } }] },
      { invalid: [{ path: "body.calendar.0.from", message: "in the past" }] },
    ],
    [
      "a type moved to another house",
      { apartmentTypes: [{ ...typeInput, propertyId: "h2" }] },
      { invalid: [{ path: "body.apartmentTypes.0.propertyId", message: "cannot move to another house" }] },
    ],
    [
      "a day of a type neither stored nor in the file",
      { calendar: [{ apartmentTypeId: "t9", from: "2030-01-01", to: "2030-01-01", set: { ...flags, closed: true } }] },
      { invalid: [{ path: "body.calendar.0.apartmentTypeId", message: "unknown apartment type" }] },
    ],
    [
      "another brand's house",
      { houses: [{ ...houseInput(), id: "h1" }] },
      { forbidden: [{ path: "body.houses.0.id", message: "another brand's house" }] },
      stored({ mayEdit: (owner) => owner === "citynest" }),
    ],
    [
      "a new house without a contact",
      { houses: [{ ...houseInput(), id: "h2", contact: undefined }] },
      { invalid: [{ path: "body.houses.0.contact", message: "required" }] },
    ],
  ])("%s", (_name, input, expected, store = stored()) => {
    const result = plan(input as PortfolioInput, store);
    if (expected === null) expect(result).toMatchObject({ plan: { unchanged: { types: 1 }, types: [] } });
    else expect("problems" in result && result.problems).toMatchObject(expected);
  });

  it("creates a new house in a city of its own and its type under it", () => {
    const result = plan({
      houses: [{ ...houseInput(), id: "h2" }],
      apartmentTypes: [{ ...typeInput, id: "t2", propertyId: "h2" }],
    });
    expect("plan" in result && result.plan).toMatchObject({
      houses: [{ created: true, row: { id: "h2", city_id: "city-new", owner_ibe_uid: "alpenstay" } }],
      types: [{ created: true, row: { id: "t2", property_id: "h2", p_currency: "EUR" } }],
      newCities: [{ id: "city-new", name: "Ort" }],
    });
  });
});

function houseInput() {
  return {
    name: "Haus",
    address: { street: "Weg", houseNumber: "1", postcode: "1", city: "Ort", country: "DE", lat: 50, long: 10 },
    description: { en: "", de: "" },
    checkInFrom: "15:00",
    checkOutUntil: "11:00",
    services: [],
    paymentMethods: [],
    contact: { name: "Ina", email: "ina@example.com", phone: "" },
  };
}
