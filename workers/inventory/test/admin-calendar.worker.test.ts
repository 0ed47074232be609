import { describe, expect, it } from "vitest";
import {
  adminCalendarSchema,
  apartmentOffersSchema,
  bookingSchema,
  type CalendarEditInput,
  calendarEditResultSchema,
  findOffersResponseSchema,
  listingsSchema,
  otaErrorBodySchema,
  stayCalendarSchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { addDays } from "../rules/calendar";
import { applyBasisPoints } from "../rules/money";
import { forget } from "../search-store/forget";
import { readGenerations } from "../search-store/generation";
import { apartmentRowMemo } from "../search-store/memos";
import {
  adminHeaders,
  api,
  apiJson,
  bookingBody,
  daysFromToday,
  env,
  keptAfterAnswers,
  ownerOf,
  pickType,
  ratePlanIds,
  type TypePick,
} from "./test-env";

/**
 * The back office's availability calendar through the admin API (docs/decisions/0107): an edit reaches
 * the next search, the apartment's offers and month table and the booking's price at once (its one
 * `forget`); units never go below what is booked; another brand is refused; each save is one history
 * entry. Every test takes its own days far ahead, so they do not meet other files' stays.
 */

type Owned = TypePick & { owner: string };

/** A direct-booking type of a house a brand owns (not the platform), with two or more units, free on the days. */
async function ownedType(from: string, to: string, offset = 0): Promise<Owned> {
  const type = await pickType(
    `p.owner_ibe_uid <> 'quartier' AND t.booking_mode = 'Direct' AND t.units >= 2 AND t.min_stay = 1
     AND t.max_stay >= 2 AND p.rate_plans <> '[]'
     AND NOT EXISTS (SELECT 1 FROM calendar_days d WHERE d.apartment_type_id = t.id AND d.date >= ?2 AND d.date <= ?3)`,
    "quartier",
    from,
    to,
    offset,
  );
  return { ...type, owner: await ownerOf(type.property_id) };
}

const edit = (type: Owned, body: CalendarEditInput, headers?: Record<string, string>, preview = false) =>
  (async () =>
    apiJson(
      preview ? otaPaths.adminCalendarPreview(type.owner, type.id) : otaPaths.adminCalendar(type.owner, type.id),
      { json: body, headers: headers ?? (await adminHeaders({ tenant: type.owner })) },
    ))();

async function monthOf(type: Owned, month: string) {
  const res = await apiJson(`${otaPaths.adminCalendar(type.owner, type.id)}?month=${month}`, {
    headers: await adminHeaders({ tenant: type.owner }),
  });
  expect(res.status).toBe(200);
  return adminCalendarSchema.parse(res.body);
}

/** A search around the type's house for the stay (the same each time, so a kept one could answer). */
async function search(type: Owned, from: string, to: string) {
  const params = { ibeUid: "quartier", lat: type.lat, long: type.long, radius: 1, from, to, guests: 1 };
  const found = await api(otaPaths.findOffers(), {
    json: { params: { ...params, currency: "EUR", language: "en" }, pageProps: {}, options: {} },
  });
  expect(found.status).toBe(200);
  const { redirectLocation } = findOffersResponseSchema.parse(await found.json());
  const listings = listingsSchema.parse((await apiJson(redirectLocation)).body);
  return { cache: found.headers.get("X-Search-Cache"), listing: listings.find((l) => l.apartmentType.id === type.id) };
}

async function offers(type: Owned, from: string, to: string) {
  const res = await apiJson(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=1`);
  expect(res.status).toBe(200);
  return apartmentOffersSchema.parse(res.body);
}

async function calendarDay(type: Owned, date: string) {
  const res = await apiJson(`${otaPaths.stayCalendar("quartier", type.id)}?month=${date.slice(0, 7)}&months=1`);
  return stayCalendarSchema.parse(res.body).days.find((day) => day.date === date);
}

describe("the admin calendar API", () => {
  it("refuses bad edits with the issue's path, and units above the type's", async () => {
    const from = daysFromToday(200);
    const type = await ownedType(from, addDays(from, 3));
    const cases: [CalendarEditInput, string][] = [
      [{ from, to: addDays(from, -1), set: { closed: true } }, "body.to"],
      [{ from, to: addDays(from, 366), set: { closed: true } }, "body.to"],
      [{ from, to: from, set: {} }, "body.set"],
      [{ from, to: from, set: { price: 0 } }, "body.set.price"],
      [{ from, to: from, weekdays: [], set: { closed: true } }, "body.weekdays"],
      [{ from, to: from, set: { units: type.units + 1 } }, "body.set.units"],
      // Past days are history.
      [{ from: daysFromToday(-1), to: daysFromToday(1), set: { closed: true } }, "body.from"],
    ];
    for (const [body, path] of cases) {
      const res = await edit(type, body, undefined, true);
      expect(res.status, path).toBe(400);
      expect(otaErrorBodySchema.parse(res.body).error.issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it("answers another brand's admin 403; the owner's and the platform's pass", async () => {
    const from = daysFromToday(204);
    const type = await ownedType(from, addDays(from, 1));
    const other = type.owner === "citynest" ? "alpenstay" : "citynest";
    const body = { from, to: from, set: { minStay: 2 } };
    const refused = await apiJson(otaPaths.adminCalendarPreview(other, type.id), {
      json: body,
      headers: await adminHeaders({ tenant: other }),
    });
    expect([refused.status, otaErrorBodySchema.parse(refused.body).error.code]).toEqual([403, "forbidden"]);
    const read = await api(`${otaPaths.adminCalendar(other, type.id)}?month=${from.slice(0, 7)}`, {
      headers: await adminHeaders({ tenant: other }),
    });
    expect(read.status).toBe(403);
    expect((await edit(type, body, undefined, true)).status).toBe(200);
    const platform = await apiJson(otaPaths.adminCalendarPreview("quartier", type.id), {
      json: body,
      headers: await adminHeaders(),
    });
    expect(platform.status).toBe(200);
  });

  it("a price: previewed without a write, then saved once; the next search, the offers, the month table and a booking take it; the booking keeps it", async () => {
    const db = env.INVENTORY_DB;
    const from = daysFromToday(210);
    const to = addDays(from, 2);
    const type = await ownedType(from, to);
    const flex = JSON.parse(type.rate_plans)[0] as { id: string; factorBp: number };
    const before = await search(type, from, to);
    expect(before.listing).toBeDefined();
    await keptAfterAnswers();
    expect((await search(type, from, to)).cache).toBe("hit");

    const body = { from, to: addDays(to, -1), set: { price: 77_777 } };
    const previewed = calendarEditResultSchema.parse((await edit(type, body, undefined, true)).body);
    expect(previewed).toMatchObject({ saved: false, days: 2 });
    expect(previewed.changes.map((change) => [change.date, change.before.price, change.after.price])).toEqual([
      [from, null, 77_777],
      [addDays(from, 1), null, 77_777],
    ]);
    expect((await monthOf(type, from.slice(0, 7))).days.find((day) => day.date === from)?.set.price).toBeNull();
    expect((await search(type, from, to)).cache).toBe("hit");

    const saved = await edit(type, body, { ...(await adminHeaders({ tenant: type.owner })), "X-Ota-Actor": "Ada" });
    expect(saved.status).toBe(200);
    expect(calendarEditResultSchema.parse(saved.body)).toMatchObject({ saved: true });
    const history = await db
      .prepare(
        "SELECT actor, subject, action, changes FROM change_history WHERE apartment_type_id = ?1 AND subject = 'calendar'",
      )
      .bind(type.id)
      .all<{ actor: string; subject: string; action: string; changes: string }>();
    expect(history.results).toHaveLength(1);
    expect(history.results[0]).toMatchObject({ actor: "Ada", action: "updated" });
    expect(JSON.parse(history.results[0]!.changes)).toEqual([
      {
        field: "days",
        before: null,
        after: { from, to: addDays(to, -1), weekdays: expect.any(Array), changed: [from, addDays(from, 1)] },
      },
      { field: "price", before: null, after: 77_777 },
    ]);

    const accommodation = 2 * applyBasisPoints(77_777, flex.factorBp);
    const after = await search(type, from, to);
    expect(after.cache).toBe("miss");
    const flexRate = after.listing?.rates.find((rate) => rate.ratePlan.id === flex.id);
    expect(flexRate?.price.accommodation).toBe(accommodation);
    const offered = await offers(type, from, to);
    expect(offered.offers.find((offer) => offer.ratePlan.id === flex.id)?.price.accommodation).toBe(accommodation);
    const month = await monthOf(type, from.slice(0, 7));
    const day = month.days.find((d) => d.date === from);
    expect(day?.planPrices.find((p) => p.ratePlanId === flex.id)?.amount).toBe(applyBasisPoints(77_777, flex.factorBp));
    const publicRates = (JSON.parse(type.rate_plans) as { factorBp: number }[]).map((plan) =>
      applyBasisPoints(77_777, plan.factorBp),
    );
    expect((await calendarDay(type, from))?.rate).toBe(Math.min(...publicRates));

    const booked = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { ratePlanId: flex.id }),
      headers: { "Idempotency-Key": `admin-calendar-${from}` },
    });
    expect(booked.status).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking.price.accommodation).toBe(accommodation);

    // A later price does not change the booking made.
    expect((await edit(type, { ...body, set: { price: 1_000 } })).status).toBe(200);
    const again = bookingSchema.parse((await apiJson(otaPaths.booking("quartier", booking.id))).body);
    expect(again.price.total).toBe(booking.price.total);
  });

  it("an edit leaves the type data the isolate remembers (its type generation); a write of the type renews it", async () => {
    const db = env.INVENTORY_DB;
    const from = daysFromToday(216);
    const to = addDays(from, 1);
    const type = await ownedType(from, to);
    const remembered = () => apartmentRowMemo.lookup("quartier", [type.id]);
    expect((await search(type, from, to)).listing).toBeDefined();
    const before = remembered();
    const generations = await readGenerations(db, "quartier");
    expect(before.rows).toHaveLength(1);

    expect((await edit(type, { from, to: from, set: { price: 55_555 } })).status).toBe(200);
    const afterEdit = await readGenerations(db, "quartier");
    expect(afterEdit.generation).not.toBe(generations.generation);
    expect(afterEdit.typeGeneration).toBe(generations.typeGeneration);
    const after = await search(type, from, to);
    expect(after.cache).toBe("miss");
    const flex = JSON.parse(type.rate_plans)[0] as { id: string; factorBp: number };
    const flexRate = after.listing?.rates.find((rate) => rate.ratePlan.id === flex.id);
    expect(flexRate?.price.accommodation).toBe(applyBasisPoints(55_555, flex.factorBp));
    // The listing's row was not read again: the very row remembered before the edit answered.
    expect(remembered().rows[0]).toBe(before.rows[0]);

    await db.batch([forget(db, { apartmentType: type.id })]);
    expect((await readGenerations(db, "quartier")).typeGeneration).not.toBe(generations.typeGeneration);
    expect((await search(type, from, to)).listing).toBeDefined();
    expect(remembered().rows[0]).not.toBe(before.rows[0]);
  });

  it("closed days and units for sale: gone from the search and the offers; never below the units booked", async () => {
    const from = daysFromToday(220);
    const to = addDays(from, 2);
    const type = await ownedType(from, to);
    expect((await search(type, from, to)).listing).toBeDefined();

    // A week closed: the stay's nights among its days.
    const closed = await edit(type, { from, to: addDays(from, 6), set: { closed: true } });
    expect(closed.status).toBe(200);
    expect((await search(type, from, to)).listing).toBeUndefined();
    expect((await offers(type, from, to)).availability).toMatchObject({ available: false, reason: "sold_out" });
    expect(await calendarDay(type, from)).toMatchObject({ free: false, closed: true });
    expect((await edit(type, { from, to: addDays(from, 6), set: { closed: false } })).status).toBe(200);
    expect((await search(type, from, to)).listing?.unitsLeft).toBe(type.units);

    // One unit booked on the first night: the units for sale cannot go below it there.
    const booked = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, addDays(from, 1), { ratePlanId: ratePlanIds(type)[0]!.id }),
      headers: { "Idempotency-Key": `admin-calendar-units-${from}` },
    });
    expect(booked.status).toBe(201);
    const refused = await edit(type, { from, to: addDays(from, 1), set: { units: 0 } });
    expect(refused.status).toBe(409);
    const error = otaErrorBodySchema.parse(refused.body).error;
    expect([error.code, error.details?.nights]).toEqual(["units_below_bookings", [from]]);
    expect((await edit(type, { from, to: addDays(from, 1), set: { units: 1 } }, undefined, true)).status).toBe(200);

    // One unit for sale on the second night: the stay has that one unit left.
    expect((await edit(type, { from: addDays(from, 1), to: addDays(from, 1), set: { units: 1 } })).status).toBe(200);
    expect((await search(type, from, to)).listing?.unitsLeft).toBe(1);
    expect((await offers(type, from, to)).availability.unitsLeft).toBe(1);
    const month = await monthOf(type, from.slice(0, 7));
    expect(month.days.find((d) => d.date === from)).toMatchObject({
      booked: 1,
      units: type.units,
      left: type.units - 1,
    });
    expect(month.days.find((d) => d.date === addDays(from, 1))).toMatchObject({ units: 1, booked: 0, left: 1 });
  });

  it("writes nothing and records no history for an edit that changes nothing", async () => {
    const from = daysFromToday(230);
    const type = await ownedType(from, addDays(from, 1));
    const count = () =>
      env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM change_history WHERE apartment_type_id = ?1")
        .bind(type.id)
        .first<number>("n");
    const before = await count();
    const res = await edit(type, { from, to: from, set: { closed: false, price: null } });
    expect(calendarEditResultSchema.parse(res.body)).toMatchObject({ saved: true, changes: [] });
    expect(await count()).toBe(before);
  });
});
