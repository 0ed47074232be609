import { describe, expect, it } from "vitest";
import {
  apartmentOffersSchema,
  apartmentSchema,
  bookingSchema,
  findOffersResponseSchema,
  listingsSchema,
  otaErrorBodySchema,
} from "../../../shared/ota";
import {
  type AdminRates,
  adminRatesSchema,
  type RatePlanInput,
  type UpdateRatesInput,
} from "../../../shared/ota/back-office-rates";
import { otaPaths } from "../../../shared/ota/paths";
import { addDays } from "../rules/calendar";
import { applyBasisPoints } from "../rules/money";
import { nightlyRate, type RateCard } from "../rules/pricing";
import {
  adminHeaders,
  api,
  apiJson,
  bookingBody,
  daysFromToday,
  env,
  ownerOf,
  pickType,
  type TypePick,
} from "./test-env";

/**
 * An apartment type's rates through the admin API (docs/decisions/0109): prices, its own rate plans
 * and extra services reach the next search, the apartment's offers and page and the booking's price
 * at once (the one `forget` in the write's batch); plans bookings name cannot be removed, only
 * deactivated; another brand is refused; each save is one history entry. Own days far ahead.
 */

type Owned = TypePick & { owner: string };

/** A direct-booking type for two or more guests of a house a brand owns, free on the days. */
async function ownedType(from: string, to: string, offset = 0): Promise<Owned> {
  const type = await pickType(
    `p.owner_ibe_uid <> 'quartier' AND t.booking_mode = 'Direct' AND t.min_stay = 1 AND t.max_stay >= 3
     AND t.max_occupancy >= 3 AND t.rate_plans IS NULL AND p.rate_plans <> '[]'`,
    "quartier",
    from,
    to,
    offset,
  );
  return { ...type, owner: await ownerOf(type.property_id) };
}

async function ratesOf(type: Owned): Promise<AdminRates> {
  const res = await apiJson(otaPaths.adminRates(type.owner, type.id), {
    headers: await adminHeaders({ tenant: type.owner }),
  });
  expect(res.status).toBe(200);
  return adminRatesSchema.parse(res.body);
}

const put = async (type: Owned, body: UpdateRatesInput | Record<string, unknown>, tenant = type.owner, actor = "Ada") =>
  apiJson(otaPaths.adminRates(tenant, type.id), {
    method: "PUT",
    json: body,
    headers: { ...(await adminHeaders(tenant === "quartier" ? {} : { tenant })), "X-Ota-Actor": actor },
  });

async function search(type: Owned, from: string, to: string, guests: number) {
  const params = { ibeUid: "quartier", lat: type.lat, long: type.long, radius: 1, from, to, guests };
  const found = await api(otaPaths.findOffers(), {
    json: { params: { ...params, currency: "EUR", language: "en" }, pageProps: {}, options: {} },
  });
  expect(found.status).toBe(200);
  const { redirectLocation } = findOffersResponseSchema.parse(await found.json());
  const listings = listingsSchema.parse((await apiJson(redirectLocation)).body);
  return listings.find((l) => l.apartmentType.id === type.id);
}

