import { describe, expect, it } from "vitest";
import { findOffersResponseSchema, listingsSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { stayCalendarSchema } from "../../../shared/ota/stay-calendar";
import { forget } from "../search-store/forget";
import {
  api,
  apiJson,
  bookingBody,
  closeNight,
  daysFromToday,
  env,
  keptAfterAnswers,
  openNight,
  pickType,
} from "./test-env";

/**
 * The next search and the apartment's calendar show every write that bears on them, though the
 * search store keeps searches and calendars in KV and remembers rows in the isolate (docs/decisions/
 * 0083): each write makes the store's one `forget` call in its own batch. Nothing here waits on a timer.
 */
const BERLIN = { lat: 52.52437, long: 13.41053 };
const FIRST_PAGE = { page: 1, pageSize: 10, address: "Berlin" };

async function firstPage(nudge: number) {
  const params = {
    ibeUid: "quartier",
    lat: BERLIN.lat + nudge * 0.00001,
    long: BERLIN.long,
    radius: 15,
    from: daysFromToday(90),
    to: daysFromToday(93),
    guests: 2,
    currency: "EUR",
    language: "en",
  };
  const res = await apiJson(otaPaths.findOffers(), {
    json: { params, pageProps: {}, options: { firstPage: FIRST_PAGE } },
  });
  expect(res.status).toBe(200);
  const found = findOffersResponseSchema.parse(res.body);
  expect(found.page).toBeDefined();
  return found.page!;
}

describe("a new search after a price or a name was written", () => {
  it("prices and names the first page's apartment as stored now", async () => {
    const db = env.INVENTORY_DB;
    const before = await firstPage(1);
    const first = before.listings[0]!;
    const typeId = first.apartmentType.id;
    const row = await db
      .prepare(
        "SELECT t.base_nightly, t.cleaning_fee, t.property_id, p.name FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1",
      )
      .bind(typeId)
      .first<{ base_nightly: number; cleaning_fee: number; property_id: string; name: string }>();
    expect(row).not.toBeNull();
    // Asked again from another position (a new computation): the same apartment, priced as before.
    const again = await firstPage(2);
    expect(again.listings[0]?.apartmentType.id).toBe(typeId);
    expect(again.listings[0]?.cheapestRate).toBe(first.cheapestRate);

    try {
      // Priced at a euro a night without a cleaning fee (cheaper than any other, so still first in its
      // tier and the lowest price of the facets), and renamed.
      await db.batch([
        db.prepare("UPDATE apartment_types SET base_nightly = 100, cleaning_fee = 0 WHERE id = ?1").bind(typeId),
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(row!.property_id, `${row!.name} (renamed)`),
        forget(db, { property: row!.property_id }),
      ]);
      const after = await firstPage(3);
      const listing = after.listings.find((l) => l.apartmentType.id === typeId);
      expect(listing).toBeDefined();
      // The listing's row and the ranking's facts are both the stored ones.
      expect(listing!.cheapestRate).toBeLessThan(first.cheapestRate);
      expect(listing!.property.name).toBe(`${row!.name} (renamed)`);
      expect(listing!.totalPrice.total).toBeLessThan(before.facets.prices.price!.min);
      expect(after.facets.prices.price?.min).toBe(listing!.totalPrice.total);
    } finally {
      await db.batch([
        db
          .prepare("UPDATE apartment_types SET base_nightly = ?2, cleaning_fee = ?3 WHERE id = ?1")
          .bind(typeId, row!.base_nightly, row!.cleaning_fee),
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(row!.property_id, row!.name),
        forget(db, { property: row!.property_id }),
      ]);
    }
  });
});

/** A one-unit apartment in Berlin free for a stay, found by a search of its own position. */
const FROM = daysFromToday(120);
const TO = daysFromToday(124);

async function oneUnitApartment() {
  return pickType(
    "t.units = 1 AND p.city = 'Berlin' AND p.rate_plans <> '[]' AND t.min_stay <= 4 AND t.max_stay >= 4",
    "quartier",
    FROM,
    TO,
  );
}

/** The same search each time (so a kept one could answer): its cache and the listed apartments. */
async function searchAt(type: { lat: number; long: number }) {
  const params = {
    ibeUid: "quartier",
    lat: type.lat,
    long: type.long,
    radius: 1,
    from: FROM,
    to: TO,
    guests: 1,
    currency: "EUR",
    language: "en",
  };
  const found = await api(otaPaths.findOffers(), { json: { params, pageProps: {}, options: {} } });
  expect(found.status).toBe(200);
  const { redirectLocation } = findOffersResponseSchema.parse(await found.json());
  const listings = listingsSchema.parse((await apiJson(redirectLocation)).body);
  return { cache: found.headers.get("X-Search-Cache"), ids: listings.map((listing) => listing.apartmentType.id) };
}

/** The apartment's calendar day of the arrival: whether the night is free, closed. */
async function arrivalDay(typeId: string) {
  const res = await apiJson(`${otaPaths.stayCalendar("quartier", typeId)}?month=${FROM.slice(0, 7)}&months=1`);
  expect(res.status).toBe(200);
  return stayCalendarSchema.parse(res.body).days.find((day) => day.date === FROM);
}

/** Searched and its calendar read twice, the second time from what the store kept. */
async function keptBefore(type: { id: string; lat: number; long: number }) {
  expect((await searchAt(type)).ids).toContain(type.id);
  expect(await arrivalDay(type.id)).toMatchObject({ free: true, closed: false });
  await keptAfterAnswers();
  expect((await searchAt(type)).cache).toBe("hit");
}

describe("the next search and the calendar after a write", () => {
  it("a booking takes the apartment's last unit: gone from the search, the night taken; a cancellation gives it back", async () => {
    const type = await oneUnitApartment();
    await keptBefore(type);

    const booked = await apiJson<{ id: string }>(otaPaths.bookings("quartier"), {
      json: bookingBody(type, FROM, TO),
      headers: { "Idempotency-Key": `search-after-write-${FROM}` },
    });
    expect(booked.status).toBe(201);
    const afterBooking = await searchAt(type);
    expect(afterBooking.cache).toBe("miss");
    expect(afterBooking.ids).not.toContain(type.id);
    expect(await arrivalDay(type.id)).toMatchObject({ free: false, closed: false });
    await keptAfterAnswers();

    const cancelled = await apiJson(otaPaths.cancelBooking("quartier", booked.body.id), { json: {} });
    expect(cancelled.status).toBe(200);
    const afterCancel = await searchAt(type);
    expect(afterCancel.cache).toBe("miss");
    expect(afterCancel.ids).toContain(type.id);
    expect(await arrivalDay(type.id)).toMatchObject({ free: true });
  });

  it("a closure written with the store's forget: gone from the search, the night closed", async () => {
    const db = env.INVENTORY_DB;
    const type = await oneUnitApartment();
    await keptBefore(type);
    const close = closeNight(db, type.id, FROM);
    try {
      await db.batch([close, forget(db, { apartmentType: type.id })]);
      const after = await searchAt(type);
      expect(after.cache).toBe("miss");
      expect(after.ids).not.toContain(type.id);
      expect(await arrivalDay(type.id)).toMatchObject({ free: false, closed: true });
    } finally {
      await db.batch([openNight(db, type.id, FROM), forget(db, { apartmentType: type.id })]);
    }
  });
});
