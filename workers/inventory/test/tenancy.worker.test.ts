import { describe, expect, it } from "vitest";
import {
  bookingPageSchema,
  bookingSchema,
  findOffersResponseSchema,
  listingsSchema,
  rfpPageSchema,
  rfpSchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

const from = daysFromToday(240);
const to = daysFromToday(243);

/** A type carried by alpenstay and not by citynest. */
async function alpenstayOnly() {
  return pickType(
    "t.booking_mode = 'Direct' AND t.min_stay <= 3 AND NOT EXISTS (SELECT 1 FROM property_tenants x WHERE x.property_id = p.id AND x.ibe_uid = 'citynest')",
    "alpenstay",
    from,
    to,
  );
}

describe("tenant scoping", () => {
  it("a tenant never sees an apartment its engine does not carry", async () => {
    const type = await alpenstayOnly();
    expect((await api(otaPaths.apartment("alpenstay", type.id))).status).toBe(200);
    expect((await api(otaPaths.apartment("quartier", type.id))).status).toBe(200);
    expect((await api(otaPaths.apartment("citynest", type.id))).status).toBe(404);
    expect((await api(`${otaPaths.apartmentOffers("citynest", type.id)}?from=${from}&to=${to}&guests=1`)).status).toBe(
      404,
    );
    expect((await api(`${otaPaths.stayCalendar("citynest", type.id)}?month=${from.slice(0, 7)}&months=1`)).status).toBe(
      404,
    );
    const booking = await api(otaPaths.bookings("citynest"), {
      json: bookingBody(type, from, to),
      headers: { "Idempotency-Key": "tenancy-0001" },
    });
    expect(booking.status).toBe(404);

    const search = async (ibeUid: string) => {
      const found = findOffersResponseSchema.parse(
        (
          await apiJson(otaPaths.findOffers(), {
            json: {
              params: {
                ibeUid,
                lat: type.lat,
                long: type.long,
                radius: 3,
                from,
                to,
                guests: 1,
                currency: "EUR",
                language: "en",
              },
            },
          })
        ).body,
      );
      return listingsSchema.parse((await apiJson(found.redirectLocation)).body).map((l) => l.apartmentType.id);
    };
    expect(await search("alpenstay")).toContain(type.id);
    expect(await search("quartier")).toContain(type.id);
    expect(await search("citynest")).not.toContain(type.id);
  });

  it("every search result belongs to the tenant's engine", async () => {
    for (const ibeUid of ["alpenstay", "harbourlofts", "citynest"]) {
      const found = findOffersResponseSchema.parse(
        (
          await apiJson(otaPaths.findOffers(), {
            json: {
              params: {
                ibeUid,
                lat: 52.52437,
                long: 13.41053,
                radius: 15,
                from,
                to,
                guests: 1,
                currency: "EUR",
                language: "en",
              },
            },
          })
        ).body,
      );
      const ids = listingsSchema.parse((await apiJson(found.redirectLocation)).body).map((l) => l.property.id);
      for (const id of ids) {
        const carried = await env.INVENTORY_DB.prepare(
          "SELECT 1 AS ok FROM property_tenants WHERE property_id = ?1 AND ibe_uid = ?2",
        )
          .bind(id, ibeUid)
          .first();
        expect(carried).not.toBeNull();
      }
    }
  });

  it("a tenant never sees, lists or cancels another tenant's booking", async () => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "alpenstay", from, to, 1);
    const created = bookingSchema.parse(
      (
        await apiJson(otaPaths.bookings("alpenstay"), {
          json: bookingBody(type, from, to, {
            guest: { firstName: "Tom", lastName: "Tenant", email: "tom.tenant@example.com" },
            userId: "user-tom",
          }),
          headers: { "Idempotency-Key": "tenancy-0002" },
        })
      ).body,
    );
    for (const other of ["citynest", "harbourlofts"]) {
      expect((await api(otaPaths.booking(other, created.id))).status).toBe(404);
      expect((await api(otaPaths.cancelBooking(other, created.id), { json: {} })).status).toBe(404);
      const byEmail = bookingPageSchema.parse(
        (await apiJson(`${otaPaths.bookings(other)}?email=tom.tenant@example.com`)).body,
      );
      expect(byEmail.items).toHaveLength(0);
      const byUser = bookingPageSchema.parse((await apiJson(`${otaPaths.bookings(other)}?userId=user-tom`)).body);
      expect(byUser.items).toHaveLength(0);
    }
    const still = bookingSchema.parse((await apiJson(otaPaths.booking("alpenstay", created.id))).body);
    expect(still.status).toBe("confirmed");
  });

  it("a tenant never sees another tenant's RFP", async () => {
    const created = rfpSchema.parse(
      (
        await apiJson(otaPaths.rfps("harbourlofts"), {
          json: {
            budget: { amount: 500_000, currency: "GBP" },
            from,
            to,
            guests: 2,
            place: { name: "London", lat: 51.50853, long: -0.12574 },
            contact: { name: "Rita Private", email: "rita@example.com" },
          },
        })
      ).body,
    );
    expect((await api(otaPaths.rfp("citynest", created.id))).status).toBe(404);
    const list = rfpPageSchema.parse((await apiJson(`${otaPaths.rfps("citynest")}?email=rita@example.com`)).body);
    expect(list.items).toHaveLength(0);
    const offer = created.offers[0];
    if (offer) {
      const moved = await api(otaPaths.adminRfpOfferStatus("citynest", created.id, offer.id), {
        json: { status: "LOST" },
      });
      expect(moved.status).toBe(404);
    }
    const search = await api(otaPaths.findOffers(), {
      json: {
        params: {
          ibeUid: "citynest",
          lat: 51.5,
          long: -0.12,
          radius: 5,
          from,
          to,
          guests: 2,
          currency: "GBP",
          language: "en",
          rfpId: created.id,
        },
      },
    });
    expect(search.status).toBe(404);
  });
});
