import { describe, expect, it } from "vitest";
import { bookingSchema, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import {
  adminVoucherDetailSchema,
  adminVoucherSchema,
  type VoucherInput,
  voucherLookupSchema,
} from "../../../shared/ota/vouchers";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType, type TypePick } from "./test-env";

/** Vouchers: per tenant, administered with a history, checked again at booking, their last use counted once. */

async function admin<T = unknown>(ibeUid: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = await adminHeaders({ tenant: ibeUid });
  return apiJson<T>(path, { ...init, headers: { ...headers, "X-Ota-Actor": "Olga Operator" } });
}

async function createVoucher(ibeUid: string, input: VoucherInput) {
  const res = await admin(ibeUid, otaPaths.adminVouchers(ibeUid), { method: "POST", json: input });
  expect(res.status).toBe(201);
  return adminVoucherSchema.parse(res.body);
}

async function book(ibeUid: string, key: string, body: unknown) {
  const res = await api(otaPaths.bookings(ibeUid), { json: body, headers: { "Idempotency-Key": key } });
  return { status: res.status, body: (await res.json()) as unknown };
}

function errorOf(body: unknown) {
  return otaErrorBodySchema.parse(body).error;
}

const from = daysFromToday(150);
const to = daysFromToday(154);

function guest(name: string) {
  return { firstName: "Vera", lastName: name, email: `${name.toLowerCase()}@example.com` };
}

async function directType(offset = 0): Promise<TypePick> {
  return pickType("t.booking_mode = 'Direct' AND t.min_stay <= 4", "quartier", from, to, offset);
}

describe("the demo vouchers", () => {
  it.each(["quartier", "alpenstay", "harbourlofts", "citynest"])(
    "%s has WELCOME10 (10%% off, 2 nights) and an expired OLDPROMO",
    async (ibeUid) => {
      const welcome = voucherLookupSchema.parse((await apiJson(otaPaths.voucher(ibeUid, "welcome10"))).body);
      expect(welcome.terms).toMatchObject({ discount: { kind: "percent", percent: 10 }, minNights: 2 });
      const old = voucherLookupSchema.parse((await apiJson(otaPaths.voucher(ibeUid, "OLDPROMO"))).body);
      expect(old.terms?.bookingPeriod.until).toBe(daysBeforeThisMonth(1));
    },
  );
});

function daysBeforeThisMonth(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(1 - days);
  return d.toISOString().slice(0, 10);
}

describe("administering vouchers", () => {
  it("creates, lists, edits and archives a code, each change in its history with who made it", async () => {
    const created = await createVoucher("quartier", {
      code: "spring15",
      discount: { kind: "percent", percent: 15 },
      minNights: 2,
      totalLimit: 50,
    });
    expect(created).toMatchObject({ code: "SPRING15", active: true, uses: 0, createdBy: "Olga Operator" });

    const list = await admin<{ items: { code: string }[] }>("quartier", otaPaths.adminVouchers("quartier"));
    expect(list.body.items.map((v) => v.code)).toContain("SPRING15");

    const edited = await admin("quartier", otaPaths.adminVoucher("quartier", created.id), {
      method: "PUT",
      json: { code: "SPRING15", discount: { kind: "percent", percent: 20 }, minNights: 2, totalLimit: 50 },
    });
    expect(edited.status).toBe(200);
    const archived = await admin("quartier", otaPaths.adminArchiveVoucher("quartier", created.id), { method: "POST" });
    expect(adminVoucherSchema.parse(archived.body).active).toBe(false);

    const detail = adminVoucherDetailSchema.parse(
      (await admin("quartier", otaPaths.adminVoucher("quartier", created.id))).body,
    );
    expect(detail.history.map((h) => h.action)).toEqual(["archived", "updated", "created"]);
    expect(detail.history[1]?.changes).toEqual([
      { field: "discount", before: { kind: "percent", percent: 15 }, after: { kind: "percent", percent: 20 } },
    ]);
    expect(detail.history.every((h) => h.actor === "Olga Operator")).toBe(true);

    const lookup = await apiJson(otaPaths.voucher("quartier", "spring15"));
    expect(voucherLookupSchema.parse(lookup.body).terms).toBeNull();
  });

  it("refuses a code the brand has already, in any case", async () => {
    await createVoucher("quartier", { code: "TWICE", discount: { kind: "percent", percent: 5 } });
    const again = await admin("quartier", otaPaths.adminVouchers("quartier"), {
      method: "POST",
      json: { code: "twice", discount: { kind: "percent", percent: 5 } },
    });
    expect(again.status).toBe(400);
    expect(errorOf(again.body).issues?.[0]?.path).toBe("body.code");
  });

  it("keeps brands apart: another brand's admin cannot read the code, its guests do not know it", async () => {
    const own = await createVoucher("quartier", { code: "OURS-ONLY", discount: { kind: "percent", percent: 5 } });
    const other = await admin("alpenstay", otaPaths.adminVoucher("alpenstay", own.id));
    expect(other.status).toBe(404);
    const lookup = await apiJson(otaPaths.voucher("alpenstay", "OURS-ONLY"));
    expect(voucherLookupSchema.parse(lookup.body).terms).toBeNull();
  });

  it("refuses an apartment type the brand does not sell", async () => {
    const res = await admin("quartier", otaPaths.adminVouchers("quartier"), {
      method: "POST",
      json: { code: "NOWHERE", discount: { kind: "percent", percent: 5 }, apartmentTypeIds: ["at-nope"] },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).issues?.[0]?.path).toBe("body.apartmentTypeIds");
  });
});

