import { describe, expect, it } from "vitest";
import {
  bookingSchema,
  findOffersResponseSchema,
  listingsSchema,
  otaErrorBodySchema,
  rfpPageSchema,
  rfpSchema,
} from "../../../app/domain/ota";
import { otaPaths } from "../../../app/domain/ota/paths";
import { apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

const from = daysFromToday(260);
const to = daysFromToday(267);
const PARIS = { name: "Paris", lat: 48.85341, long: 2.3488 };

function rfpBody(overrides: Record<string, unknown> = {}) {
  return {
    budget: { amount: 2_000_000, currency: "EUR" },
    from,
    to,
    guests: 2,
    place: PARIS,
    radius: 5,
    notes: "Project team of two, near the office",
    contact: { name: "Grace Hopper", email: "Grace.RFP@example.com", company: "Navy" },
    userId: "user-grace",
    ...overrides,
  };
}

describe("RFP lifecycle", () => {
  it("gives each RFP a unique reference to read out on the phone, kept on every read", async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
      expect(rfp.reference).toMatch(/^RQ-[2-9A-HJ-NP-Z]{6}$/);
      expect(rfp.reference).not.toBe(rfp.id);
      references.add(rfp.reference);
      const read = rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body);
      expect(read.reference).toBe(rfp.reference);
    }
    expect(references.size).toBe(5);
    const index = await env.INVENTORY_DB.prepare(
      "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'rfps_reference'",
    ).first<{ sql: string }>();
    expect(index?.sql).toContain("UNIQUE");
  });

  it("creates an RFP with proposals, lists and gets it, and books one proposal", async () => {
    const created = await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() });
    expect(created.status).toBe(201);
    const rfp = rfpSchema.parse(created.body);
    expect(rfp).toMatchObject({
      ibeUid: "quartier",
      status: "OPEN",
      guests: 2,
      from,
      to,
      budget: { amount: 2_000_000, currency: "EUR" },
    });
    expect(rfp.contact.email).toBe("grace.rfp@example.com");
    expect(rfp.offers.length).toBeGreaterThan(0);
    expect(rfp.offers.every((o) => o.status === "BOOKABLE" && o.price.amount <= 2_000_000)).toBe(true);

    const listed = rfpPageSchema.parse(
      (await apiJson(`${otaPaths.rfps("quartier")}?email=grace.rfp@example.com`)).body,
    );
    expect(listed.items.map((r) => r.id)).toContain(rfp.id);
    const byUser = rfpPageSchema.parse((await apiJson(`${otaPaths.rfps("quartier")}?userId=user-grace`)).body);
    expect(byUser.items.map((r) => r.id)).toContain(rfp.id);
    expect(rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body)).toEqual(rfp);

    // The search for the RFP marks its offers; for an RFP offer it answers that apartment only.
    const chosen = rfp.offers[0]!;
    const found = findOffersResponseSchema.parse(
      (
        await apiJson(otaPaths.findOffers(), {
          json: {
            params: {
              ibeUid: "quartier",
              ...PARIS,
              radius: 5,
              from,
              to,
              guests: 2,
              currency: "EUR",
              language: "en",
              rfpId: rfp.id,
              rfpOfferId: chosen.id,
            },
          },
        })
      ).body,
    );
    const listings = listingsSchema.parse((await apiJson(found.redirectLocation)).body);
    expect(listings).toHaveLength(1);
    expect(listings[0]!.rfpOffer).toMatchObject({ id: chosen.id, status: "BOOKABLE" });

    // An operator adds an offer, then one is booked: the others are lost.
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 7 AND t.max_occupancy >= 2",
      "quartier",
      from,
      to,
      3,
    );
    const withExtra = rfpSchema.parse(
      (
        await apiJson(otaPaths.rfpOffers("quartier", rfp.id), {
          json: { apartmentTypeId: type.id, price: { amount: 150_000, currency: "EUR" }, note: "Corporate rate" },
        })
      ).body,
    );
    const extra = withExtra.offers.find((o) => o.apartmentTypeId === type.id && o.note === "Corporate rate")!;
    expect(extra.status).toBe("OPEN");

    const notYet = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { guests: 2, rfpId: rfp.id, rfpOfferId: extra.id }),
      headers: { "Idempotency-Key": "rfp-book-open-0001" },
    });
    expect(notYet.status).toBe(409);
    expect(otaErrorBodySchema.parse(notYet.body).error.code).toBe("rfp_offer_not_bookable");

    const bookable = rfpSchema.parse(
      (await apiJson(otaPaths.rfpOfferStatus("quartier", rfp.id, extra.id), { json: { status: "BOOKABLE" } })).body,
    );
    expect(bookable.offers.find((o) => o.id === extra.id)?.status).toBe("BOOKABLE");

    const booked = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { guests: 2, rfpId: rfp.id, rfpOfferId: extra.id }),
      headers: { "Idempotency-Key": "rfp-book-0001" },
    });
    expect(booked.status).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking).toMatchObject({ rfpId: rfp.id, rfpOfferId: extra.id });
    expect(booking.price.accommodation).toBe(150_000);

    const after = rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body);
    expect(after.status).toBe("BOOKED");
    expect(after.offers.find((o) => o.id === extra.id)).toMatchObject({ status: "BOOKED", bookingId: booking.id });
    expect(after.offers.filter((o) => o.id !== extra.id).every((o) => o.status === "LOST")).toBe(true);

    // BOOKED and LOST are final.
    const reopen = await apiJson(otaPaths.rfpOfferStatus("quartier", rfp.id, chosen.id), {
      json: { status: "BOOKABLE" },
    });
    expect(reopen.status).toBe(409);
    expect(otaErrorBodySchema.parse(reopen.body).error.code).toBe("invalid_status_transition");
  });

  it("a reservation enquiry for an Ad listing becomes an OPEN offer", async () => {
    const ad = await pickType(
      "t.booking_mode = 'Ad' AND json_extract(t.channel_links, '$.RATEHAWK') IS NULL AND t.min_stay <= 7 AND t.max_occupancy >= 2",
      "citynest",
      from,
      to,
    );
    const created = rfpSchema.parse(
      (
        await apiJson(otaPaths.rfps("citynest"), {
          json: rfpBody({ apartmentTypeId: ad.id, place: { name: "Here", lat: ad.lat, long: ad.long } }),
        })
      ).body,
    );
    expect(created.offers).toHaveLength(1);
    expect(created.offers[0]).toMatchObject({ apartmentTypeId: ad.id, status: "OPEN" });
    expect(created.offers[0]!.price.amount).toBeGreaterThan(0);
    const lost = rfpSchema.parse(
      (
        await apiJson(otaPaths.rfpOfferStatus("citynest", created.id, created.offers[0]!.id), {
          json: { status: "LOST" },
        })
      ).body,
    );
    expect(lost.status).toBe("LOST");
  });
});
