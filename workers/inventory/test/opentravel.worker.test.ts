import { describe, expect, it } from "vitest";
import { apartmentOffersSchema } from "../../../shared/ota";
import {
  type ChannelConnectionDetail,
  channelConnectionDetailSchema,
  createdChannelApiKeySchema,
} from "../../../shared/ota/channel-connections";
import { otaPaths } from "../../../shared/ota/paths";
import { stayCalendarSchema } from "../../../shared/ota/stay-calendar";
import { availMessage, invCountMessage, rateMessage } from "../opentravel/test-support/samples";
import { adminHeaders, api, apiJson, daysFromToday, env, pickType, searchAround, type TypePick } from "./test-env";

/**
 * A channel manager's ARI messages through the inventory's OpenTravel route (docs/decisions/0117):
 * each message type changes what the next search and apartment page answer; the same EchoToken applies
 * once; a failing element writes nothing; another brand's codes are unknown; no key is 401. Own days
 * far ahead, own types per test.
 */

type Setup = { brand: string; type: TypePick; connection: ChannelConnectionDetail; secret: string };

/** A brand's direct-booking type, a connection mapping it as DBL (its base plan BAR), and a key. */
async function setup(from: string, to: string, offset: number, scopes: string[] = ["ari"]): Promise<Setup> {
  const brand = (await env.INVENTORY_DB.prepare(
    "SELECT owner_ibe_uid FROM properties WHERE owner_ibe_uid <> 'quartier' GROUP BY owner_ibe_uid ORDER BY owner_ibe_uid LIMIT 1",
  ).first<string>("owner_ibe_uid"))!;
  const type = await pickType(
    `p.owner_ibe_uid = '${brand}' AND t.booking_mode = 'Direct' AND t.min_stay = 1 AND t.max_stay >= 5
     AND t.max_occupancy >= 2 AND t.units >= 2 AND t.active = 1 AND p.active = 1`,
    brand,
    from,
    to,
    offset,
  );
  const headers = await adminHeaders({ tenant: brand });
  const created = await apiJson(otaPaths.adminConnections(brand), {
    json: { name: "CM", channel: "SITEMINDER" },
    headers,
  });
  const connection = channelConnectionDetailSchema.parse(created.body);
  const mapped = connection.mapping.find((t) => t.apartmentTypeId === type.id)!;
  const base = mapped.ratePlans[0]!;
  const mapping = await apiJson(otaPaths.adminConnectionMapping(brand, connection.id), {
    method: "PUT",
    json: {
      types: [
        { apartmentTypeId: type.id, code: `DBL-${offset}`, ratePlans: [{ ratePlanId: base.ratePlanId, code: "BAR" }] },
      ],
    },
    headers,
  });
  expect(mapping.status).toBe(200);
  const key = await apiJson(otaPaths.adminConnectionKeys(brand, connection.id), { json: { scopes }, headers });
  return { brand, type, connection, secret: createdChannelApiKeySchema.parse(key.body).secret };
}

async function send(s: Pick<Setup, "brand" | "secret">, xml: string, ibeUid = s.brand) {
  const res = await api(otaPaths.openTravel(ibeUid), {
    method: "POST",
    body: xml,
    headers: { "Content-Type": "application/xml", Authorization: `Bearer ${s.secret}` },
  });
  return { status: res.status, body: await res.text() };
}

async function offers(s: Setup, from: string, to: string) {
  const res = await apiJson(`${otaPaths.apartmentOffers(s.brand, s.type.id)}?from=${from}&to=${to}&guests=1`);
  expect(res.status).toBe(200);
  return apartmentOffersSchema.parse(res.body);
}

const dayRows = async (typeId: string) =>
  (await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM calendar_days WHERE apartment_type_id = ?1")
    .bind(typeId)
    .first<number>("n"))!;