async function offers(type: Owned, from: string, to: string, guests: number) {
  const res = await apiJson(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=${guests}`);
  expect(res.status).toBe(200);
  return apartmentOffersSchema.parse(res.body);
}

/** The type's rate card as stored now, to work out the expected prices with the pricing rule. */
async function cardOf(type: Owned): Promise<RateCard> {
  const row = await env.INVENTORY_DB.prepare(
    `SELECT base_nightly, weekend_factor_bp, season_months, season_factor_bp, monthly_rate, cleaning_fee,
       extra_guest_fee, included_guests FROM apartment_types WHERE id = ?1`,
  )
    .bind(type.id)
    .first<Record<string, number>>();
  return {
    currency: "EUR",
    baseNightly: row!.base_nightly!,
    weekendFactorBp: row!.weekend_factor_bp!,
    seasonMonths: row!.season_months!,
    seasonFactorBp: row!.season_factor_bp!,
    monthlyRate: row!.monthly_rate!,
    cleaningFee: row!.cleaning_fee!,
    extraGuestFee: row!.extra_guest_fee!,
    includedGuests: row!.included_guests!,
    cityTax: { kind: "none" },
  };
}

const editable = (rates: AdminRates): RatePlanInput[] => rates.ratePlans.map(({ booked: _, ...plan }) => plan);

describe("the admin rates API", () => {
  it("refuses bad input with the issue's path", async () => {
    const from = daysFromToday(240);
    const type = await ownedType(from, addDays(from, 2));
    const { prices, ratePlans } = await ratesOf(type);
    const plans = ratePlans.map(({ booked: _, ...plan }) => plan);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "body"],
      [{ prices: { ...prices, baseNightly: 0 } }, "body.prices.baseNightly"],
      [{ prices: { ...prices, includedGuests: type.max_occupancy + 1 } }, "body.prices.includedGuests"],
      [{ ratePlans: [] }, "body.ratePlans"],
      [{ ratePlans: plans.map((plan) => ({ ...plan, active: false })) }, "body.ratePlans"],
      [{ ratePlans: [{ ...plans[0], name: { en: "", de: "x" } }] }, "body.ratePlans.0.name.en"],
      [{ extraServices: [{ id: "no-such-service", pricing: "once", price: 100 }] }, "body.extraServices.0.id"],
      [{ extraServices: [{ id: "breakfast", pricing: "hourly", price: 100 }] }, "body.extraServices.0.pricing"],
    ];
    for (const [body, path] of cases) {
      const res = await put(type, body);
      expect(res.status, path).toBe(400);
      expect(otaErrorBodySchema.parse(res.body).error.issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it("answers another brand's admin 403; the owner's and the platform's pass", async () => {
    const from = daysFromToday(243);
    const type = await ownedType(from, addDays(from, 1), 1);
    const other = type.owner === "citynest" ? "alpenstay" : "citynest";
    const { prices } = await ratesOf(type);
    const read = await api(otaPaths.adminRates(other, type.id), { headers: await adminHeaders({ tenant: other }) });
    expect(read.status).toBe(403);
    const refused = await put(type, { prices }, other);
    expect([refused.status, otaErrorBodySchema.parse(refused.body).error.code]).toEqual([403, "forbidden"]);
    expect((await put(type, { prices: { ...prices, cleaningFee: prices.cleaningFee + 1 } })).status).toBe(200);
    expect((await put(type, { prices }, "quartier")).status).toBe(200);
  });

  it("prices, a new plan and an extra guest reach the next search, the offers and the booking; the booking keeps them", async () => {
    const db = env.INVENTORY_DB;
    const from = daysFromToday(250);
    const to = addDays(from, 3);
    const type = await ownedType(from, to, 2);
    const before = await ratesOf(type);
    expect(before.ownRatePlans).toBe(false);
    expect(await search(type, from, to, 3)).toBeDefined();

    const prices = {
      ...before.prices,
      baseNightly: 43_210,
      // A weekend price a factor gives exactly (above 100.00 a night not every cent can be: rules/rates-edit.ts).
      weekendNightly: 51_852,
      extraGuestFee: 1_500,
      includedGuests: 2,
    };
    const long = {
      code: "long",
      name: { en: "Book early", de: "Frühbucher" },
      factorBp: 8_000,
      cancellationPolicy: { freeUntilDaysBeforeArrival: 30, fee: { kind: "percentOfStay" as const, percent: 40 } },
    };
    const saved = await put(type, { prices, ratePlans: [...editable(before), long] });
    expect(saved.status).toBe(200);
    const after = adminRatesSchema.parse(saved.body);
    expect(after.ownRatePlans).toBe(true);
    expect(after.prices).toEqual(prices);
    // The house's plans keep their ids on the type's own list; the new one gets an id of its own.
    expect(after.ratePlans.slice(0, -1).map((p) => p.id)).toEqual(before.ratePlans.map((p) => p.id));
    const plan = after.ratePlans.at(-1)!;
    expect(plan).toMatchObject({ code: "LONG", active: true, booked: false });

    const card = await cardOf(type);
    expect(card.weekendFactorBp).not.toBe(10_000);
    let accommodation = 0;
    for (let date = from; date < to; date = addDays(date, 1))
      accommodation += applyBasisPoints(nightlyRate(card, date), 8_000);
    const extraGuests = { code: "extraGuests", amount: 1_500 * 3 };

    const listing = await search(type, from, to, 3);
    const listed = listing?.rates.find((rate) => rate.ratePlan.id === plan.id);
    expect(listed?.price.accommodation).toBe(accommodation);
    expect(listed?.price.lines).toContainEqual(extraGuests);
    const offered = (await offers(type, from, to, 3)).offers.find((offer) => offer.ratePlan.id === plan.id);
    expect(offered).toMatchObject({ ratePlan: { name: "Book early", code: "LONG" } });
    expect(offered?.price).toEqual(listed?.price);
    // Two guests are included: no line.
    const two = (await offers(type, from, to, 2)).offers.find((offer) => offer.ratePlan.id === plan.id);
    expect(two?.price.lines.map((line) => line.code)).not.toContain("extraGuests");

    const booked = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { ratePlanId: plan.id, guests: 3 }),
      headers: { "Idempotency-Key": `admin-rates-${from}` },
    });
    expect(booked.status).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking.price).toEqual(offered?.price);
    expect(booking.cancellation.policy).toEqual(long.cancellationPolicy);

    // The plan bookings name: not removed (409), deactivated; no longer offered; the booking keeps its terms and price.
    const removed = await put(type, { ratePlans: editable(after).slice(0, -1) });
    expect(removed.status).toBe(409);
    expect(otaErrorBodySchema.parse(removed.body).error).toMatchObject({
      code: "rate_plan_in_use",
      details: { ratePlanIds: [plan.id] },
    });
    const plans = editable(after).map((p) => (p.id === plan.id ? { ...p, active: false, factorBp: 5_000 } : p));
    expect((await put(type, { ratePlans: plans, prices: { ...prices, baseNightly: 99_000 } })).status).toBe(200);
    expect((await offers(type, from, to, 3)).offers.map((offer) => offer.ratePlan.id)).not.toContain(plan.id);
    expect((await ratesOf(type)).ratePlans.at(-1)).toMatchObject({ id: plan.id, active: false, booked: true });
    const again = bookingSchema.parse((await apiJson(otaPaths.booking("quartier", booking.id))).body);
    expect([again.price.total, again.cancellation.policy]).toEqual([booking.price.total, long.cancellationPolicy]);
    const refusedBooking = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, addDays(to, 5), addDays(to, 6), { ratePlanId: plan.id }),
      headers: { "Idempotency-Key": `admin-rates-inactive-${from}` },
    });
    expect(refusedBooking.status).toBeGreaterThanOrEqual(400);

    const history = await db
      .prepare("SELECT actor, action, changes FROM change_history WHERE apartment_type_id = ?1 AND subject = 'rates'")
      .bind(type.id)
      .all<{ actor: string; action: string; changes: string }>();
    expect(history.results).toHaveLength(2);
    const fields = JSON.parse(history.results[0]!.changes) as { field: string; before: unknown; after: unknown }[];
    expect(history.results[0]).toMatchObject({ actor: "Ada", action: "updated" });
    expect(fields.map((change) => change.field)).toEqual([
      "baseNightly",
      "weekendNightly",
      "extraGuestFee",
      "includedGuests",
      "ratePlans",
    ]);
    expect(fields[0]).toEqual({ field: "baseNightly", before: before.prices.baseNightly, after: 43_210 });
  });

  it("extra services reach the apartment page; an edit that changes nothing records nothing", async () => {
    const from = daysFromToday(262);
    const type = await ownedType(from, addDays(from, 1), 3);
    const services = [
      { id: "breakfast", pricing: "perPersonPerNight" as const, price: 1_450 },
      { id: "bicycle-rental", pricing: "perNight" as const, price: 900 },
    ];
    expect((await put(type, { extraServices: services })).status).toBe(200);
    const page = apartmentSchema.parse((await apiJson(otaPaths.apartment("quartier", type.id))).body);
    expect(page.extraServices).toEqual(services);

    const count = () =>
      env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM change_history WHERE apartment_type_id = ?1")
        .bind(type.id)
        .first<number>("n");
    const recorded = await count();
    expect((await put(type, { extraServices: services })).status).toBe(200);
    expect(await count()).toBe(recorded);
  });
});
