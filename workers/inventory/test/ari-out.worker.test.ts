import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { channelConnectionDetailSchema } from "../../../shared/ota/channel-connections";
import { createdEndpointSchema } from "../../../shared/ota/channel-deliveries";
import { otaPaths } from "../../../shared/ota/paths";
import { consume, receiver } from "./delivery-receiver";
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
 * ARI out to a metasearch (docs/decisions/0134): a calendar edit, a rates change and a booking write
 * availability and rates events in their own batch, one per change however many days it covers; the
 * consumer posts them as OpenTravel messages built from the calendar as it is then, equal days
 * coalesced, signed like every delivery.
 */

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["AvailStatusMessage", "RateAmountMessage", "LengthOfStay"].includes(name),
});

type Owned = TypePick & { owner: string };

/** A direct-booking type of a house a brand owns and sells itself, two or more units, free on the days. */
async function ownedType(from: string, to: string, offset = 0): Promise<Owned> {
  const type = await pickType(
    `p.owner_ibe_uid <> 'quartier' AND t.booking_mode = 'Direct' AND t.units >= 2 AND t.min_stay = 1
     AND t.max_stay >= 3 AND p.rate_plans <> '[]' AND t.rate_plans IS NULL
     AND EXISTS (SELECT 1 FROM property_tenants x WHERE x.property_id = p.id AND x.ibe_uid = p.owner_ibe_uid)`,
    "quartier",
    from,
    to,
    offset,
  );
  return { ...type, owner: await ownerOf(type.property_id) };
}

async function metasearch(brand: string) {
  const headers = await adminHeaders({ tenant: brand });
  const connection = await apiJson(otaPaths.adminConnections(brand), {
    json: { name: `Metasearch ${crypto.randomUUID().slice(0, 8)}`, channel: "GOOGLE" },
    headers,
  });
  expect(connection.status).toBe(201);
  const { id } = channelConnectionDetailSchema.parse(connection.body);
  const created = await apiJson(otaPaths.adminDeliveryEndpoints(brand, id), {
    json: { url: "https://ari.example.com/google", format: "opentravel", events: ["availability", "rates"] },
    headers,
  });
  expect(created.status).toBe(201);
  return { headers, ...createdEndpointSchema.parse(created.body) };
}

async function ariEvents(endpointId: string, typeId: string) {
  const { results } = await env.INVENTORY_DB.prepare(
    `SELECT id, kind, booking, status FROM channel_events WHERE endpoint_id = ?1 AND booking_id LIKE 'ari:%:' || ?2
     ORDER BY created_at, kind`,
  )
    .bind(endpointId, typeId)
    .all<{ id: string; kind: string; booking: string; status: string }>();
  return results;
}

type Control = { Start: string; End: string; InvTypeCode: string; RatePlanCode: string };
type AvailMessage = {
  BookingLimit?: string;
  StatusApplicationControl: Control;
  RestrictionStatus: { Status: string; Restriction: string };
};

