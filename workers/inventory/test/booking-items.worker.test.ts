import { describe, expect, it } from "vitest";
import { adminBookingDetailSchema, adminBookingListSchema } from "../../../shared/ota/admin-booking";
import { bookingPageSchema, bookingSchema } from "../../../shared/ota/booking";
import { otaErrorBodySchema } from "../../../shared/ota/common";
import { otaPaths } from "../../../shared/ota/paths";
import type { BookingSnapshot } from "../deliveries/booking-snapshot";
import { insertBookingIfAvailable } from "../repositories/bookings";
import {
  adminHeaders,
  api,
  apiJson,
  bookingBody,
  closeNight,
  daysFromToday,
  env,
  pickType,
  ratePlanIds,
  type TypePick,
} from "./test-env";

/** Several apartments in one booking (decision 0142): all or nothing, read together, cancelled item by item. */

async function book(key: string, body: unknown) {
  const res = await api(otaPaths.bookings("quartier"), { json: body, headers: { "Idempotency-Key": key } });
  return { status: res.status, body: (await res.json()) as unknown };
}

function itemOf(type: TypePick) {
  return { apartmentTypeId: type.id, ratePlanId: ratePlanIds(type)[0]!.id, guests: 1 };
}

function severalBody(types: TypePick[], from: string, to: string, overrides: Record<string, unknown> = {}) {
  const [first, ...others] = types;
  return bookingBody(first!, from, to, { additionalItems: others.map(itemOf), ...overrides });
}

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  return (
    (await env.INVENTORY_DB.prepare(sql)
      .bind(...binds)
      .first<number>("n")) ?? -1
  );
}

/** Three different Direct apartments free on the dates, the last with exactly one unit (`lastOne`). */
async function threeTypes(from: string, to: string, lastOne = false): Promise<TypePick[]> {
  // One currency: the booking's total is one amount.
  const roomy = "t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units >= 2 AND p.currency = 'EUR'";
  const a = await pickType(roomy, "quartier", from, to);
  const b = await pickType(`${roomy} AND t.id <> '${a.id}'`, "quartier", from, to);
  const c = await pickType(
    `t.booking_mode = 'Direct' AND t.min_stay <= 2 AND p.currency = 'EUR' AND ${lastOne ? "t.units = 1" : "t.units >= 2"} AND t.id NOT IN ('${a.id}', '${b.id}')`,
    "quartier",
    from,
    to,
  );
  return [a, b, c];
}