describe("booking with a voucher", () => {
  it("books at the discounted price, stores the discount and counts the use", async () => {
    const type = await directType();
    await createVoucher("quartier", { code: "TENOFF", discount: { kind: "percent", percent: 10 } });
    const offers = await apiJson<{
      offers: { ratePlan: { id: string }; price: { accommodation: number; total: number } }[];
    }>(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=1`);
    const offer = offers.body.offers[0]!;
    const discount = Math.round(offer.price.accommodation / 10);
    const res = await book(
      "quartier",
      "voucher-book-0001",
      bookingBody(type, from, to, {
        ratePlanId: offer.ratePlan.id,
        voucherCode: "tenoff",
        expectedTotal: { amount: offer.price.total - discount, currency: "EUR" },
        guest: guest("Discounted"),
      }),
    );
    expect(res.status).toBe(201);
    const booking = bookingSchema.parse(res.body);
    expect(booking.price.voucher).toEqual({ code: "TENOFF", amount: discount });
    expect(booking.price.total).toBe(offer.price.total - discount);
    const lookup = voucherLookupSchema.parse(
      (await apiJson(`${otaPaths.voucher("quartier", "TENOFF")}?email=discounted@example.com`)).body,
    );
    expect(lookup.uses).toEqual({ total: 1, forEmail: 1 });
  });

  it.each([
    { why: "an unknown code", code: "NO-SUCH-CODE", verdict: "unknown" },
    { why: "an expired code", code: "OLD-PROMO", verdict: "expired" },
  ])("refuses $why with its verdict, writing nothing", async ({ code, verdict }) => {
    await createVoucher("quartier", {
      code: "OLD-PROMO",
      discount: { kind: "percent", percent: 10 },
      bookingPeriod: { from: daysFromToday(-30), until: daysFromToday(-1) },
    }).catch(() => undefined);
    const type = await directType(1);
    const res = await book(
      "quartier",
      `voucher-refused-${verdict}`,
      bookingBody(type, from, to, { voucherCode: code }),
    );
    expect(res.status).toBe(422);
    expect(errorOf(res.body)).toMatchObject({ code: "voucher_invalid", details: { verdict } });
    const written = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM bookings WHERE idempotency_key = ?1")
      .bind(`voucher-refused-${verdict}`)
      .first<number>("n");
    expect(written).toBe(0);
  });

  it("takes a code once per e-mail when so limited, and gives a cancelled booking's use back", async () => {
    await createVoucher("quartier", { code: "ONCE-EACH", discount: { kind: "percent", percent: 5 }, perEmailLimit: 1 });
    const [first, second] = [await directType(2), await directType(3)];
    const body = (type: TypePick) => bookingBody(type, from, to, { voucherCode: "ONCE-EACH", guest: guest("Repeat") });
    const made = await book("quartier", "voucher-once-0001", body(first));
    expect(made.status).toBe(201);
    const again = await book("quartier", "voucher-once-0002", body(second));
    expect(errorOf(again.body)).toMatchObject({ code: "voucher_invalid", details: { verdict: "usedUpForEmail" } });
    const cancelled = await api(otaPaths.cancelBooking("quartier", bookingSchema.parse(made.body).id), {
      method: "POST",
      json: {},
    });
    expect(cancelled.status).toBe(200);
    expect((await book("quartier", "voucher-once-0003", body(second))).status).toBe(201);
  });
});

describe("a voucher's last use under concurrency", () => {
  it("goes to exactly one of 10 concurrent bookings; the others are told it is used up and write nothing", async () => {
    const voucher = await createVoucher("quartier", {
      code: "LAST-ONE",
      discount: { kind: "amount", amount: 1_000, currency: "EUR" },
      totalLimit: 2,
    });
    // One of its two uses taken: one left.
    const earlier = await book(
      "quartier",
      "voucher-race-earlier",
      bookingBody(await directType(4), from, to, { voucherCode: "LAST-ONE", guest: guest("Early") }),
    );
    expect(earlier.status).toBe(201);
    const types = await Promise.all(Array.from({ length: 10 }, (_, i) => directType(5 + i)));
    const attempts = await Promise.all(
      types.map((type, i) =>
        book(
          "quartier",
          `voucher-race-${String(i).padStart(4, "0")}`,
          bookingBody(type, from, to, { voucherCode: "LAST-ONE", guest: guest(`Racer${i}`) }),
        ),
      ),
    );
    const won = attempts.filter((a) => a.status === 201);
    const lost = attempts.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const l of lost) {
      expect(l.status).toBe(422);
      expect(errorOf(l.body)).toMatchObject({ code: "voucher_invalid", details: { verdict: "usedUp" } });
    }
    // Nothing half-written: two uses, two bookings with the code, no nights or events of the refused ones.
    const counts = await env.INVENTORY_DB.prepare(
      `SELECT (SELECT count(*) FROM voucher_uses WHERE voucher_id = ?1) AS uses,
         (SELECT count(*) FROM bookings WHERE voucher_code = 'LAST-ONE') AS bookings,
         (SELECT count(*) FROM bookings WHERE idempotency_key LIKE 'voucher-race-0%') AS raced,
         (SELECT count(*) FROM booking_nights bn JOIN bookings b ON b.id = bn.booking_id
            WHERE b.idempotency_key LIKE 'voucher-race-0%') AS nights`,
    )
      .bind(voucher.id)
      .first<{ uses: number; bookings: number; raced: number; nights: number }>();
    expect(counts).toEqual({ uses: 2, bookings: 2, raced: 1, nights: 4 });
  });
});
