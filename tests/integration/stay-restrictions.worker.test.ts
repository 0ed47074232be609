import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enterGuestDetails, isoDateFromToday } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";

/**
 * Day restrictions (decision 0034) through the app's checkout: a stay that arrives on a day closed to
 * arrival or is shorter than its arrival day's minimum stay is refused with the translated message and
 * a 4xx, and the way back to the apartment keeps the guest's stay.
 */

const HOST = "quartier.localhost";

type Restricted = {
  typeId: string;
  date: string;
  closedToArrival: number;
  minStay: number | null;
  typeMinStay: number;
};

/** A seeded restriction (Leipzig, Dresden) from 40 days on, on a Direct apartment type with no booking near it. */
async function seededRestriction(where: string): Promise<Restricted> {
  const row = await env.INVENTORY_DB.prepare(
    `SELECT r.apartment_type_id AS typeId, r.date, r.closed_to_arrival AS closedToArrival, r.min_stay AS minStay,
            t.min_stay AS typeMinStay
     FROM calendar_days r JOIN apartment_types t ON t.id = r.apartment_type_id
     WHERE r.date >= ?1 AND t.booking_mode = 'Direct' AND t.max_stay >= 7 AND ${where}
       AND NOT EXISTS (SELECT 1 FROM booking_nights bn WHERE bn.apartment_type_id = t.id
                       AND bn.night >= date(r.date, '-7 days') AND bn.night < date(r.date, '+14 days'))
       AND NOT EXISTS (SELECT 1 FROM calendar_days c WHERE c.apartment_type_id = t.id AND c.closed = 1
                       AND c.date >= date(r.date, '-7 days') AND c.date < date(r.date, '+14 days'))
     ORDER BY r.date, r.apartment_type_id LIMIT 1`,
  )
    .bind(isoDateFromToday(40))
    .first<Restricted>();
  if (!row) throw new Error(`no seeded restriction where ${where}`);
  return row;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Posts the offer page's Book form for the stay, with the cheapest public plan of the apartment type. */
async function bookForm(lng: "en" | "de", typeId: string, from: string, to: string) {
  const plans = await env.INVENTORY_DB.prepare(
    "SELECT p.rate_plans FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1",
  )
    .bind(typeId)
    .first<{ rate_plans: string }>();
  const ratePlanId = (JSON.parse(plans?.rate_plans ?? "[]") as { id: string }[])[0]?.id ?? "";
  const offerUrl = `/${lng}/apartments/${typeId}?from=${from}&to=${to}&guests=2`;
  const response = await postForm(`http://${HOST}/${lng}/checkout/start`, {
    apartmentTypeId: typeId,
    ratePlanId,
    from,
    to,
    guests: "2",
    offerUrl,
  });
  return { response, offerUrl, ratePlanId };
}

describe("a restricted stay at the checkout", () => {
  it("refuses an arrival on a day closed to arrival (en): 400, the restriction's message, back to the stay", async () => {
    const day = await seededRestriction("r.closed_to_arrival = 1");
    const to = addDays(day.date, 7);
    const { response, offerUrl } = await bookForm("en", day.typeId, day.date, to);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      "These dates cannot be booked: arrivals, departures or the minimum stay on them are restricted.",
    );
    expect(html).toContain(`href="${offerUrl.replaceAll("&", "&amp;")}"`);
  });

  it("refuses a stay shorter than its arrival day's minimum stay (de)", async () => {
    const day = await seededRestriction("r.closed_to_arrival = 0 AND r.min_stay > t.min_stay AND r.min_stay > 1");
    const to = addDays(day.date, (day.minStay ?? 2) - 1);
    const { response, offerUrl } = await bookForm("de", day.typeId, day.date, to);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Diese Daten sind nicht buchbar");
    expect(html).toContain(`href="${offerUrl.replaceAll("&", "&amp;")}"`);
  });

  it("refuses the booking when the arrival day closes after the checkout started: 422 and the message", async () => {
    const day = await seededRestriction("r.closed_to_arrival = 1");
    // The day after a closed one is open in the seed's weekly pattern; the stay starts there.
    const from = addDays(day.date, 1);
    const to = addDays(from, 7);
    const { response } = await bookForm("en", day.typeId, from, to);
    expect(response.status).toBe(303);
    const sessionId = new URL(response.headers.get("Location") ?? "", `http://${HOST}`).searchParams.get("id") ?? "";
    await enterGuestDetails(HOST, "en", sessionId, `restricted-${sessionId.slice(0, 10)}@example.com`);
    await env.INVENTORY_DB.prepare(
      `INSERT INTO calendar_days (apartment_type_id, date, closed_to_arrival) VALUES (?1, ?2, 1)
       ON CONFLICT (apartment_type_id, date) DO UPDATE SET closed_to_arrival = 1`,
    )
      .bind(day.typeId, from)
      .run();
    const summary = await postForm(`http://${HOST}/en/checkout/summary?id=${sessionId}`, {
      intent: "next",
      terms: "on",
    });
    expect(summary.status).toBe(422);
    const html = await summary.text();
    expect(html).toContain("These dates cannot be booked");
    const page = await fetchApp(`http://${HOST}/en/checkout/summary?id=${sessionId}`);
    expect(page.status).toBeLessThan(500);
  });
});