describe("ARI out to a metasearch endpoint", () => {
  it("a 300-day calendar edit is one message per kind, with the new price and units, coalesced", async () => {
    const from = daysFromToday(20);
    const to = daysFromToday(319);
    const type = await ownedType(from, daysFromToday(320));
    const { endpoint, secret } = await metasearch(type.owner);
    const edit = await apiJson(otaPaths.adminCalendar(type.owner, type.id), {
      json: { from, to, set: { price: 15_900, units: 1 } },
      headers: await adminHeaders({ tenant: type.owner }),
    });
    expect(edit.status).toBe(200);
    // No queue has run: the edit's batch wrote one event per kind for the whole range.
    const events = await ariEvents(endpoint.id, type.id);
    expect(events.map((event) => [event.kind, JSON.parse(event.booking).from, JSON.parse(event.booking).to])).toEqual([
      ["availability", from, to],
      ["rates", from, to],
    ]);

    const receiverOf = receiver();
    await consume(
      events.map((event) => event.id),
      receiverOf.fetch,
    );
    expect(receiverOf.received).toHaveLength(2);
    const [availability, rates] = receiverOf.received.map((request) => parser.parse(request.body));
    expect(receiverOf.received[0]?.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(receiverOf.received[0]?.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(secret.startsWith("whsec_")).toBe(true);

    const messages = availability.OTA_HotelAvailNotifRQ.AvailStatusMessages.AvailStatusMessage as AvailMessage[];
    const limits = messages.filter((message) => message.BookingLimit !== undefined);
    expect(limits).toHaveLength(1);
    expect(limits[0]).toMatchObject({
      BookingLimit: "1",
      StatusApplicationControl: { Start: from, End: to, InvTypeCode: type.id },
      RestrictionStatus: { Status: "Open", Restriction: "Master" },
    });
    const amounts = rates.OTA_HotelRateAmountNotifRQ.RateAmountMessages.RateAmountMessage as Array<{
      StatusApplicationControl: Control;
      Rates: { Rate: { BaseByGuestAmts: { BaseByGuestAmt: { AmountAfterTax: string; CurrencyCode: string } } } };
    }>;
    expect(amounts).toHaveLength(1);
    expect(amounts[0]?.StatusApplicationControl).toMatchObject({ Start: from, End: to });
    expect(amounts[0]?.Rates.Rate.BaseByGuestAmts.BaseByGuestAmt.AmountAfterTax).toBe("159.00");
    expect(rates.OTA_HotelRateAmountNotifRQ.EchoToken).toBe(events[1]?.id);
  });

  it("a booking queues the lower availability of its nights, and its cancellation the higher one", async () => {
    const from = daysFromToday(60);
    const to = daysFromToday(63);
    const type = await ownedType(from, to, 1);
    const { endpoint } = await metasearch(type.owner);
    const booked = await apiJson<{ id: string }>(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to),
      headers: { "Idempotency-Key": `ari-out-${crypto.randomUUID()}` },
    });
    expect(booked.status).toBe(201);
    const [event] = await ariEvents(endpoint.id, type.id);
    expect(event?.kind).toBe("availability");
    expect(JSON.parse(event?.booking ?? "{}")).toMatchObject({ from, to: daysFromToday(62) });
    const first = receiver();
    await consume([event?.id ?? ""], first.fetch);
    const sent = parser.parse(first.received[0]?.body ?? "").OTA_HotelAvailNotifRQ.AvailStatusMessages
      .AvailStatusMessage as AvailMessage[];
    expect(sent.find((message) => message.BookingLimit !== undefined)).toMatchObject({
      BookingLimit: String(type.units - 1),
      StatusApplicationControl: { Start: from, End: daysFromToday(62) },
    });

    const cancel = await api(otaPaths.adminCancelBooking("quartier", booked.body.id), {
      json: { fee: "waived", reason: "test", actor: { email: "ops@example.com" } },
      headers: await adminHeaders({ tenant: "quartier" }),
    });
    expect(cancel.status).toBe(200);
    const after = await ariEvents(endpoint.id, type.id);
    expect(after).toHaveLength(2);
    const second = receiver();
    await consume([after[1]?.id ?? ""], second.fetch);
    const again = parser.parse(second.received[0]?.body ?? "").OTA_HotelAvailNotifRQ.AvailStatusMessages
      .AvailStatusMessage as AvailMessage[];
    expect(again.find((message) => message.BookingLimit !== undefined)?.BookingLimit).toBe(String(type.units));
  });

  it("writes nothing for an endpoint that wants only bookings, and refuses ARI out as JSON", async () => {
    const from = daysFromToday(90);
    const type = await ownedType(from, daysFromToday(92), 2);
    const headers = await adminHeaders({ tenant: type.owner });
    const connection = await apiJson(otaPaths.adminConnections(type.owner), {
      json: { name: "Bookings only", channel: "SITEMINDER" },
      headers,
    });
    const { id } = channelConnectionDetailSchema.parse(connection.body);
    const json = await api(otaPaths.adminDeliveryEndpoints(type.owner, id), {
      json: { url: "https://pms.example.com/ari", format: "json", events: ["availability"] },
      headers,
    });
    expect(json.status).toBe(400);
    const bookingsOnly = await apiJson(otaPaths.adminDeliveryEndpoints(type.owner, id), {
      json: { url: "https://pms.example.com/bookings", format: "opentravel", events: ["created"] },
      headers,
    });
    const { endpoint } = createdEndpointSchema.parse(bookingsOnly.body);
    const edit = await api(otaPaths.adminCalendar(type.owner, type.id), {
      json: { from, to: daysFromToday(91), set: { closed: true } },
      headers,
    });
    expect(edit.status).toBe(200);
    expect(await ariEvents(endpoint.id, type.id)).toEqual([]);
  });
});
