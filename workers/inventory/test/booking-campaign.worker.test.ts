import { describe, expect, it } from "vitest";
import {
  adminBookingDetailSchema,
  adminBookingListSchema,
  bookingSchema,
  otaErrorBodySchema,
} from "../../../shared/ota";
import { channelConnectionDetailSchema } from "../../../shared/ota/channel-connections";
import { createdEndpointSchema } from "../../../shared/ota/channel-deliveries";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

/**
 * Where a booking came from (decision 0137): the deep link's campaign parameters travel in the booking
 * request, are kept with the booking (migration 0029) and shown wherever an operator looks; a value
 * that fails the contract's rule is refused at the boundary with the field named.
 */
async function book(key: string, body: unknown) {
  const res = await api(otaPaths.bookings("citynest"), { json: body, headers: { "Idempotency-Key": key } });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function admin<T>(path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const res = await api(path, { headers: await adminHeaders({ tenant: "citynest" }) });
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

describe("a booking's campaign", () => {
  const from = daysFromToday(160);
  const to = daysFromToday(163);
  const campaign = { cms: "partner_42", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-2027" };

  it("is kept with the booking, in the operators' list and detail, and in its outbound event", async () => {
    const headers = await adminHeaders({ tenant: "citynest" });
    const connection = await apiJson(otaPaths.adminConnections("citynest"), {
      json: { name: "Campaign receiver", channel: "SITEMINDER" },
      headers,
    });
    const { id: connectionId } = channelConnectionDetailSchema.parse(connection.body);
    const endpoint = await apiJson(otaPaths.adminDeliveryEndpoints("citynest", connectionId), {
      json: { url: "https://pms.example.com/campaign", format: "json", events: ["created"] },
      headers,
    });
    const endpointId = createdEndpointSchema.parse(endpoint.body).endpoint.id;
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "citynest", from, to);
    const email = "campaign.kept@example.com";
    const created = await book(
      `campaign-kept-${crypto.randomUUID()}`,
      bookingBody(type, from, to, { guest: { firstName: "Ada", lastName: "Source", email }, campaign }),
    );
    expect(created.status).toBe(201);
    const booking = bookingSchema.parse(created.body);
    expect(booking.campaign).toEqual(campaign);
    expect(bookingSchema.parse((await apiJson(otaPaths.booking("citynest", booking.id))).body).campaign).toEqual(
      campaign,
    );

    const list = await admin(
      `${otaPaths.adminBookings("citynest")}?q=${encodeURIComponent(email)}`,
      adminBookingListSchema,
    );
    expect(list.items.map((row) => row.campaign)).toEqual([campaign]);
    const detail = await admin(otaPaths.adminBooking("citynest", booking.id), adminBookingDetailSchema);
    expect(detail.campaign).toEqual(campaign);

    const event = await env.INVENTORY_DB.prepare(
      "SELECT booking FROM channel_events WHERE booking_id = ?1 AND endpoint_id = ?2",
    )
      .bind(booking.id, endpointId)
      .first<string>("booking");
    expect(JSON.parse(event ?? "{}").campaign).toEqual(campaign);
  });

  it("is none for a booking without one", async () => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "citynest", from, to, 1);
    const created = await book(`campaign-none-${crypto.randomUUID()}`, bookingBody(type, from, to));
    expect(created.status).toBe(201);
    expect(bookingSchema.parse(created.body).campaign).toBeNull();
  });

  it.each([
    ["a value that fails the rule", { utm_source: "<script>" }, "body.campaign.utm_source"],
    ["a value too long", { utm_campaign: "x".repeat(65) }, "body.campaign.utm_campaign"],
    ["an empty value", { cms: "" }, "body.campaign.cms"],
    ["a parameter not in the contract", { utm_term: "ski" }, "body.campaign"],
  ])("refuses %s with 400 and the field named, and books nothing", async (_, bad, path) => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "citynest", from, to, 2);
    const email = `campaign.refused.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const refused = await book(
      `campaign-refused-${crypto.randomUUID()}`,
      bookingBody(type, from, to, { guest: { firstName: "Ada", lastName: "Refused", email }, campaign: bad }),
    );
    expect(refused.status).toBe(400);
    const error = otaErrorBodySchema.parse(refused.body).error;
    expect(error.code).toBe("invalid_input");
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
    const kept = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM bookings WHERE guest_email = ?1")
      .bind(email)
      .first<number>("n");
    expect(kept).toBe(0);
  });
});
