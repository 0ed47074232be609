import { describe, expect, it } from "vitest";
import {
  type AdminDashboard,
  adminDashboardSchema,
  bookingSchema,
  otaErrorBodySchema,
  rfpSchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

async function dashboardOf(path: string, options: Parameters<typeof adminHeaders>[0] = {}): Promise<AdminDashboard> {
  const response = await apiJson(path, { headers: await adminHeaders(options) });
  expect(response.status).toBe(200);
  return adminDashboardSchema.parse(response.body);
}

const citynest = () => dashboardOf(otaPaths.adminDashboard("citynest"), { tenant: "citynest" });
const revenueIn = (d: AdminDashboard, days: number, currency: string) =>
  d.periods.find((p) => p.days === days)?.revenue.find((m) => m.currency === currency)?.amount ?? 0;
const period = (d: AdminDashboard, days: number) => d.periods.find((p) => p.days === days)!;

describe("the admin dashboard's figures", () => {
  it("counts a booking arriving today in the arrivals and the last 7 and 30 days; cancelling takes it out", async () => {
    const today = daysFromToday(0);
    const before = await citynest();
    expect(before.today).toBe(today);
    expect(before.ibeUid).toBe("citynest");
    expect(period(before, 7)).toMatchObject({ from: daysFromToday(-6), to: today });
    expect(period(before, 30)).toMatchObject({ from: daysFromToday(-29), to: today });

    const to = daysFromToday(3);
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "citynest", today, to);
    const created = await api(otaPaths.bookings("citynest"), {
      json: bookingBody(type, today, to, {
        guest: { firstName: "Dora", lastName: "Dashboard", email: "dora@example.com" },
      }),
      headers: { "Idempotency-Key": "dashboard-arrival-0001" },
    });
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(await created.json());

    const after = await citynest();
    expect(after.arrivals.total).toBe(before.arrivals.total + 1);
    expect(after.arrivals.items).toContainEqual(
      expect.objectContaining({
        bookingId: booking.id,
        reference: booking.reference,
        guestName: "Dora Dashboard",
        from: today,
        to,
        nights: 3,
        status: "confirmed",
      }),
    );
    for (const days of [7, 30]) {
      expect(period(after, days).bookings).toBe(period(before, days).bookings + 1);
      expect(revenueIn(after, days, booking.price.currency)).toBe(
        revenueIn(before, days, booking.price.currency) + booking.price.total,
      );
    }

    const cancelled = bookingSchema.parse(
      (await apiJson(otaPaths.cancelBooking("citynest", booking.id), { json: {} })).body,
    );
    const fee = cancelled.cancellation.fee;
    const end = await citynest();
    expect(end.arrivals.total).toBe(before.arrivals.total);
    expect(end.arrivals.items.map((s) => s.bookingId)).not.toContain(booking.id);
    expect(period(end, 7).bookings).toBe(period(before, 7).bookings);
    expect(period(end, 7).cancelled).toBe(period(before, 7).cancelled + 1);
    expect(revenueIn(end, 7, booking.price.currency)).toBe(revenueIn(before, 7, booking.price.currency) + fee);
  });

  it("lists a stay ending today among the departures", async () => {
    const today = daysFromToday(0);
    const before = await citynest();
    // A stay that began in the past cannot be booked now: copy a seeded booking to end today.
    await env.INVENTORY_DB.prepare(
      // Named columns: a column added by a later migration takes its default instead of breaking the copy.
      `INSERT INTO bookings (id, reference, ibe_uid, idempotency_key, request_hash, status, apartment_type_id,
         property_id, rate_plan_id, from_date, to_date, guests, guest_first_name, guest_last_name, guest_email,
         guest_phone, guest_company, user_id, payment_method, payment_reference, notes, currency, total,
         first_night, price, cancellation_policy, created_at)
       SELECT 'bk_dashboard_departure', 'Q-DEPA-RTED', ibe_uid, 'dashboard-departure', request_hash,
         'confirmed', apartment_type_id, property_id, rate_plan_id, ?1, ?2, guests, 'Dirk', 'Departure', guest_email,
         guest_phone, guest_company, user_id, payment_method, payment_reference, notes, currency, total, first_night,
         price, cancellation_policy, created_at
      FROM bookings WHERE ibe_uid = 'citynest' LIMIT 1`,
    )
      .bind(daysFromToday(-2), today)
      .run();
    const after = await citynest();
    expect(after.departures.total).toBe(before.departures.total + 1);
    expect(after.departures.items).toContainEqual(
      expect.objectContaining({
        bookingId: "bk_dashboard_departure",
        guestName: "Dirk Departure",
        to: today,
        nights: 2,
      }),
    );
  });

  it("counts open enquiries: a new RFP waits for offers, one that was answered or declined does not", async () => {
    const before = await citynest();
    const rfp = rfpSchema.parse(
      (
        await apiJson(otaPaths.rfps("citynest"), {
          json: {
            budget: { amount: 2_000_000, currency: "EUR" },
            from: daysFromToday(200),
            to: daysFromToday(207),
            guests: 2,
            place: { name: "Berlin", lat: 52.52437, long: 13.41053 },
            radius: 10,
            contact: { name: "Olga Open", email: "olga@example.com" },
          },
        })
      ).body,
    );
    expect(rfp.status).toBe("OPEN");
    expect((await citynest()).openEnquiries).toBe(before.openEnquiries + 1);
    const closed = await api(otaPaths.adminCloseRfp("citynest", rfp.id), {
      json: {},
      headers: await adminHeaders({ tenant: "citynest" }),
    });
    expect(closed.status).toBe(200);
    expect((await citynest()).openEnquiries).toBe(before.openEnquiries);
  });

  it("counts new contact messages as unread; answering one takes it out", async () => {
    const before = (await citynest()).unreadMessages ?? 0;
    const sent = await apiJson<{ id: string }>(otaPaths.contactMessages("citynest"), {
      json: { name: "Una Read", email: "una@example.com", subject: "Hello", message: "Any parking?" },
    });
    expect(sent.status).toBe(201);
    expect((await citynest()).unreadMessages).toBe(before + 1);
    const answered = await apiJson(otaPaths.adminContactMessageAnswer("citynest", sent.body.id), {
      json: { answer: "Yes.", answeredBy: "Ops" },
      headers: await adminHeaders({ tenant: "citynest" }),
    });
    expect(answered.status).toBe(200);
    expect((await citynest()).unreadMessages).toBe(before);
  });
});