describe("booking several apartments", () => {
  it("gives exactly one of 10 concurrent three-apartment bookings all three when one has one unit left", async () => {
    const from = daysFromToday(301);
    const to = daysFromToday(303);
    const types = await threeTypes(from, to, true);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(
          `items-race-${String(i).padStart(4, "0")}`,
          severalBody(types, from, to, {
            guest: { firstName: "Team", lastName: String(i), email: `items-racer${i}@example.com` },
          }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    const booking = bookingSchema.parse(won[0]!.body);
    expect(booking.items.map((i) => i.apartmentTypeId)).toEqual(types.map((t) => t.id));
    expect(booking.total.amount).toBe(booking.items.reduce((sum, i) => sum + i.price.total, 0));
    for (const lost of attempts.filter((a) => a.status !== 201)) {
      expect(lost.status).toBe(409);
      const { error } = otaErrorBodySchema.parse(lost.body);
      expect(error.code).toBe("no_longer_available");
      expect(error.details).toMatchObject({ itemIndex: 2, apartmentTypeId: types[2]!.id });
    }
    // Nothing of the others: no rows, no nights.
    expect(await count("SELECT count(*) AS n FROM bookings WHERE guest_email LIKE 'items-racer%'")).toBe(3);
    for (const type of types) {
      expect(
        await count(
          "SELECT count(*) AS n FROM booking_nights WHERE apartment_type_id = ?1 AND night >= ?2 AND night < ?3",
          type.id,
          from,
          to,
        ),
      ).toBe(2);
    }
  });

  it("books nothing when one item is refused, and names it", async () => {
    const from = daysFromToday(305);
    const to = daysFromToday(307);
    const types = await threeTypes(from, to);
    await closeNight(env.INVENTORY_DB, types[1]!.id, from).run();
    const refused = await book("items-refused-0001", severalBody(types, from, to));
    expect(refused.status).toBe(409);
    const { error } = otaErrorBodySchema.parse(refused.body);
    expect(error.details).toMatchObject({ itemIndex: 1, apartmentTypeId: types[1]!.id });
    expect(await count("SELECT count(*) AS n FROM bookings WHERE idempotency_key = 'items-refused-0001'")).toBe(0);
    for (const type of [types[0]!, types[2]!]) {
      expect(
        await count(
          "SELECT count(*) AS n FROM booking_nights WHERE apartment_type_id = ?1 AND night = ?2",
          type.id,
          from,
        ),
      ).toBe(0);
    }
  });

  it("books two units of one apartment when it has them, and refuses more than it has", async () => {
    const from = daysFromToday(309);
    const to = daysFromToday(311);
    const two = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units = 2", "quartier", from, to);
    const twice = await book("items-twice-0001", bookingBody(two, from, to, { additionalItems: [itemOf(two)] }));
    expect(twice.status).toBe(201);
    expect(bookingSchema.parse(twice.body).items).toHaveLength(2);
    const thrice = await book(
      "items-thrice-0001",
      bookingBody(two, from, to, { additionalItems: [itemOf(two), itemOf(two)] }),
    );
    expect(thrice.status).toBe(409);
  });

  it("refuses an enquiry's offer with further apartments", async () => {
    const from = daysFromToday(313);
    const to = daysFromToday(315);
    const [a, b] = await threeTypes(from, to);
    const refused = await book("items-rfp-0001", severalBody([a!, b!], from, to, { rfpOfferId: "offer-1" }));
    expect(refused.status).toBe(400);
    expect(otaErrorBodySchema.parse(refused.body).error.code).toBe("invalid_input");
  });
});

describe("the write of several apartments", () => {
  it("rolls back every item when a further one finds its last unit gone after the check", async () => {
    const from = daysFromToday(323);
    const to = daysFromToday(325);
    const types = await threeTypes(from, to, true);
    const versions = await Promise.all(
      types.map((t) =>
        env.INVENTORY_DB.prepare("SELECT price_version AS n FROM apartment_types WHERE id = ?1")
          .bind(t.id)
          .first<number>("n"),
      ),
    );
    // The last unit of the third apartment goes to another guest between the check and the write.
    const other = await book("items-batch-other", bookingBody(types[2]!, from, to));
    expect(other.status).toBe(201);
    const item = (i: number) => ({
      id: `bk_batchitem${i}`,
      apartmentTypeId: types[i]!.id,
      propertyId: types[i]!.property_id,
      ratePlanId: ratePlanIds(types[i]!)[0]!.id,
      guests: 1,
      total: 10000,
      firstNight: 5000,
      price: "{}",
      cancellationPolicy: "{}",
      priceVersion: versions[i]!,
      companyCode: null,
    });
    const lead = {
      ...item(0),
      reference: "Q-TEST-ITEM",
      ibeUid: "quartier",
      idempotencyKey: "items-batch-0001",
      requestHash: "hash",
      status: "confirmed" as const,
      from,
      to,
      firstName: "Batch",
      lastName: "Guard",
      email: "batch@example.com",
      phone: null,
      company: null,
      userId: null,
      paymentMethod: "card",
      paymentReference: null,
      paymentCard: null,
      notes: null,
      currency: "EUR",
      rfpId: null,
      rfpOfferId: null,
      createdAt: new Date().toISOString(),
      language: "en",
      snapshot: { id: "bk_batchitem0" } as BookingSnapshot,
    };
    const write = await insertBookingIfAvailable(env.INVENTORY_DB, lead, [item(1), item(2)]);
    expect(write).toMatchObject({ written: false, refusedItem: 2 });
    expect(await count("SELECT count(*) AS n FROM bookings WHERE id LIKE 'bk_batchitem%'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM booking_nights WHERE booking_id LIKE 'bk_batchitem%'")).toBe(0);
  });
});

describe("a booking of several apartments, read and cancelled", () => {
  it("reads as one booking, replays whole, cancels item by item and refuses a change", async () => {
    const from = daysFromToday(317);
    const to = daysFromToday(320);
    const types = await threeTypes(from, to);
    const body = severalBody(types, from, to, {
      guest: { firstName: "Grace", lastName: "Hopper", email: "grace.items@example.com" },
    });
    const created = await book("items-read-0001", body);
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(created.body);
    expect(booking.items).toHaveLength(3);
    expect(booking.items[0]!.itemId).toBe(booking.id);
    const replayed = await book("items-read-0001", body);
    expect(bookingSchema.parse(replayed.body)).toEqual(booking);

    // An item's own id is not a booking; the guest's list holds the booking once.
    expect((await api(otaPaths.booking("quartier", booking.items[1]!.itemId))).status).toBe(404);
    const list = await apiJson(`${otaPaths.bookings("quartier")}?email=grace.items@example.com`);
    const page = bookingPageSchema.parse(list.body);
    expect(page.items.map((b) => b.id)).toEqual([booking.id]);
    expect(page.items[0]!.items).toHaveLength(3);

    const change = await api(otaPaths.changeBooking("quartier", booking.id), {
      json: { from: daysFromToday(318), to, guests: 1, expectedTotal: booking.total },
    });
    expect(change.status).toBe(422);
    expect(otaErrorBodySchema.parse(await change.json()).error.details).toMatchObject({
      reason: "severalApartments",
    });

    // Cancelling the middle item leaves the others and their nights.
    const middle = booking.items[1]!;
    const cancelled = await apiJson(otaPaths.cancelBooking("quartier", booking.id), {
      json: { itemIds: [middle.itemId] },
    });
    const after = bookingSchema.parse(cancelled.body);
    expect(after.status).toBe("confirmed");
    expect(after.items.map((i) => i.status)).toEqual(["confirmed", "cancelled", "confirmed"]);
    expect(after.total.amount).toBe(
      booking.items[0]!.price.total + middle.cancellation.fee + booking.items[2]!.price.total,
    );
    const nights = (typeId: string) =>
      count(
        "SELECT count(*) AS n FROM booking_nights WHERE apartment_type_id = ?1 AND night >= ?2 AND night < ?3",
        typeId,
        from,
        to,
      );
    expect(await nights(types[0]!.id)).toBe(3);
    expect(await nights(types[1]!.id)).toBe(0);
    expect(await nights(types[2]!.id)).toBe(3);

    // The admin's list shows one row of three apartments; its detail the item's cancellation.
    const headers = await adminHeaders({ tenant: "quartier" });
    const adminList = await apiJson(`${otaPaths.adminBookings("quartier")}?q=grace.items`, { headers });
    const rows = adminBookingListSchema.parse(adminList.body).items;
    expect(rows.map((r) => [r.id, r.apartments, r.status])).toEqual([[booking.id, 3, "confirmed"]]);
    const detail = adminBookingDetailSchema.parse(
      (await apiJson(otaPaths.adminBooking("quartier", booking.id), { headers })).body,
    );
    expect(detail.events.filter((e) => e.kind === "cancelled").map((e) => e.itemId)).toEqual([middle.itemId]);

    // Without item ids, every item left is cancelled: the booking is.
    const all = bookingSchema.parse((await apiJson(otaPaths.cancelBooking("quartier", booking.id), { json: {} })).body);
    expect(all.status).toBe("cancelled");
    expect(all.items.every((i) => i.status === "cancelled")).toBe(true);
    expect(await nights(types[0]!.id)).toBe(0);
  });
});
