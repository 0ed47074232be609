import { describe, expect, it } from "vitest";
import {
  type ChannelConnectionDetail,
  channelConnectionDetailSchema,
  channelConnectionsSchema,
  createdChannelApiKeySchema,
} from "../../../shared/ota/channel-connections";
import { otaPaths } from "../../../shared/ota/paths";
import { sha256Hex } from "../http/ids";
import { adminHeaders, apiJson, env } from "./test-env";

/**
 * Channel manager connections through the admin API (docs/decisions/0116): a brand creates one, a key
 * whose secret is answered once and kept as a hash, revokes it, and maps its apartment types' and
 * plans' codes; another brand sees none of it.
 */

async function brandWithHouse(offset = 0): Promise<string> {
  const owner = await env.INVENTORY_DB.prepare(
    `SELECT owner_ibe_uid FROM properties WHERE owner_ibe_uid <> 'quartier'
     GROUP BY owner_ibe_uid ORDER BY owner_ibe_uid LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<string>("owner_ibe_uid");
  return owner!;
}

async function createConnection(ibeUid: string, name = "SiteMinder"): Promise<ChannelConnectionDetail> {
  const res = await apiJson(otaPaths.adminConnections(ibeUid), {
    json: { name, channel: "siteminder" },
    headers: await adminHeaders({ tenant: ibeUid }),
  });
  expect(res.status).toBe(201);
  return channelConnectionDetailSchema.parse(res.body);
}

describe("channel manager connections", () => {
  it("creates a connection under an upper-case channel code, listed for its brand only", async () => {
    const brand = await brandWithHouse();
    const other = await brandWithHouse(1);
    const created = await createConnection(brand, "SiteMinder Berlin");
    expect(created).toMatchObject({ name: "SiteMinder Berlin", channel: "SITEMINDER", keys: [], archivedAt: null });
    expect(created.mapping.length).toBeGreaterThan(0);

    const mine = await apiJson(otaPaths.adminConnections(brand), { headers: await adminHeaders({ tenant: brand }) });
    expect(channelConnectionsSchema.parse(mine.body).items.map((c) => c.id)).toContain(created.id);
    const theirs = await apiJson(otaPaths.adminConnections(other), { headers: await adminHeaders({ tenant: other }) });
    expect(channelConnectionsSchema.parse(theirs.body).items.map((c) => c.id)).not.toContain(created.id);
    const peek = await apiJson(otaPaths.adminConnection(other, created.id), {
      headers: await adminHeaders({ tenant: other }),
    });
    expect(peek.status).toBe(404);
    const foreignToken = await apiJson(otaPaths.adminConnection(brand, created.id), {
      headers: await adminHeaders({ tenant: other }),
    });
    expect(foreignToken.status).toBe(404);
  });

  it("answers a key's secret once, stores only its hash, and revokes it", async () => {
    const brand = await brandWithHouse();
    const connection = await createConnection(brand);
    const headers = await adminHeaders({ tenant: brand });
    const res = await apiJson(otaPaths.adminConnectionKeys(brand, connection.id), {
      json: { scopes: ["ari", "reservations", "ari"] },
      headers,
    });
    expect(res.status).toBe(201);
    const { key, secret } = createdChannelApiKeySchema.parse(res.body);
    expect(key.scopes).toEqual(["ari", "reservations"]);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const stored = await env.INVENTORY_DB.prepare("SELECT key_hash FROM channel_api_keys WHERE id = ?1")
      .bind(key.id)
      .first<string>("key_hash");
    expect(stored).toBe(await sha256Hex(secret));

    const detail = channelConnectionDetailSchema.parse(
      (await apiJson(otaPaths.adminConnection(brand, connection.id), { headers })).body,
    );
    expect(JSON.stringify(detail)).not.toContain(secret);
    expect(detail.keys.map((k) => k.id)).toEqual([key.id]);

    const revoked = await apiJson(otaPaths.adminRevokeConnectionKey(brand, connection.id, key.id), {
      json: {},
      headers,
    });
    expect(revoked.status).toBe(200);
    expect(channelConnectionDetailSchema.parse(revoked.body).keys[0]?.revokedAt).not.toBeNull();
    const unknown = await apiJson(otaPaths.adminRevokeConnectionKey(brand, connection.id, "key_nope"), {
      json: {},
      headers,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a key without scopes", async () => {
    const brand = await brandWithHouse();
    const connection = await createConnection(brand);
    const res = await apiJson(otaPaths.adminConnectionKeys(brand, connection.id), {
      json: { scopes: [] },
      headers: await adminHeaders({ tenant: brand }),
    });
    expect(res.status).toBe(400);
  });

  it("maps a type's and a plan's codes under the connection's channel, and refuses another brand's type", async () => {
    const brand = await brandWithHouse();
    const other = await brandWithHouse(1);
    const connection = await createConnection(brand);
    const headers = await adminHeaders({ tenant: brand });
    const type = connection.mapping[0]!;
    const plan = type.ratePlans[0]!;
    const res = await apiJson(otaPaths.adminConnectionMapping(brand, connection.id), {
      method: "PUT",
      json: {
        types: [
          {
            apartmentTypeId: type.apartmentTypeId,
            code: "DBL",
            ratePlans: [{ ratePlanId: plan.ratePlanId, code: "BAR" }],
          },
        ],
      },
      headers,
    });
    expect(res.status).toBe(200);
    const mapped = channelConnectionDetailSchema
      .parse(res.body)
      .mapping.find((t) => t.apartmentTypeId === type.apartmentTypeId)!;
    expect(mapped.code).toBe("DBL");
    expect(mapped.ratePlans.find((p) => p.ratePlanId === plan.ratePlanId)?.code).toBe("BAR");
    const links = await env.INVENTORY_DB.prepare("SELECT channel_links FROM apartment_types WHERE id = ?1")
      .bind(type.apartmentTypeId)
      .first<string>("channel_links");
    expect(JSON.parse(links!)).toMatchObject({ SITEMINDER: { externalId: "DBL" } });

    const foreignType = (await createConnection(other)).mapping[0]!;
    const refused = await apiJson(otaPaths.adminConnectionMapping(brand, connection.id), {
      method: "PUT",
      json: { types: [{ apartmentTypeId: foreignType.apartmentTypeId, code: "X" }] },
      headers,
    });
    expect(refused.status).toBe(400);
    const untouched = await env.INVENTORY_DB.prepare("SELECT channel_links FROM apartment_types WHERE id = ?1")
      .bind(foreignType.apartmentTypeId)
      .first<string>("channel_links");
    expect(JSON.parse(untouched!).SITEMINDER).toBeUndefined();
  });
});
