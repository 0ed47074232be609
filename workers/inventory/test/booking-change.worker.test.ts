import { describe, expect, it } from "vitest";
import {
  adminBookingDetailSchema,
  bookingChangeQuoteSchema,
  bookingSchema,
  otaErrorBodySchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, bookingBody, closeNight, daysFromToday, env, pickType, type TypePick } from "./test-env";

/** Changing a booking (docs/decisions/0140): one batch, never losing the old nights, refusals write nothing. */

async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await api(path, { json, headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function book(type: TypePick, from: string, to: string, key: string) {
  const made = await post(otaPaths.bookings("quartier"), bookingBody(type, from, to), { "Idempotency-Key": key });
  expect(made.status).toBe(201);
  return bookingSchema.parse(made.body);
}

async function quote(bookingId: string, stay: { from: string; to: string; guests: number }) {
  const answer = await post(otaPaths.quoteBookingChange("quartier", bookingId), stay);
  expect(answer.status).toBe(200);
  return bookingChangeQuoteSchema.parse(answer.body);
}

function change(
  bookingId: string,
  stay: { from: string; to: string; guests: number },
  total: number,
  currency = "EUR",
) {
  return post(otaPaths.changeBooking("quartier", bookingId), { ...stay, expectedTotal: { amount: total, currency } });
}

const errorOf = (body: unknown) => otaErrorBodySchema.parse(body).error;

async function nightsOf(bookingId: string): Promise<string[]> {
  const { results } = await env.INVENTORY_DB.prepare(
    "SELECT night FROM booking_nights WHERE booking_id = ?1 ORDER BY night",
  )
    .bind(bookingId)
    .all<{ night: string }>();
  return results.map((r) => r.night);
}

/** What a refused change must leave as it was: the row, its nights, its history, the outbox. */
async function footprint(bookingId: string) {
  const db = env.INVENTORY_DB;
  return {
    row: await db
      .prepare("SELECT from_date, to_date, guests, total, price, modified_at FROM bookings WHERE id = ?1")
      .bind(bookingId)
      .first(),
    nights: await nightsOf(bookingId),
    events: await db
      .prepare("SELECT count(*) AS n FROM booking_events WHERE booking_id = ?1")
      .bind(bookingId)
      .first("n"),
    outbox: await db.prepare("SELECT count(*) AS n FROM channel_events").first("n"),
  };
}

describe("changing a booking", () => {
  it("moves a stay of the last unit onto overlapping nights: its own nights never count against it", async () => {
    const [from, to] = [daysFromToday(200), daysFromToday(203)];
    const type = await pickType(
      "t.units = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1 AND t.max_occupancy >= 2",
      "quartier",
      from,
      daysFromToday(206),
    );
    const booking = await book(type, from, to, "change-overlap-0001");
    const stay = { from: daysFromToday(201), to: daysFromToday(205), guests: 2 };
    const quoted = await quote(booking.id, stay);
    expect(quoted.before).toMatchObject({ from, to, guests: 1 });
    expect(quoted.after).toMatchObject(stay);
    expect(quoted.difference.amount).toBe(quoted.after.price.total - booking.price.total);
    expect(quoted.difference.amount).toBeGreaterThan(0);

    const changed = await change(booking.id, stay, quoted.after.price.total, quoted.after.price.currency);
    expect(changed.status).toBe(200);
    expect(bookingSchema.parse(changed.body)).toMatchObject({ ...stay, price: { total: quoted.after.price.total } });
    expect(await nightsOf(booking.id)).toEqual([201, 202, 203, 204].map(daysFromToday));
  });

  it("under a concurrent booking of the last unit, either the change or the booking wins, and the old nights stay held", async () => {
    const [from, to] = [daysFromToday(210), daysFromToday(213)];
    const type = await pickType(
      "t.units = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1",
      "quartier",
      from,
      daysFromToday(216),
    );
    const booking = await book(type, from, to, "change-race-0001");
    const stay = { from: daysFromToday(211), to: daysFromToday(215), guests: 1 };
    const quoted = await quote(booking.id, stay);
    const [changed, rival] = await Promise.all([
      change(booking.id, stay, quoted.after.price.total, quoted.after.price.currency),
      post(otaPaths.bookings("quartier"), bookingBody(type, daysFromToday(213), daysFromToday(215)), {
        "Idempotency-Key": "change-race-0002",
      }),
    ]);
    expect([changed.status, rival.status].sort()).toEqual([200, 409]);
    if (changed.status === 409) {
      expect(errorOf(changed.body).code).toBe("no_longer_available");
      expect(await nightsOf(booking.id)).toEqual([210, 211, 212].map(daysFromToday));
    } else {
      expect(await nightsOf(booking.id)).toEqual([211, 212, 213, 214].map(daysFromToday));
    }
    const { results } = await env.INVENTORY_DB.prepare(
      "SELECT night, count(*) AS n FROM booking_nights WHERE apartment_type_id = ?1 GROUP BY night HAVING n > 1",
    )
      .bind(type.id)
      .all();
    expect(results).toEqual([]);
  });

  it("refuses unavailable dates, broken stay rules, a moved price and a cancelled booking, writing nothing", async () => {
    const [from, to] = [daysFromToday(220), daysFromToday(223)];
    const type = await pickType(
      "t.units = 1 AND t.booking_mode = 'Direct' AND t.min_stay = 1 AND t.max_occupancy <= 6",
      "quartier",
      from,
      daysFromToday(230),
    );
    const booking = await book(type, from, to, "change-refuse-0001");
    await closeNight(env.INVENTORY_DB, type.id, daysFromToday(225)).run();
    const before = await footprint(booking.id);

    const closed = await post(otaPaths.quoteBookingChange("quartier", booking.id), {
      from: daysFromToday(224),
      to: daysFromToday(227),
      guests: 1,
    });
    expect([closed.status, errorOf(closed.body).code]).toEqual([409, "no_longer_available"]);
    const crowded = await change(booking.id, { from, to, guests: 7 }, 1);
    expect([crowded.status, errorOf(crowded.body).code]).toEqual([422, "too_many_guests"]);
    const same = await change(booking.id, { from, to, guests: 1 }, 1);
    expect([same.status, errorOf(same.body).details?.reason]).toEqual([422, "unchanged"]);
    const moved = await change(booking.id, { from, to: daysFromToday(224), guests: 1 }, 1);
    expect([moved.status, errorOf(moved.body).code]).toEqual([409, "price_changed"]);
    expect(await footprint(booking.id)).toEqual(before);

    await post(otaPaths.cancelBooking("quartier", booking.id), {});
    const cancelled = await post(otaPaths.quoteBookingChange("quartier", booking.id), {
      from,
      to: daysFromToday(224),
      guests: 1,
    });
    expect([cancelled.status, errorOf(cancelled.body).details?.reason]).toEqual([422, "cancelled"]);
  });

  it("refuses a change once free cancellation is over", async () => {
    const [from, to] = [daysFromToday(2), daysFromToday(4)];
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay = 1", "quartier", from, to);
    const booking = await book(type, from, to, "change-terms-0001");
    // Its terms as a non-refundable rate would have them.
    await env.INVENTORY_DB.prepare("UPDATE bookings SET cancellation_policy = ?2 WHERE id = ?1")
      .bind(booking.id, JSON.stringify({ freeUntilDaysBeforeArrival: null, fee: { kind: "percent", percent: 100 } }))
      .run();
    const refused = await post(otaPaths.quoteBookingChange("quartier", booking.id), { from, to, guests: 2 });
    expect([refused.status, errorOf(refused.body).details?.reason]).toEqual([422, "terms"]);
  });

  it("lets an operator make the change; the history says who and old -> new", async () => {
    const [from, to] = [daysFromToday(232), daysFromToday(235)];
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay = 1", "quartier", from, daysFromToday(236));
    const booking = await book(type, from, to, "change-admin-0001");
    const headers = await adminHeaders({ tenant: "quartier" });
    const stay = { from, to: daysFromToday(236), guests: 1 };
    const quoted = await post(otaPaths.adminQuoteBookingChange("quartier", booking.id), stay, headers);
    const total = bookingChangeQuoteSchema.parse(quoted.body).after.price.total;
    const changed = await post(
      otaPaths.adminChangeBooking("quartier", booking.id),
      {
        ...stay,
        expectedTotal: { amount: total, currency: booking.currency },
        actor: { email: "ops@quartier.example" },
      },
      headers,
    );
    expect(changed.status).toBe(200);
    const detail = adminBookingDetailSchema.parse(changed.body);
    expect(detail.events.at(-1)).toMatchObject({
      kind: "changed",
      actor: { kind: "admin", name: "ops@quartier.example" },
      changes: [
        { field: "to", before: to, after: daysFromToday(236) },
        { field: "total", before: booking.price.total, after: total },
      ],
    });
  });
});
