import { describe, expect, it } from "vitest";
import { apartmentOffersSchema, apartmentSchema, findOffersResponseSchema, listingsSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { stayCalendarSchema } from "../../../shared/ota/stay-calendar";
import { builtKey, hitsKey } from "../search-store/kept-searches";
import { PLATFORM_BRAND } from "../seed/generate-inventory";
import { api, apiJson, daysFromToday, env, keptAfterAnswers, pickType } from "./test-env";

const BERLIN = { lat: 52.52437, long: 13.41053 };

function searchParams(overrides: Record<string, unknown> = {}) {
  return {
    ibeUid: "quartier",
    ...BERLIN,
    radius: 10,
    from: daysFromToday(30),
    to: daysFromToday(33),
    guests: 2,
    currency: "EUR",
    language: "en",
    ...overrides,
  };
}

async function search(params: Record<string, unknown>, options: Record<string, unknown> = {}) {
  const found = await apiJson(otaPaths.findOffers(), { json: { params, pageProps: {}, options } });
  expect(found.status).toBe(200);
  const answer = findOffersResponseSchema.parse(found.body);
  const listed = await apiJson(answer.redirectLocation);
  expect(listed.status).toBe(200);
  return { answer, listings: listingsSchema.parse(listed.body), cache: found.headers.get("X-Search-Cache") };
}

describe("find-offers", () => {
  it("answers a redirect location whose GET returns complete listings", async () => {
    const { answer, listings } = await search(searchParams());
    expect(answer.offers).toBeGreaterThan(10);
    expect(listings).toHaveLength(answer.offers);
    for (const l of listings) {
      expect(l.distanceKm).toBeLessThanOrEqual(10);
      expect(l.apartmentType.maxOccupancy).toBeGreaterThanOrEqual(2);
      expect(l.apartmentType.minStay).toBeLessThanOrEqual(3);
      expect(l.cheapestRate).toBe(Math.min(...l.rates.map((r) => r.price.total)));
      expect(l.totalPrice.total).toBe(l.cheapestRate);
      expect(l.totalPrice.nights).toBe(3);
      expect(l.property.address.city).toBe("Berlin");
      // The result card's picture only: the apartment's page reads all of them (see below).
      expect(l.images).toHaveLength(1);
      expect(l.images[0]?.alt).toContain(l.property.name);
      expect(l.includedServices.length).toBeGreaterThan(0);
    }
    // Result cards open with different pictures (rooms, the house, the view), each with its own text.
    const firstScenes = new Set(listings.map((l) => /-([a-z]+)\.svg$/.exec(l.images[0]?.url ?? "")?.[1]));
    expect(firstScenes.size).toBeGreaterThanOrEqual(3);
    expect(new Set(listings.map((l) => l.images[0]?.alt)).size).toBeGreaterThan(listings.length / 2);
    // Nearest first.
    const distances = listings.map((l) => l.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The variety the app's rules need.
    expect(new Set(listings.map((l) => l.bookingMode))).toEqual(new Set(["Direct", "Ad", "Request"]));
    expect(listings.some((l) => l.isPremiumPartner)).toBe(true);
    expect(listings.some((l) => l.bookingMode === "Ad" && !l.apartmentType.channelLinks.RATEHAWK)).toBe(true);
    const brand = listings.filter((l) => l.property.name.startsWith(PLATFORM_BRAND));
    expect(brand.some((l) => l.apartmentType.channelLinks.VISION)).toBe(true);
    expect(brand.some((l) => !l.apartmentType.channelLinks.VISION)).toBe(true);
  });

  it("builds the listings at the first GET of the location and answers the same ones from then on", async () => {
    const { answer, listings } = await search(searchParams({ from: daysFromToday(32), to: daysFromToday(34) }));
    // The first GET kept the built listings beside the hits (after its answer): the next GETs read them.
    const searchId = answer.redirectLocation.split("/").pop() ?? "";
    await keptAfterAnswers();
    expect(await env.SEARCH_CACHE.get(builtKey(searchId), "arrayBuffer")).not.toBeNull();
    const hits = await env.SEARCH_CACHE.getWithMetadata<{ format: string }>(hitsKey(searchId));
    expect(hits.metadata?.format).toBe("hits");
    for (let i = 0; i < 2; i++) {
      const again = await apiJson(answer.redirectLocation);
      expect(again.status).toBe(200);
      expect(listingsSchema.parse(again.body)).toEqual(listings);
    }
  });

  it("keeps the result: the same search answers the same location from the cache", async () => {
    const params = searchParams({ from: daysFromToday(31), to: daysFromToday(35) });
    const first = await search(params);
    const second = await search(params);
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.answer.redirectLocation).toBe(first.answer.redirectLocation);
    expect(second.listings).toEqual(first.listings);
  });

  it("filters by guests and radius, and limits nearest first", async () => {
    const wide = await search(searchParams({ radius: 15, guests: 1 }));
    const narrow = await search(searchParams({ radius: 2, guests: 1 }));
    const many = await search(searchParams({ radius: 15, guests: 6 }));
    expect(narrow.listings.length).toBeLessThan(wide.listings.length);
    expect(many.listings.every((l) => l.apartmentType.maxOccupancy >= 6)).toBe(true);
    const limited = await search(searchParams({ radius: 15, guests: 1 }), { limit: 5 });
    expect(limited.listings.map((l) => l.id)).toEqual(wide.listings.slice(0, 5).map((l) => l.id));
  });

  it("applies the monthly rate from 28 nights and answers German names", async () => {
    const { listings } = await search(
      searchParams({ from: daysFromToday(40), to: daysFromToday(70), language: "de", guests: 1 }),
    );
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => l.totalPrice.monthlyRateApplied)).toBe(true);
    expect(
      listings.some((l) => l.apartmentType.name.includes("Schlafzimmer") || l.apartmentType.name.includes("Studio")),
    ).toBe(true);
  });

  it("leaves out apartments closed on a night of the stay", async () => {
    const closure = await env.INVENTORY_DB.prepare(
      `SELECT c.apartment_type_id, c.date AS start_date, p.lat, p.long FROM calendar_days c
       JOIN apartment_types t ON t.id = c.apartment_type_id JOIN properties p ON p.id = t.property_id
       WHERE c.closed = 1 AND c.date > date('now', '+2 days') AND t.min_stay = 1 AND t.max_occupancy >= 1
       ORDER BY c.date LIMIT 1`,
    ).first<{ apartment_type_id: string; start_date: string; lat: number; long: number }>();
    expect(closure).not.toBeNull();
    const from = closure!.start_date;
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const { listings } = await search(
      searchParams({ lat: closure!.lat, long: closure!.long, radius: 1, from, to, guests: 1 }),
    );
    expect(listings.map((l) => l.apartmentType.id)).not.toContain(closure!.apartment_type_id);
    const offers = await apiJson(
      `${otaPaths.apartmentOffers("quartier", closure!.apartment_type_id)}?from=${from}&to=${to}&guests=1`,
    );
    expect(apartmentOffersSchema.parse(offers.body).availability).toMatchObject({
      available: false,
      reason: "sold_out",
    });
  });

  it("answers 404 search_expired for an unknown redirect location", async () => {
    const res = await apiJson<{ error: { code: string } }>(otaPaths.searchResult("0".repeat(32)));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("search_expired");
  });
});