describe("whose dashboard", () => {
  it("gives the platform's token any tenant's dashboard and every tenant's together", async () => {
    const one = await dashboardOf(otaPaths.adminDashboard("citynest"));
    const all = await dashboardOf(otaPaths.platformDashboard());
    expect(all.ibeUid).toBeNull();
    expect(period(all, 30).bookings).toBeGreaterThanOrEqual(period(one, 30).bookings);
    expect(all.openEnquiries).toBeGreaterThanOrEqual(one.openEnquiries);
  });

  it("answers another tenant's dashboard like an unknown tenant (404), and the platform's with 403", async () => {
    const foreign = await api(otaPaths.adminDashboard("citynest"), {
      headers: await adminHeaders({ tenant: "alpenstay" }),
    });
    expect(foreign.status).toBe(404);
    expect(otaErrorBodySchema.parse(await foreign.json()).error.code).toBe("unknown_tenant");
    const unknown = await api(otaPaths.adminDashboard("nowhere"), { headers: await adminHeaders() });
    expect(unknown.status).toBe(404);
    const platform = await api(otaPaths.platformDashboard(), { headers: await adminHeaders({ tenant: "citynest" }) });
    expect(platform.status).toBe(403);
  });

  it("refuses the dashboard without an admin token", async () => {
    expect((await api(otaPaths.adminDashboard("citynest"))).status).toBe(401);
  });
});
