import { describe, expect, it } from "vitest";
import type { Rfp, RfpOffer, RfpOfferStatus, RfpStatus } from "../../../shared/ota/rfp";
import { canCloseEnquiry, enquiryOffersView, guestsPerApartment } from "./enquiry-view";

const offer = (id: string, status: RfpOfferStatus): RfpOffer => ({
  id,
  rfpId: "rfp_1",
  apartmentTypeId: `apt-${id}`,
  apartmentTypeName: "Studio",
  propertyId: "p-1",
  propertyName: "Haus",
  image: null,
  status,
  price: { amount: 100_000, currency: "EUR" },
  rate: { amount: 14_286, per: "night" },
  from: "2027-03-01",
  to: "2027-03-08",
  validUntil: null,
  cancellationPolicy: { freeUntilDaysBeforeArrival: 14, fee: { kind: "percentOfStay", percent: 50 } },
  terms: null,
  note: null,
  bookingId: null,
  sentAt: null,
  createdAt: "2027-01-01T10:00:00.000Z",
  updatedAt: "2027-01-01T10:00:00.000Z",
});

const rfp = (status: RfpStatus, offers: RfpOffer[]) =>
  ({ id: "rfp_1", status, guests: 3, apartments: 2, offers }) as unknown as Rfp;

describe("the requester's offers", () => {
  it("leaves out drafts and puts bookable offers first", () => {
    const view = enquiryOffersView(
      rfp("BOOKABLE", [offer("a", "LOST"), offer("b", "OPEN"), offer("c", "BOOKABLE")]),
      "en",
      { c: "rp-1" },
    );
    expect(view.map((o) => [o.id, o.canDecline, o.booking !== null])).toEqual([
      ["c", true, true],
      ["a", false, false],
    ]);
  });

  it("books at the offer's dates through the checkout start, with both ids", () => {
    const [view] = enquiryOffersView(rfp("BOOKABLE", [offer("c", "BOOKABLE")]), "de", { c: "rp-1" });
    expect(view?.booking).toMatchObject({
      apartmentTypeId: "apt-c",
      ratePlanId: "rp-1",
      from: "2027-03-01",
      to: "2027-03-08",
      guests: "2",
      rfpId: "rfp_1",
      rfpOfferId: "c",
    });
    expect(view?.booking?.offerUrl).toMatch(
      /^\/de\/.+\?from=2027-03-01&to=2027-03-08&guests=2&rfpId=rfp_1&rfpOfferId=c$/,
    );
  });

  it.each([
    ["no rate plan known", "BOOKABLE", {}, false],
    ["the enquiry is booked", "BOOKED", { c: "rp-1" }, false],
    ["the enquiry is lost", "LOST", { c: "rp-1" }, false],
  ] as const)("cannot be booked when %s", (_name, status, plans, bookable) => {
    const [view] = enquiryOffersView(rfp(status, [offer("c", "BOOKABLE")]), "en", plans);
    expect(view?.booking !== null).toBe(bookable);
  });

  it.each([
    ["OPEN", true],
    ["BOOKABLE", true],
    ["BOOKED", false],
    ["LOST", false],
  ] as const)("an enquiry that is %s can be closed: %s", (status, expected) => {
    expect(canCloseEnquiry({ status })).toBe(expected);
  });
});

describe("guests per apartment", () => {
  it.each([
    [3, 2, 2],
    [4, 2, 2],
    [1, 1, 1],
    [5, 5, 1],
    [7, 1, 7],
  ])("%i guests in %i apartments: %i each", (guests, apartments, each) => {
    expect(guestsPerApartment({ guests, apartments })).toBe(each);
  });
});