describe("apartments", () => {
  const from = daysFromToday(60);
  const to = daysFromToday(64);

  it("getApartmentById answers the apartment with services, extras and rate plans", async () => {
    const type = await pickType("t.booking_mode = 'Direct'", "quartier", from, to);
    const res = await apiJson(`${otaPaths.apartment("quartier", type.id)}?language=de`);
    expect(res.status).toBe(200);
    const apartment = apartmentSchema.parse(res.body);
    expect(apartment.apartmentType.id).toBe(type.id);
    expect(apartment.description).toContain("m²");
    expect(apartment.ratePlans.length).toBeGreaterThanOrEqual(1);
    expect(apartment.ratePlans[0]!.name).toMatch(/Tarif/);
  });

  it("getOffersByApartmentTypeId prices every rate plan for the stay", async () => {
    const type = await pickType("t.min_stay <= 4 AND t.max_stay >= 4", "quartier", from, to);
    const res = await apiJson(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=1`);
    expect(res.status).toBe(200);
    const offers = apartmentOffersSchema.parse(res.body);
    expect(offers.availability).toMatchObject({ available: true, reason: null, unitsLeft: type.units });
    expect(offers.offers.length).toBe(JSON.parse(type.rate_plans).length);
    expect(offers.offers[0]!.price.nights).toBe(4);
  });

  it("answers min and max stay and too many guests as unavailable reasons", async () => {
    const minType = await pickType("t.min_stay >= 3", "quartier", from, to);
    const short = await apiJson(
      `${otaPaths.apartmentOffers("quartier", minType.id)}?from=${from}&to=${daysFromToday(61)}&guests=1`,
    );
    expect(apartmentOffersSchema.parse(short.body).availability).toMatchObject({
      available: false,
      reason: "min_stay",
    });

    const maxType = await pickType(
      "t.max_stay = 28 AND t.min_stay <= 29",
      "quartier",
      daysFromToday(100),
      daysFromToday(130),
    );
    const long = await apiJson(
      `${otaPaths.apartmentOffers("quartier", maxType.id)}?from=${daysFromToday(100)}&to=${daysFromToday(130)}&guests=1`,
    );
    expect(apartmentOffersSchema.parse(long.body).availability).toMatchObject({
      available: false,
      reason: "max_stay",
      maxStay: 28,
    });

    const crowded = await apiJson(
      `${otaPaths.apartmentOffers("quartier", minType.id)}?from=${from}&to=${to}&guests=30`,
    );
    expect(apartmentOffersSchema.parse(crowded.body).availability.reason).toBe("too_many_guests");
  });

  it("answers the stay calendar per day of whole months", async () => {
    const month = daysFromToday(60).slice(0, 7);
    const type = await pickType("t.min_stay = 1", "quartier", `${month}-01`, daysFromToday(130));
    const res = await apiJson(`${otaPaths.stayCalendar("quartier", type.id)}?month=${month}&months=2`);
    expect(res.status).toBe(200);
    const calendar = stayCalendarSchema.parse(res.body);
    expect(calendar.apartmentTypeId).toBe(type.id);
    expect(calendar.days[0]?.date).toBe(`${month}-01`);
    expect(new Set(calendar.days.map((d) => d.date.slice(0, 7))).size).toBe(2);
    expect(calendar.days.every((d) => d.free && !d.closed && d.rate > 0)).toBe(true);
  });

  it("serves light, cacheable SVG images", async () => {
    const name = "apt-a-berlin-0001-1-2-bedroom";
    const res = await api(otaPaths.image(name));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toContain("max-age=31536000");
    const svg = await res.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.length).toBeLessThan(8_000);
    expect(await (await api(otaPaths.image(name))).text()).toBe(svg);
    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await api(otaPaths.image(name), { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });
});
