import { describe, expect, it } from "vitest";
import {
  apartmentOffersSchema,
  apartmentSchema,
  availabilityCalendarSchema,
  findOffersResponseSchema,
  listingsSchema,
} from "../../../app/domain/ota";
import { otaPaths } from "../../../app/domain/ota/paths";
import { apiJson, daysFromToday } from "./test-env";

const BERLIN = { lat: 52.52437, long: 13.41053 };

describe("find-offers", () => {
  it("answers a redirect location whose GET returns complete listings", async () => {
    const params = {
      ibeUid: "quartier",
      ...BERLIN,
      radius: 10,
      from: daysFromToday(30),
      to: daysFromToday(33),
      guests: 2,
      currency: "EUR",
      language: "en",
    };
    const found = await apiJson(otaPaths.findOffers(), {
      json: { params, pageProps: { page: "search" }, options: {} },
    });
    expect(found.status).toBe(200);
    const answer = findOffersResponseSchema.parse(found.body);
    expect(answer.offers).toBeGreaterThan(5);
    const listed = await apiJson(answer.redirectLocation);
    expect(listed.status).toBe(200);
    const listings = listingsSchema.parse(listed.body);
    expect(listings).toHaveLength(answer.offers);
    console.log(JSON.stringify(listings[0], null, 1).slice(0, 3000));
  });
});