describe("OpenTravel ARI messages change what a search answers", () => {
  it("an inventory count of 0 takes the type out of the next search; a count gives it back", async () => {
    const [from, to] = [daysFromToday(400), daysFromToday(403)];
    const s = await setup(from, to, 0);
    const around = { lat: s.type.lat, long: s.type.long, address: "here", radius: 0.2 };
    expect((await searchAround(s.brand, around, from, to)).map((l) => l.apartmentType.id)).toContain(s.type.id);
    const closed = await send(
      s,
      invCountMessage("inv-1", [{ start: from, end: daysFromToday(402), type: "DBL-0", count: 0 }]),
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toContain("<Success/>");
    expect(closed.body).toContain('EchoToken="inv-1"');
    expect((await searchAround(s.brand, around, from, to)).map((l) => l.apartmentType.id)).not.toContain(s.type.id);
    expect((await offers(s, from, to)).availability.available).toBe(false);
    await send(s, invCountMessage("inv-2", [{ start: from, end: daysFromToday(402), type: "DBL-0", count: 1 }]));
    const back = await offers(s, from, to);
    expect(back.availability).toMatchObject({ available: true, unitsLeft: 1 });
  });

  it("restrictions: a maximum stay, closed to arrival and a closed night refuse the stays they bear on", async () => {
    const [from, to] = [daysFromToday(410), daysFromToday(414)];
    const s = await setup(from, to, 1);
    expect((await offers(s, from, to)).availability.available).toBe(true);
    await send(s, availMessage("av-1", [{ start: from, end: from, type: "DBL-1", plan: "BAR", maxLos: 3 }]));
    expect((await offers(s, from, to)).availability).toMatchObject({ available: false, reason: "max_stay" });
    // The guest's date picker reads the day's maximum from the calendar, as it reads the minimum.
    const calendar = await apiJson(`${otaPaths.stayCalendar(s.brand, s.type.id)}?month=${from.slice(0, 7)}&months=2`);
    const days = stayCalendarSchema.parse(calendar.body).days;
    expect(days.find((d) => d.date === from)?.maxStay).toBe(3);
    expect(days.find((d) => d.date === daysFromToday(411))?.maxStay).toBeGreaterThan(3);
    expect((await offers(s, from, daysFromToday(413))).availability.available).toBe(true);
    await send(s, availMessage("av-2", [{ start: from, end: from, type: "DBL-1", arrival: "Close", maxLos: 0 }]));
    expect((await offers(s, from, to)).availability).toMatchObject({ available: false, reason: "closed_to_arrival" });
    await send(
      s,
      availMessage("av-3", [
        { start: from, end: from, type: "DBL-1", arrival: "Open" },
        { start: daysFromToday(412), end: daysFromToday(412), type: "DBL-1", master: "Close" },
      ]),
    );
    expect((await offers(s, from, to)).availability.available).toBe(false);
    expect((await offers(s, from, daysFromToday(412))).availability.available).toBe(true);
  });

  it("a rate for the base plan sets the nights' price; the derived plan follows by its factor", async () => {
    const [from, to] = [daysFromToday(420), daysFromToday(423)];
    const s = await setup(from, to, 2);
    const included = (await env.INVENTORY_DB.prepare("SELECT included_guests FROM apartment_types WHERE id = ?1")
      .bind(s.type.id)
      .first<number>("included_guests"))!;
    const res = await send(
      s,
      rateMessage("rt-1", [
        {
          start: from,
          end: daysFromToday(422),
          type: "DBL-2",
          plan: "BAR",
          amounts: [{ guests: included, amount: "77.00", currency: "EUR" }],
        },
      ]),
    );
    expect(res.body).toContain("<Success/>");
    const after = await offers(s, from, to);
    const base =
      after.offers.find((o) => o.ratePlan.code === "FLEX" || o.ratePlan.id.endsWith("flex")) ?? after.offers[0]!;
    expect(base.price.accommodation).toBe(3 * 7_700);
    const saver = after.offers.find((o) => o !== base);
    if (saver) expect(saver.price.accommodation).toBeLessThan(base.price.accommodation);
  });
});

describe("OpenTravel ARI messages: once, all or nothing, the brand's own, with a key", () => {
  it("the same EchoToken applies once and answers the same", async () => {
    const [from, to] = [daysFromToday(430), daysFromToday(432)];
    const s = await setup(from, to, 3);
    const message = invCountMessage("same-token", [{ start: from, end: from, type: "DBL-3", count: 1 }]);
    const first = await send(s, message);
    // Changed meanwhile by the back office: a repeat must not write the count again.
    await env.INVENTORY_DB.prepare("UPDATE calendar_days SET units = 2 WHERE apartment_type_id = ?1 AND date = ?2")
      .bind(s.type.id, from)
      .run();
    const second = await send(s, message);
    expect(second).toEqual(first);
    const units = await env.INVENTORY_DB.prepare(
      "SELECT units FROM calendar_days WHERE apartment_type_id = ?1 AND date = ?2",
    )
      .bind(s.type.id, from)
      .first<number>("units");
    expect(units).toBe(2);
  });

  it("a failing element writes nothing of the message and names the element", async () => {
    const [from, to] = [daysFromToday(440), daysFromToday(442)];
    const s = await setup(from, to, 4);
    const rows = await dayRows(s.type.id);
    const res = await send(
      s,
      invCountMessage("half", [
        { start: from, end: to, type: "DBL-4", count: 1 },
        { start: from, end: to, type: "DBL-4", count: -3 },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain(
      '<Error Type="3" Code="320" Tag="Inventories/Inventory[2]/InvCounts/InvCount[1]/@Count"',
    );
    expect(res.body).not.toContain("Success");
    expect(await dayRows(s.type.id)).toBe(rows);
  });

  it("another brand's codes are an error per element and nothing is written", async () => {
    const [from, to] = [daysFromToday(450), daysFromToday(452)];
    const s = await setup(from, to, 5);
    const otherBrand = (await env.INVENTORY_DB.prepare(
      "SELECT owner_ibe_uid FROM properties WHERE owner_ibe_uid NOT IN ('quartier', ?1) GROUP BY owner_ibe_uid LIMIT 1",
    )
      .bind(s.brand)
      .first<string>("owner_ibe_uid"))!;
    // The other brand's type, mapped under the same channel by its own connection.
    const foreign = await pickType(`p.owner_ibe_uid = '${otherBrand}'`, otherBrand, from, to);
    await env.INVENTORY_DB.prepare(
      "UPDATE apartment_types SET channel_links = json_set(channel_links, '$.SITEMINDER', json_object('externalId', 'THEIRS')) WHERE id = ?1",
    )
      .bind(foreign.id)
      .run();
    const before = await dayRows(foreign.id);
    const res = await send(
      s,
      availMessage("foreign", [
        { start: from, end: from, type: "THEIRS", master: "Close" },
        { start: to, end: to, type: "THEIRS", master: "Close" },
      ]),
    );
    expect(res.body.match(/Code="402"/g)).toHaveLength(2);
    expect(res.body).toContain('Tag="AvailStatusMessages/AvailStatusMessage[2]/StatusApplicationControl/@InvTypeCode"');
    expect(await dayRows(foreign.id)).toBe(before);
  });

  it("no key, a revoked key, a key of another brand or without scope ari: refused, nothing written", async () => {
    const [from, to] = [daysFromToday(460), daysFromToday(462)];
    const s = await setup(from, to, 7);
    const message = invCountMessage("keys", [{ start: from, end: from, type: "DBL-7", count: 0 }]);
    const rows = await dayRows(s.type.id);
    const none = await api(otaPaths.openTravel(s.brand), { method: "POST", body: message });
    expect(none.status).toBe(401);
    expect(await none.text()).toMatch(
      /<OTA_HotelInvCountNotifRS [^>]*EchoToken="keys"[^>]*><Errors><Error Type="4" Code="497"/,
    );
    expect((await send({ ...s, secret: "qk_wrong" }, message)).status).toBe(401);
    expect((await send(s, message, "quartier")).status).toBe(401);
    const reservationsOnly = await setup(from, to, 8, ["reservations"]);
    expect((await send(reservationsOnly, message)).status).toBe(403);
    await apiJson(otaPaths.adminRevokeConnectionKey(s.brand, s.connection.id, (await keysOf(s))[0]!), {
      json: {},
      headers: await adminHeaders({ tenant: s.brand }),
    });
    expect((await send(s, message)).status).toBe(401);
    expect(await dayRows(s.type.id)).toBe(rows);
  });

  it("takes the key as the message's MessagePassword, records its use, and refuses a body over the limit", async () => {
    const [from, to] = [daysFromToday(470), daysFromToday(472)];
    const s = await setup(from, to, 9);
    const res = await api(otaPaths.openTravel(s.brand), {
      method: "POST",
      body: invCountMessage("pos", [{ start: from, end: from, type: "DBL-9", count: 1 }], s.secret),
    });
    expect(await res.text()).toContain("<Success/>");
    const detail = channelConnectionDetailSchema.parse(
      (
        await apiJson(otaPaths.adminConnection(s.brand, s.connection.id), {
          headers: await adminHeaders({ tenant: s.brand }),
        })
      ).body,
    );
    expect(detail.keys[0]?.lastUsedAt).not.toBeNull();
    const big = await api(otaPaths.openTravel(s.brand), {
      method: "POST",
      body: "x".repeat(9 * 1024 * 1024),
      headers: { Authorization: `Bearer ${s.secret}` },
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("<Errors>");
  });
});

async function keysOf(s: Setup): Promise<string[]> {
  const detail = channelConnectionDetailSchema.parse(
    (
      await apiJson(otaPaths.adminConnection(s.brand, s.connection.id), {
        headers: await adminHeaders({ tenant: s.brand }),
      })
    ).body,
  );
  return detail.keys.map((k) => k.id);
}
