import { describe, expect, it } from "vitest";
import {
  type AdminBookingDetail,
  type AdminBookingList,
  adminBookingDetailSchema,
  adminBookingListSchema,
  bookingSchema,
  otaErrorBodySchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, pickType } from "./test-env";

/**
 * Every call here goes to /api/admin with an admin token: the tenant's own for /api/admin/ibe/:ibeUid
 * (the tenant of the path), the platform's for the list over every tenant.
 */
async function admin<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
  const tenant = /^\/api\/admin\/ibe\/([^/]+)/.exec(path)?.[1];
  const headers = await adminHeaders(tenant ? { tenant } : {});
  return apiJson<T>(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
}

async function list(path: string): Promise<AdminBookingList> {
  const res = await admin(path);
  expect(res.status).toBe(200);
  return adminBookingListSchema.parse(res.body);
}

async function book(ibeUid: string, key: string, email: string, from: string, to: string, overrides = {}) {
  const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 2 AND t.units >= 2", ibeUid, from, to);
  const res = await api(otaPaths.bookings(ibeUid), {
    json: bookingBody(type, from, to, { guest: { firstName: "Grace", lastName: key, email }, ...overrides }),
    headers: { "Idempotency-Key": `admin-bookings-${key}` },
  });
  expect(res.status).toBe(201);
  return bookingSchema.parse(await res.json());
}

const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

describe("the operators' bookings list", () => {
  it("filters, sorts and pages one tenant's bookings with totals over the filtered set", async () => {
    const mail = "list-filter@admin-bookings.example";
    const made = [
      await book("citynest", "list-a", mail, daysFromToday(120), daysFromToday(122)),
      await book("citynest", "list-b", mail, daysFromToday(130), daysFromToday(132)),
      await book("citynest", "list-c", mail, daysFromToday(140), daysFromToday(142)),
    ];
    await book("alpenstay", "list-other-tenant", mail, daysFromToday(125), daysFromToday(127));

    const all = await list(`${otaPaths.adminBookings("citynest")}${q({ q: "list-filter@admin-bookings" })}`);
    expect(all.count).toBe(3);
    expect(all.items.map((b) => b.id).sort()).toEqual(made.map((b) => b.id).sort());
    expect(all.items.every((b) => b.ibeUid === "citynest")).toBe(true);
    const euros = made.reduce((sum, b) => sum + b.price.total, 0);
    expect(all.sums).toEqual([{ currency: made[0]!.currency, amount: euros }]);
    expect(all.facets.properties.map((p) => p.id)).toEqual(expect.arrayContaining(made.map((b) => b.propertyId)));
    expect(all.facets.tenants).toEqual([]);

    const byArrival = await list(
      `${otaPaths.adminBookings("citynest")}${q({ q: mail, sort: "arrival", dir: "asc", pageSize: 2, page: 2 })}`,
    );
    expect(byArrival).toMatchObject({ count: 3, page: 2, pageSize: 2 });
    expect(byArrival.items.map((b) => b.id)).toEqual([made[2]!.id]);
    expect(byArrival.items[0]).toMatchObject({ nights: 2, guestName: "Grace list-c", guestEmail: mail });

    const window = await list(
      `${otaPaths.adminBookings("citynest")}${q({ q: mail, arrivalFrom: daysFromToday(125), arrivalTo: daysFromToday(135) })}`,
    );
    expect(window.items.map((b) => b.id)).toEqual([made[1]!.id]);

    const byReference = await list(`${otaPaths.adminBookings("citynest")}${q({ q: made[0]!.reference.slice(0, 6) })}`);
    expect(byReference.items.map((b) => b.id)).toContain(made[0]!.id);
    const byName = await list(`${otaPaths.adminBookings("citynest")}${q({ q: "grace LIST-B" })}`);
    expect(byName.items.map((b) => b.id)).toEqual([made[1]!.id]);

    const today = daysFromToday(0);
    const createdToday = await list(
      `${otaPaths.adminBookings("citynest")}${q({ q: mail, createdFrom: today, createdTo: today, propertyId: made[0]!.propertyId })}`,
    );
    expect(createdToday.items.map((b) => b.id)).toContain(made[0]!.id);
    const createdBefore = await list(
      `${otaPaths.adminBookings("citynest")}${q({ q: mail, createdTo: daysFromToday(-1) })}`,
    );
    expect(createdBefore.count).toBe(0);
    expect(createdBefore.sums).toEqual([]);
  });

  it("treats LIKE's wildcards as text", async () => {
    const none = await list(`${otaPaths.adminBookings("citynest")}${q({ q: "%" })}`);
    expect(none.count).toBe(0);
  });

  it.each([
    ["sort=password"],
    ["dir=up"],
    ["pageSize=501"],
    ["page=0"],
    ["status=paid"],
    ["arrivalFrom=2026-12-10&arrivalTo=2026-12-01"],
    ["createdFrom=tomorrow"],
  ])("refuses %s with 400 invalid_input", async (search) => {
    const res = await admin(`${otaPaths.adminBookings("citynest")}?${search}`);
    expect(res.status).toBe(400);
    expect(otaErrorBodySchema.parse(res.body).error.code).toBe("invalid_input");
  });

  it("lists every tenant's bookings for the platform admin, with the tenant and a tenant filter", async () => {
    const mail = "platform@admin-bookings.example";
    await book("citynest", "platform-a", mail, daysFromToday(150), daysFromToday(152));
    await book("alpenstay", "platform-b", mail, daysFromToday(150), daysFromToday(152));
    const all = await list(`${otaPaths.allBookings()}${q({ q: mail, sort: "guest", dir: "asc" })}`);
    expect(all.items.map((b) => [b.ibeUid, b.guestName])).toEqual([
      ["citynest", "Grace platform-a"],
      ["alpenstay", "Grace platform-b"],
    ]);
    expect(all.items.every((b) => b.tenantName.length > 0)).toBe(true);
    expect(all.facets.tenants.map((t) => t.ibeUid)).toEqual(
      expect.arrayContaining(["citynest", "alpenstay", "quartier"]),
    );
    const one = await list(`${otaPaths.allBookings()}${q({ q: mail, ibeUid: "alpenstay" })}`);
    expect(one.items.map((b) => b.ibeUid)).toEqual(["alpenstay"]);
  });
});

