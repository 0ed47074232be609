import { describe, expect, it } from "vitest";
import { adminBookingListSchema, bookingPageSchema, bookingSchema, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { builtKey, rankingKey } from "../search-store/kept-searches";
import { newBookingOf } from "./new-booking";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, keptAfterAnswers, pickType } from "./test-env";

async function book(ibeUid: string, key: string, body: unknown) {
  const res = await api(otaPaths.bookings(ibeUid), { json: body, headers: { "Idempotency-Key": key } });
  return { status: res.status, body: (await res.json()) as unknown, replayed: res.headers.get("Idempotent-Replayed") };
}

function errorCode(body: unknown): string {
  return otaErrorBodySchema.parse(body).error.code;
}

describe("creating a booking", () => {
  it("books, prices and re-reads a stay", async () => {
    const from = daysFromToday(90);
    const to = daysFromToday(94);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 4 AND t.max_occupancy >= 2",
      "citynest",
      from,
      to,
    );
    const offers = await apiJson<{
      offers: { ratePlan: { id: string }; price: { total: number; currency: string } }[];
    }>(`${otaPaths.apartmentOffers("citynest", type.id)}?from=${from}&to=${to}&guests=2`);
    const offer = offers.body.offers[0]!;
    const created = await book(
      "citynest",
      "bookings-create-0001",
      bookingBody(type, from, to, {
        guests: 2,
        ratePlanId: offer.ratePlan.id,
        expectedTotal: { amount: offer.price.total, currency: offer.price.currency },
        guest: {
          firstName: "Ada",
          lastName: "Lovelace",
          email: "Ada.Create@Example.com",
          company: "Analytical Engines",
          country: "GB",
        },
        userId: "user-ada",
      }),
    );
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(created.body);
    expect(booking).toMatchObject({
      ibeUid: "citynest",
      status: "confirmed",
      apartmentTypeId: type.id,
      from,
      to,
      guests: 2,
    });
    expect(booking.price.total).toBe(offer.price.total);
    expect(booking.guest.email).toBe("ada.create@example.com");
    expect(booking.guest.country).toBe("GB");
    expect(booking.reference).toMatch(/^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const read = await apiJson(otaPaths.booking("citynest", booking.id));
    expect(bookingSchema.parse(read.body)).toEqual(booking);

    const after = await apiJson<{ availability: { unitsLeft: number } }>(
      `${otaPaths.apartmentOffers("citynest", type.id)}?from=${from}&to=${to}&guests=2`,
    );
    expect(after.body.availability.unitsLeft).toBe(type.units - 1);
  });

  it("returns the same booking for the same idempotency key", async () => {
    const from = daysFromToday(95);
    const to = daysFromToday(97);
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units >= 3", "quartier", from, to);
    const body = bookingBody(type, from, to);
    const first = await book("quartier", "bookings-idem-0001", body);
    const second = await book("quartier", "bookings-idem-0001", body);
    const concurrent = await Promise.all([1, 2, 3].map(() => book("quartier", "bookings-idem-0002", body)));
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.replayed).toBe("true");
    expect(bookingSchema.parse(second.body).id).toBe(bookingSchema.parse(first.body).id);
    expect(new Set(concurrent.map((r) => bookingSchema.parse(r.body).id)).size).toBe(1);
    expect(concurrent.filter((r) => r.status === 201)).toHaveLength(1);
    const count = await env.INVENTORY_DB.prepare(
      "SELECT count(*) AS n FROM bookings WHERE idempotency_key IN ('bookings-idem-0001', 'bookings-idem-0002')",
    ).first<{ n: number }>();
    expect(count?.n).toBe(2);

    const reused = await book("quartier", "bookings-idem-0001", { ...body, guests: 2 });
    expect(reused.status).toBe(422);
    expect(errorCode(reused.body)).toBe("idempotency_key_reused");
  });

  it("the same key in another tenant is another booking", async () => {
    const from = daysFromToday(98);
    const to = daysFromToday(100);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units >= 2",
      "alpenstay",
      from,
      to,
    );
    const a = await book("alpenstay", "bookings-shared-key-01", bookingBody(type, from, to));
    const q = await book("quartier", "bookings-shared-key-01", bookingBody(type, from, to));
    expect(a.status).toBe(201);
    expect(q.status).toBe(201);
    expect(bookingSchema.parse(a.body).id).not.toBe(bookingSchema.parse(q.body).id);
  });

  it("gives exactly one of 20 parallel attempts the last free unit", async () => {
    const from = daysFromToday(120);
    const to = daysFromToday(124);
    const type = await pickType("t.units = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1", "quartier", from, to);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          "quartier",
          `bookings-race-${String(i).padStart(4, "0")}`,
          bookingBody(type, from, to, {
            guest: { firstName: "Racer", lastName: String(i), email: `racer${i}@example.com` },
          }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 201);
    const lost = attempts.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const l of lost) {
      expect(l.status).toBe(409);
      expect(errorCode(l.body)).toBe("no_longer_available");
    }
    const rows = await env.INVENTORY_DB.prepare(
      "SELECT count(*) AS n FROM bookings WHERE apartment_type_id = ?1 AND from_date = ?2 AND status <> 'cancelled'",
    )
      .bind(type.id, from)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    // Overlapping but not identical stays are refused too; the night after is free.
    const overlap = await book(
      "quartier",
      "bookings-race-overlap",
      bookingBody(type, daysFromToday(123), daysFromToday(125)),
    );
    expect(overlap.status).toBe(409);
    const after = await book("quartier", "bookings-race-after", bookingBody(type, to, daysFromToday(125)));
    expect(after.status).toBe(201);
  });

  it("answers stay rules, Ad listings and price changes with their codes", async () => {
    const from = daysFromToday(130);
    const minType = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay >= 3",
      "quartier",
      from,
      daysFromToday(134),
    );
    const short = await book("quartier", "bookings-rules-0001", bookingBody(minType, from, daysFromToday(131)));
    expect([short.status, errorCode(short.body)]).toEqual([422, "min_stay"]);

    const maxType = await pickType(
      "t.booking_mode = 'Direct' AND t.max_stay = 28 AND t.min_stay <= 29",
      "quartier",
      from,
      daysFromToday(160),
    );
    const long = await book("quartier", "bookings-rules-0002", bookingBody(maxType, from, daysFromToday(160)));
    expect([long.status, errorCode(long.body)]).toEqual([422, "max_stay"]);

    const crowded = await book(
      "quartier",
      "bookings-rules-0003",
      bookingBody(minType, from, daysFromToday(134), { guests: 30 }),
    );
    expect([crowded.status, errorCode(crowded.body)]).toEqual([422, "too_many_guests"]);

    const ad = await pickType(
      "t.booking_mode = 'Ad' AND json_extract(t.channel_links, '$.RATEHAWK') IS NULL AND t.min_stay <= 4",
      "quartier",
      from,
      daysFromToday(134),
    );
    const adBooking = await book("quartier", "bookings-rules-0004", bookingBody(ad, from, daysFromToday(134)));
    expect([adBooking.status, errorCode(adBooking.body)]).toEqual([422, "not_bookable"]);

    const direct = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 4",
      "quartier",
      from,
      daysFromToday(134),
    );
    const changed = await book(
      "quartier",
      "bookings-rules-0005",
      bookingBody(direct, from, daysFromToday(134), { expectedTotal: { amount: 1, currency: "EUR" } }),
    );
    expect([changed.status, errorCode(changed.body)]).toEqual([409, "price_changed"]);
    expect(otaErrorBodySchema.parse(changed.body).error.details?.price).toBeDefined();

    const closure = await env.INVENTORY_DB.prepare(
      `SELECT c.apartment_type_id AS id, c.date AS start_date, t.min_stay FROM calendar_days c
       JOIN apartment_types t ON t.id = c.apartment_type_id
       WHERE c.closed = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1 AND c.date > date('now', '+2 days') LIMIT 1`,
    ).first<{ id: string; start_date: string }>();
    const closedType = await env.INVENTORY_DB.prepare(
      "SELECT t.*, p.rate_plans FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1",
    )
      .bind(closure!.id)
      .first<Parameters<typeof bookingBody>[0]>();
    const end = new Date(Date.parse(`${closure!.start_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const closed = await book("quartier", "bookings-rules-0006", bookingBody(closedType!, closure!.start_date, end));
    expect([closed.status, errorCode(closed.body)]).toEqual([409, "no_longer_available"]);
  });

  it("refuses a guest country that is not an ISO 3166 code", async () => {
    const from = daysFromToday(146);
    const to = daysFromToday(150);
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 4", "citynest", from, to);
    const body = bookingBody(type, from, to, {
      guest: { firstName: "Ada", lastName: "Lovelace", email: "ada.country@example.com", country: "Britain" },
    });
    const refused = await book("citynest", "bookings-country-0001", body);
    expect([refused.status, errorCode(refused.body)]).toEqual([400, "invalid_input"]);
  });

  it("books a Request listing as requested", async () => {
    const from = daysFromToday(140);
    const to = daysFromToday(144);
    const type = await pickType("t.booking_mode = 'Request' AND t.min_stay <= 4", "quartier", from, to);
    const created = await book("quartier", "bookings-request-0001", bookingBody(type, from, to));
    expect(created.status).toBe(201);
    expect(bookingSchema.parse(created.body).status).toBe("requested");
  });
});

describe("cancelling a booking", () => {
  it("is free before the deadline", async () => {
    const from = daysFromToday(150);
    const to = daysFromToday(153);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND p.rate_plans LIKE '%FLEX%'",
      "quartier",
      from,
      to,
    );
    const flex = JSON.parse(type.rate_plans).find((p: { code: string }) => p.code === "FLEX");
    const created = bookingSchema.parse(
      (await book("quartier", "cancel-free-0001", bookingBody(type, from, to, { ratePlanId: flex.id }))).body,
    );
    expect(created.cancellation.fee).toBe(0);
    expect(created.cancellation.freeUntil).not.toBeNull();
    const cancelled = await apiJson(otaPaths.cancelBooking("quartier", created.id), {
      json: { reason: "plans changed" },
    });
    expect(cancelled.status).toBe(200);
    const booking = bookingSchema.parse(cancelled.body);
    expect(booking.status).toBe("cancelled");
    expect(booking.cancellation.fee).toBe(0);
    expect(booking.cancellation.cancelledAt).not.toBeNull();
    // The nights are free again, and cancelling twice changes nothing.
    const again = bookingSchema.parse(
      (await apiJson(otaPaths.cancelBooking("quartier", created.id), { json: {} })).body,
    );
    expect(again).toEqual(booking);
    const nights = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM booking_nights WHERE booking_id = ?1")
      .bind(created.id)
      .first<{ n: number }>();
    expect(nights?.n).toBe(0);
  });

  it("costs the policy's fee after the deadline", async () => {
    const from = daysFromToday(1);
    const to = daysFromToday(4);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND json_extract(p.rate_plans, '$[0].cancellationPolicy.freeUntilDaysBeforeArrival') >= 2",
      "quartier",
      from,
      to,
    );
    const plan = JSON.parse(type.rate_plans)[0];
    const created = bookingSchema.parse(
      (await book("quartier", "cancel-fee-0001", bookingBody(type, from, to, { ratePlanId: plan.id }))).body,
    );
    expect(created.cancellation.fee).toBeGreaterThan(0);
    const cancelled = bookingSchema.parse(
      (await apiJson(otaPaths.cancelBooking("quartier", created.id), { json: {} })).body,
    );
    expect(cancelled.status).toBe("cancelled");
    const expected =
      plan.cancellationPolicy.fee.kind === "firstNight"
        ? (await env.INVENTORY_DB.prepare("SELECT first_night FROM bookings WHERE id = ?1")
            .bind(created.id)
            .first<{ first_night: number }>())!.first_night
        : Math.round((created.price.total * plan.cancellationPolicy.fee.percent) / 100);
    expect(cancelled.cancellation.fee).toBe(expected);
  });

  it("is never free on a non-refundable rate", async () => {
    const from = daysFromToday(200);
    const to = daysFromToday(203);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND p.rate_plans LIKE '%SAVER%'",
      "quartier",
      from,
      to,
    );
    const saver = JSON.parse(type.rate_plans).find((p: { code: string }) => p.code === "SAVER");
    const created = bookingSchema.parse(
      (await book("quartier", "cancel-saver-0001", bookingBody(type, from, to, { ratePlanId: saver.id }))).body,
    );
    expect(created.cancellation.freeUntil).toBeNull();
    const cancelled = bookingSchema.parse(
      (await apiJson(otaPaths.cancelBooking("quartier", created.id), { json: {} })).body,
    );
    expect(cancelled.cancellation.fee).toBe(created.price.total);
  });
});

describe("listing bookings", () => {
  it("lists by tenant, by guest email and by user id, newest first, in pages", async () => {
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay = 1 AND t.units >= 4",
      "harbourlofts",
      daysFromToday(210),
      daysFromToday(216),
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await book(
        "harbourlofts",
        `list-0000${i}`,
        bookingBody(type, daysFromToday(210 + 2 * i), daysFromToday(211 + 2 * i), {
          guest: { firstName: "Lin", lastName: "List", email: "lin.list@example.com" },
          userId: i === 0 ? "user-lin" : undefined,
        }),
      );
      ids.push(bookingSchema.parse(created.body).id);
    }
    const byEmail = bookingPageSchema.parse(
      (await apiJson(`${otaPaths.bookings("harbourlofts")}?email=LIN.LIST@example.com`)).body,
    );
    expect(byEmail.items.map((b) => b.id)).toEqual([...ids].reverse());
    const byUser = bookingPageSchema.parse(
      (await apiJson(`${otaPaths.bookings("harbourlofts")}?userId=user-lin`)).body,
    );
    expect(byUser.items.map((b) => b.id)).toEqual([ids[0]]);

    const first = bookingPageSchema.parse(
      (await apiJson(`${otaPaths.bookings("harbourlofts")}?email=lin.list@example.com&limit=2`)).body,
    );
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = bookingPageSchema.parse(
      (
        await apiJson(
          `${otaPaths.bookings("harbourlofts")}?email=lin.list@example.com&limit=2&cursor=${first.nextCursor}`,
        )
      ).body,
    );
    expect(second.items.map((b) => b.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    // Without the guest, no list: a tenant's whole list is the admin endpoint's.
    expect((await apiJson(`${otaPaths.bookings("harbourlofts")}?limit=100`)).status).toBe(400);
  });

  it("lists every tenant's bookings for the platform admin", async () => {
    const all = adminBookingListSchema.parse(
      (await apiJson(`${otaPaths.allBookings()}?pageSize=100`, { headers: await adminHeaders() })).body,
    );
    const tenants = new Set(all.items.map((b) => b.ibeUid));
    expect(tenants.size).toBeGreaterThanOrEqual(3);
    const one = adminBookingListSchema.parse(
      (await apiJson(`${otaPaths.allBookings()}?ibeUid=alpenstay&pageSize=100`, { headers: await adminHeaders() }))
        .body,
    );
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((b) => b.ibeUid === "alpenstay")).toBe(true);
  });
});

describe("the conditional insert alone", () => {
  it("lets one of 20 parallel writes through even when every pre-check saw a free unit", async () => {
    const { insertBookingIfAvailable } = await import("../repositories/bookings");
    const from = daysFromToday(220);
    const to = daysFromToday(222);
    const type = await pickType(
      "t.units = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1",
      "quartier",
      from,
      to,
      1,
    );
    const version = await env.INVENTORY_DB.prepare("SELECT price_version FROM apartment_types WHERE id = ?1")
      .bind(type.id)
      .first<{ price_version: number }>();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertBookingIfAvailable(
          env.INVENTORY_DB,
          newBookingOf(type, { id: `bk_direct_${i}`, from, to, priceVersion: version!.price_version }),
        ),
      ),
    );
    expect(results.filter((result) => result.written)).toHaveLength(1);
    const nights = await env.INVENTORY_DB.prepare(
      "SELECT count(*) AS n FROM booking_nights WHERE apartment_type_id = ?1 AND night >= ?2 AND night < ?3",
    )
      .bind(type.id, from, to)
      .first<{ n: number }>();
    expect(nights?.n).toBe(2);
  });
});

describe("booking language", () => {
  it("names the apartment type in the asked language", async () => {
    const list = adminBookingListSchema.parse(
      (
        await apiJson(`${otaPaths.allBookings()}?ibeUid=citynest&pageSize=1&language=de`, {
          headers: await adminHeaders(),
        })
      ).body,
    );
    const booking = list.items[0]!;
    const en = bookingSchema.parse((await apiJson(otaPaths.booking(booking.ibeUid, booking.id))).body);
    const de = bookingSchema.parse((await apiJson(`${otaPaths.booking(booking.ibeUid, booking.id)}?language=de`)).body);
    expect(de.apartmentTypeName).toBe(booking.apartmentTypeName);
    if (!/^(Studio|Loft|Penthouse)$/.test(en.apartmentTypeName))
      expect(de.apartmentTypeName).not.toBe(en.apartmentTypeName);
  });

  it("answers a new and a cancelled booking in the asked language", async () => {
    const from = daysFromToday(150);
    const to = daysFromToday(154);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 4 AND t.max_occupancy >= 2 AND t.kind NOT IN ('studio', 'loft', 'penthouse')",
      "citynest",
      from,
      to,
    );
    const created = await api(`${otaPaths.bookings("citynest")}?language=de`, {
      json: bookingBody(type, from, to, { guests: 2 }),
      headers: { "Idempotency-Key": "bookings-language-0001" },
    });
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(await created.json());
    expect(booking.apartmentTypeName).toMatch(/Apartment mit|Schlafzimmer/);
    const cancelled = bookingSchema.parse(
      (await apiJson(`${otaPaths.cancelBooking("citynest", booking.id)}?language=de`, { json: {} })).body,
    );
    expect(cancelled.apartmentTypeName).toBe(booking.apartmentTypeName);
  });
});

describe("cached searches and availability", () => {
  it("a booking makes the tenant's cached searches compute again, so a sold-out type drops out", async () => {
    const from = daysFromToday(150);
    const to = daysFromToday(153);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND t.max_occupancy >= 2 AND t.units = 1",
      "alpenstay",
      from,
      to,
    );
    const params = {
      ibeUid: "alpenstay",
      lat: type.lat,
      long: type.long,
      radius: 1,
      from,
      to,
      guests: 2,
      currency: "EUR",
      language: "en",
    };
    const search = async () => {
      const found = await api(otaPaths.findOffers(), { json: { params, pageProps: {}, options: {} } });
      const { redirectLocation } = (await found.json()) as { redirectLocation: string };
      const listings = (await apiJson<{ apartmentType: { id: string } }[]>(redirectLocation)).body;
      const page = (
        await apiJson<{ listings: { apartmentType: { id: string } }[] }>(
          `${otaPaths.searchResultPage(redirectLocation)}?page=1&pageSize=50&address=Here`,
        )
      ).body;
      return {
        cache: found.headers.get("X-Search-Cache"),
        searchId: redirectLocation.split("/").pop() ?? "",
        ids: listings.map((l) => l.apartmentType.id),
        pageIds: page.listings.map((l) => l.apartmentType.id),
      };
    };
    const before = await search();
    expect(before.ids).toContain(type.id);
    expect(before.pageIds).toContain(type.id);
    // The built listings and the page's ranking are kept beside the hits (after answering).
    await keptAfterAnswers();
    expect(await env.SEARCH_CACHE.get(builtKey(before.searchId))).not.toBeNull();
    expect(await env.SEARCH_CACHE.get(rankingKey(before.searchId))).not.toBeNull();
    expect((await search()).cache).toBe("hit");

    const created = await book("alpenstay", "bookings-stale-0001", bookingBody(type, from, to, { guests: 2 }));
    expect(created.status).toBe(201);

    // The same search computed again: neither its kept build nor its kept ranking of before answers.
    const after = await search();
    expect(after.cache).toBe("miss");
    expect(after.searchId).toBe(before.searchId);
    expect(after.ids).not.toContain(type.id);
    expect(after.pageIds).not.toContain(type.id);
  });
});
