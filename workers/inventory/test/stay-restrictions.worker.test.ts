import { describe, expect, it } from "vitest";
import { findOffersResponseSchema, listingsSchema, otaErrorBodySchema } from "../../../shared/ota";
import { apartmentOffersSchema } from "../../../shared/ota/apartment";
import { otaPaths } from "../../../shared/ota/paths";
import { stayCalendarSchema } from "../../../shared/ota/stay-calendar";
import { api, apiJson, bookingBody, daysFromToday, env, pickType, type TypePick } from "./test-env";

/** A restriction of this test's own, so the test does not depend on the seed's pattern. */
async function restrict(typeId: string, date: string, r: { cta?: boolean; ctd?: boolean; minStay?: number }) {
  await env.INVENTORY_DB.prepare(
    `INSERT OR REPLACE INTO calendar_days (apartment_type_id, date, closed_to_arrival, closed_to_departure, min_stay)
     VALUES (?1, ?2, ?3, ?4, ?5)`,
  )
    .bind(typeId, date, r.cta ? 1 : 0, r.ctd ? 1 : 0, r.minStay ?? null)
    .run();
}

async function book(type: TypePick, key: string, from: string, to: string) {
  const res = await api(otaPaths.bookings("quartier"), {
    json: bookingBody(type, from, to),
    headers: { "Idempotency-Key": key },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function searchIds(type: TypePick, from: string, to: string): Promise<string[]> {
  const params = {
    ibeUid: "quartier",
    lat: type.lat,
    long: type.long,
    radius: 1,
    from,
    to,
    guests: 1,
    currency: "EUR",
    language: "en",
  };
  const found = await apiJson(otaPaths.findOffers(), { json: { params, pageProps: {}, options: {} } });
  const answer = findOffersResponseSchema.parse(found.body);
  const listed = await apiJson(answer.redirectLocation);
  return listingsSchema.parse(listed.body).map((l) => l.apartmentType.id);
}

describe("day restrictions (closed to arrival or departure, minimum stay from a day)", () => {
  it("refuse a booking arriving on a closed day or shorter than the day's minimum, and the search and offers say so", async () => {
    const cta = daysFromToday(200);
    const ctd = daysFromToday(206);
    const long = daysFromToday(210);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units >= 2",
      "quartier",
      cta,
      daysFromToday(220),
    );
    await restrict(type.id, cta, { cta: true });
    await restrict(type.id, ctd, { ctd: true });
    await restrict(type.id, long, { minStay: 5 });

    const arriving = await book(type, "restrictions-cta", cta, daysFromToday(203));
    expect(arriving.status).toBe(422);
    expect(otaErrorBodySchema.parse(arriving.body).error).toMatchObject({
      code: "closed_to_arrival",
      details: { date: cta },
    });

    const leaving = await book(type, "restrictions-ctd", daysFromToday(203), ctd);
    expect(leaving.status).toBe(422);
    expect(otaErrorBodySchema.parse(leaving.body).error.code).toBe("closed_to_departure");

    const short = await book(type, "restrictions-min", long, daysFromToday(213));
    expect(short.status).toBe(422);
    expect(otaErrorBodySchema.parse(short.body).error).toMatchObject({ code: "min_stay", details: { minStay: 5 } });

    const offers = apartmentOffersSchema.parse(
      (await apiJson(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${long}&to=${daysFromToday(213)}&guests=1`))
        .body,
    );
    expect(offers.availability).toMatchObject({ available: false, reason: "min_stay", minStay: 5 });
    expect(offers.offers).toEqual([]);

    expect(await searchIds(type, cta, daysFromToday(203))).not.toContain(type.id);
    expect(await searchIds(type, long, daysFromToday(213))).not.toContain(type.id);
    expect(await searchIds(type, long, daysFromToday(215))).toContain(type.id);

    // The stay that keeps the rules books.
    const fine = await book(type, "restrictions-fine", long, daysFromToday(215));
    expect(fine.status).toBe(201);
  });

  it("shows in the calendar, which a booking invalidates", async () => {
    const first = daysFromToday(240);
    const month = first.slice(0, 7);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units = 1",
      "quartier",
      `${month}-01`,
      daysFromToday(300),
    );
    const arrival = `${month}-10`;
    await restrict(type.id, arrival, { cta: true, minStay: 4 });
    const path = `${otaPaths.stayCalendar("quartier", type.id)}?month=${month}&months=1`;
    const before = stayCalendarSchema.parse((await apiJson(path)).body);
    const day = (calendar: typeof before, date: string) => calendar.days.find((d) => d.date === date);
    expect(before.days[0]?.date).toBe(`${month}-01`);
    expect(day(before, arrival)).toMatchObject({ free: true, closedToArrival: true, minStay: 4 });
    expect(day(before, `${month}-11`)).toMatchObject({ free: true, closedToArrival: false, minStay: type.min_stay });
    expect(day(before, `${month}-11`)?.rate).toBeGreaterThan(0);

    const booked = await book(type, "restrictions-calendar", `${month}-12`, `${month}-14`);
    expect(booked.status).toBe(201);
    const after = stayCalendarSchema.parse((await apiJson(path)).body);
    expect(day(after, `${month}-12`)?.free).toBe(false);
    expect(day(after, `${month}-13`)?.free).toBe(false);
    expect(day(after, `${month}-14`)?.free).toBe(true);
  });

  it.each([
    { query: "month=2020-01", code: "dates_in_past" },
    { query: "month=2026-13", code: "invalid_input" },
    { query: `month=${daysFromToday(40).slice(0, 7)}&months=9`, code: "invalid_input" },
  ])("refuses $query with $code", async ({ query, code }) => {
    const res = await apiJson(`${otaPaths.stayCalendar("quartier", "a-paris-0001-1")}?${query}`);
    expect(res.status).toBe(400);
    expect(otaErrorBodySchema.parse(res.body).error.code).toBe(code);
  });
});
