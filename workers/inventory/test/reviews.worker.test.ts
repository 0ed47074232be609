import { describe, expect, it } from "vitest";
import { bookingSchema, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import {
  adminReviewDetailSchema,
  adminReviewListSchema,
  apartmentReviewsSchema,
  departuresSchema,
  publicReviewSchema,
} from "../../../shared/ota/reviews";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

/** Reviews: one per completed, not cancelled stay, even when posted at once; shown per apartment type; hidden with a reason. */

const ratings = { overall: 5, cleanliness: 4, location: 5, value: 4, communication: 5 };
const review = (text = "A quiet flat, spotless and close to the station.") => ({ ratings, text, language: "en" });

let keys = 0;
/** A booking of `ibeUid`, its stay then moved into the past (as a stay that happened), unless `future`. */
async function pastStay(ibeUid = "quartier", options: { departedDaysAgo?: number; firstName?: string } = {}) {
  const from = daysFromToday(200 + keys * 5);
  const to = daysFromToday(203 + keys * 5);
  const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", ibeUid, from, to, keys % 7);
  keys++;
  const guest = { firstName: options.firstName ?? "Ada", lastName: "Lovelace", email: `guest${keys}@example.com` };
  const res = await api(otaPaths.bookings(ibeUid), {
    json: bookingBody(type, from, to, { guest }),
    headers: { "Idempotency-Key": `review-test-${keys}-${Date.now()}` },
  });
  expect(res.status).toBe(201);
  const booking = bookingSchema.parse(await res.json());
  const departed = daysFromToday(-(options.departedDaysAgo ?? 1));
  const arrived = daysFromToday(-(options.departedDaysAgo ?? 1) - 3);
  await env.INVENTORY_DB.prepare("UPDATE bookings SET from_date = ?2, to_date = ?3 WHERE id = ?1")
    .bind(booking.id, arrived, departed)
    .run();
  return { ...booking, from: arrived, to: departed };
}

function submit(ibeUid: string, bookingId: string, body: unknown = review()) {
  return apiJson(otaPaths.bookingReview(ibeUid, bookingId), { method: "POST", json: body });
}

function errorCode(body: unknown) {
  return otaErrorBodySchema.parse(body).error;
}

describe("a guest's review", () => {
  it("is stored once for a completed stay; a second, even posted at once, is refused", async () => {
    const booking = await pastStay();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit("quartier", booking.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(errorCode(answer.body).code).toBe("already_reviewed");
    }
    const stored = await apiJson(otaPaths.bookingReview("quartier", booking.id));
    const shown = publicReviewSchema.parse((stored.body as { review: unknown }).review);
    expect(shown).toMatchObject({ guestName: "Ada L.", language: "en", ratings, stayMonth: booking.from.slice(0, 7) });
    const count = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM reviews WHERE booking_id = ?1")
      .bind(booking.id)
      .first<number>("n");
    expect(count).toBe(1);
  });

  it("refuses a cancelled stay, a stay not over and another brand's booking", async () => {
    const cancelled = await pastStay();
    await env.INVENTORY_DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?1").bind(cancelled.id).run();
    const refused = await submit("quartier", cancelled.id);
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toMatchObject({ code: "not_reviewable", details: { reason: "cancelled" } });

    const future = await pastStay("quartier", { departedDaysAgo: -3 });
    const early = await submit("quartier", future.id);
    expect(errorCode(early.body)).toMatchObject({ code: "not_reviewable", details: { reason: "not_completed" } });

    const other = await pastStay("alpenstay");
    expect((await submit("quartier", other.id)).status).toBe(404);
  });

  it("refuses ratings outside 1-5 and a text too short", async () => {
    const booking = await pastStay();
    expect((await submit("quartier", booking.id, { ...review(), ratings: { ...ratings, value: 6 } })).status).toBe(400);
    expect((await submit("quartier", booking.id, review("Nice."))).status).toBe(400);
  });
});

describe("the apartment page's reviews", () => {
  it("shows the visible reviews of the type with their averages; a hidden one leaves both", async () => {
    const first = await pastStay("citynest", { firstName: "Grace" });
    expect((await submit("citynest", first.id)).status).toBe(201);
    const list = async () =>
      apartmentReviewsSchema.parse(
        (await apiJson(`${otaPaths.apartmentReviews("citynest", first.apartmentTypeId)}?limit=5`)).body,
      );
    const before = await list();
    expect(before.summary.count).toBeGreaterThanOrEqual(1);
    expect(before.items.map((r) => r.guestName)).toContain("Grace L.");
    // Another brand sees nothing of it.
    const elsewhere = await apiJson(otaPaths.apartmentReviews("quartier", first.apartmentTypeId));
    expect(apartmentReviewsSchema.parse(elsewhere.body).items.map((r) => r.guestName)).not.toContain("Grace L.");

    const headers = { ...(await adminHeaders({ tenant: "citynest" })), "X-Ota-Actor": "Olga Operator" };
    const all = adminReviewListSchema.parse((await apiJson(otaPaths.adminReviews("citynest"), { headers })).body);
    const mine = all.items.find((r) => r.bookingId === first.id)!;
    const replied = await apiJson(otaPaths.adminReplyReview("citynest", mine.id), {
      method: "POST",
      headers,
      json: { text: "Thank you, come again!" },
    });
    expect(replied.status).toBe(200);
    expect((await list()).items.find((r) => r.id === mine.id)?.reply?.text).toBe("Thank you, come again!");

    const refused = await apiJson(otaPaths.adminHideReview("citynest", mine.id), {
      method: "POST",
      headers,
      json: { reason: "I do not like it" },
    });
    expect(refused.status).toBe(400);
    const hidden = await apiJson(otaPaths.adminHideReview("citynest", mine.id), {
      method: "POST",
      headers,
      json: { reason: "offensive" },
    });
    const detail = adminReviewDetailSchema.parse(hidden.body);
    expect(detail.review).toMatchObject({ status: "hidden", hideReason: "offensive" });
    expect(detail.history.map((h) => [h.action, h.actor, h.detail])).toEqual([
      ["hidden", "Olga Operator", "offensive"],
      ["replied", "Olga Operator", "Thank you, come again!"],
    ]);
    const after = await list();
    expect(after.items.map((r) => r.id)).not.toContain(mine.id);
    expect(after.summary.count).toBe(before.summary.count - 1);

    // Another brand's admin does not find it.
    const foreign = await apiJson(otaPaths.adminReview("citynest", mine.id), {
      headers: await adminHeaders({ tenant: "alpenstay" }),
    });
    expect(foreign.status).toBe(404);
    const foreignShow = await apiJson(otaPaths.adminShowReview("citynest", mine.id), {
      method: "POST",
      headers: await adminHeaders({ tenant: "alpenstay" }),
      json: {},
    });
    expect(foreignShow.status).toBe(404);

    // Shown again (a hide by mistake): back on the apartment page, recorded once.
    for (const _ of [1, 2]) {
      const shown = await apiJson(otaPaths.adminShowReview("citynest", mine.id), { method: "POST", headers, json: {} });
      expect(shown.status).toBe(200);
      const again = adminReviewDetailSchema.parse(shown.body);
      expect(again.review).toMatchObject({ status: "visible", hideReason: null });
      expect(again.history.filter((h) => h.action === "shown")).toEqual([
        { action: "shown", actor: "Olga Operator", at: expect.any(String), detail: null },
      ]);
    }
    const visible = await list();
    expect(visible.items.map((r) => r.id)).toContain(mine.id);
    expect(visible.summary.count).toBe(before.summary.count);
  });
});

describe("departures", () => {
  it("names the brand's stays that ended on the day, not the cancelled ones", async () => {
    const kept = await pastStay("harbourlofts", { departedDaysAgo: 2 });
    const cancelled = await pastStay("harbourlofts", { departedDaysAgo: 2 });
    await env.INVENTORY_DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?1").bind(cancelled.id).run();
    const res = await apiJson(`${otaPaths.departures("harbourlofts")}?on=${daysFromToday(-2)}`);
    const ids = departuresSchema.parse(res.body).items.map((d) => d.bookingId);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(cancelled.id);
  });
});