describe("a booking for the operators", () => {
  it("shows the masked card and the history, never the card token", async () => {
    const card = {
      masked: "411111xxxxxx1111",
      brand: "visa",
      expiryMonth: 12,
      expiryYear: 2030,
      holder: "Grace Hopper",
    };
    const made = await book(
      "citynest",
      "detail-card",
      "card@admin-bookings.example",
      daysFromToday(160),
      daysFromToday(162),
      {
        paymentReference: "card:tok_secret_alias",
        paymentCard: card,
      },
    );
    const res = await admin<AdminBookingDetail>(otaPaths.adminBooking("citynest", made.id));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain("tok_secret_alias");
    const detail = adminBookingDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ id: made.id, card, tenantName: expect.any(String), cancellationReason: null });
    expect(detail.events).toEqual([
      expect.objectContaining({ kind: "created", actor: { kind: "guest", name: null }, at: made.createdAt }),
    ]);
  });

  it("refuses another tenant's admin token on a tenant's list and detail", async () => {
    const made = await book(
      "citynest",
      "detail-token",
      "token@admin-bookings.example",
      daysFromToday(175),
      daysFromToday(177),
    );
    const foreign = await adminHeaders({ tenant: "alpenstay" });
    for (const path of [otaPaths.adminBookings("citynest"), otaPaths.adminBooking("citynest", made.id)]) {
      const res = await apiJson(path, { headers: foreign });
      expect(res.status).toBe(404);
    }
    const platformOnly = await apiJson(otaPaths.allBookings(), { headers: foreign });
    expect(platformOnly.status).toBe(403);
    const guestKey = await apiJson(otaPaths.adminBooking("citynest", made.id));
    expect(guestKey.status).toBe(401);
  });

  it("answers another tenant's booking as not found, on every admin call", async () => {
    const theirs = await book(
      "alpenstay",
      "detail-foreign",
      "foreign@admin-bookings.example",
      daysFromToday(165),
      daysFromToday(167),
    );
    const read = await admin(otaPaths.adminBooking("citynest", theirs.id));
    const cancel = await admin(otaPaths.adminCancelBooking("citynest", theirs.id), {
      json: { fee: "policy", actor: { email: "admin@citynest.example" } },
    });
    const event = await admin(otaPaths.adminBookingEvents("citynest", theirs.id), {
      json: { kind: "confirmation_resent", actor: { email: "admin@citynest.example" } },
    });
    for (const res of [read, cancel, event]) {
      expect(res.status).toBe(404);
      expect(otaErrorBodySchema.parse(res.body).error.code).toBe("not_found");
    }
    const still = bookingSchema.parse((await apiJson(otaPaths.booking("alpenstay", theirs.id))).body);
    expect(still.status).toBe("confirmed");
  });

  it("cancels with the fee waived, records the admin and the reason, and the guest sees it cancelled", async () => {
    const from = daysFromToday(1);
    const to = daysFromToday(3);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 2 AND json_extract(p.rate_plans, '$[0].cancellationPolicy.freeUntilDaysBeforeArrival') >= 2",
      "citynest",
      from,
      to,
    );
    const res = await api(otaPaths.bookings("citynest"), {
      json: bookingBody(type, from, to, {
        guest: { firstName: "Grace", lastName: "Waive", email: "waive@admin-bookings.example" },
      }),
      headers: { "Idempotency-Key": "admin-bookings-waive" },
    });
    const made = bookingSchema.parse(await res.json());
    const policyFee = made.cancellation.fee;
    expect(policyFee).toBeGreaterThan(0);

    const noReason = await admin(otaPaths.adminCancelBooking("citynest", made.id), {
      json: { fee: "waived", reason: " ", actor: { email: "admin@citynest.example" } },
    });
    expect(noReason.status).toBe(400);

    const cancelled = await admin(otaPaths.adminCancelBooking("citynest", made.id), {
      json: { fee: "waived", reason: "Water damage in the flat", actor: { email: "admin@citynest.example" } },
    });
    expect(cancelled.status).toBe(200);
    const detail = adminBookingDetailSchema.parse(cancelled.body);
    expect(detail.status).toBe("cancelled");
    expect(detail.cancellation.fee).toBe(0);
    expect(detail.cancellationReason).toBe("Water damage in the flat");
    expect(detail.events.map((e) => e.kind)).toEqual(["created", "cancelled"]);
    expect(detail.events[1]).toMatchObject({
      actor: { kind: "admin", name: "admin@citynest.example" },
      reason: "Water damage in the flat",
      fee: 0,
      waivedFee: policyFee,
    });

    // Twice changes nothing and records nothing; the guest's own view says cancelled, free of charge.
    const again = adminBookingDetailSchema.parse(
      (
        await admin(otaPaths.adminCancelBooking("citynest", made.id), {
          json: { fee: "policy", actor: { email: "x@y.z" } },
        })
      ).body,
    );
    expect(again.events).toHaveLength(2);
    const guest = bookingSchema.parse((await apiJson(otaPaths.booking("citynest", made.id))).body);
    expect(guest).toMatchObject({ status: "cancelled", cancellation: { fee: 0 } });
  });

  it("cancels with the policy's fee and records it", async () => {
    const from = daysFromToday(200);
    const to = daysFromToday(203);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND p.rate_plans LIKE '%SAVER%'",
      "citynest",
      from,
      to,
    );
    const saver = JSON.parse(type.rate_plans).find((p: { code: string }) => p.code === "SAVER");
    const res = await api(otaPaths.bookings("citynest"), {
      json: bookingBody(type, from, to, { ratePlanId: saver.id }),
      headers: { "Idempotency-Key": "admin-bookings-policy-fee" },
    });
    const made = bookingSchema.parse(await res.json());
    const detail = adminBookingDetailSchema.parse(
      (
        await admin(otaPaths.adminCancelBooking("citynest", made.id), {
          json: { fee: "policy", actor: { email: "ops@citynest.example" } },
        })
      ).body,
    );
    expect(detail.cancellation.fee).toBe(made.price.total);
    expect(detail.events.at(-1)).toMatchObject({
      kind: "cancelled",
      fee: made.price.total,
      waivedFee: null,
      reason: null,
    });
  });

  it("appends the app's actions to the history", async () => {
    const made = await book(
      "citynest",
      "history-resend",
      "resend@admin-bookings.example",
      daysFromToday(170),
      daysFromToday(172),
    );
    const res = await admin(otaPaths.adminBookingEvents("citynest", made.id), {
      json: { kind: "confirmation_resent", actor: { email: "admin@citynest.example" } },
    });
    expect(res.status).toBe(201);
    const detail = adminBookingDetailSchema.parse(res.body);
    expect(detail.events.map((e) => [e.kind, e.actor])).toEqual([
      ["created", { kind: "guest", name: null }],
      ["confirmation_resent", { kind: "admin", name: "admin@citynest.example" }],
    ]);
    const refused = await admin(otaPaths.adminBookingEvents("citynest", made.id), {
      json: { kind: "cancelled", actor: { email: "admin@citynest.example" } },
    });
    expect(refused.status).toBe(400);
  });
});
