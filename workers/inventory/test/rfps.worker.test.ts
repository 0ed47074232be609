import { describe, expect, it } from "vitest";
import {
  apartmentOffersSchema,
  bookingSchema,
  findOffersResponseSchema,
  listingsSchema,
  otaErrorBodySchema,
  type RfpOffer,
  rfpPageSchema,
  rfpSchema,
} from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { handleScheduled } from "../index";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType, ratePlanIds } from "./test-env";

/** An operator's call: with the platform's admin token, or `tenant`'s. */
async function adminApi(path: string, init: RequestInit & { json?: unknown } = {}, tenant?: string) {
  const headers = { ...(init.headers as Record<string, string>), ...(await adminHeaders(tenant ? { tenant } : {})) };
  return api(path, { ...init, headers });
}

async function adminJson(path: string, init: RequestInit & { json?: unknown } = {}, tenant?: string) {
  const response = await adminApi(path, init, tenant);
  return { status: response.status, body: (await response.json()) as unknown };
}

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

  it("takes a general request, the operator answers with two offers, one is booked at its price, the other is lost", async () => {
    const created = await apiJson(otaPaths.rfps("quartier"), {
      json: rfpBody({
        budgetPeriod: "night",
        apartments: 2,
        flexibleNights: 5,
        requirements: ["parking", "workspace", "parking"],
      }),
    });
    expect(created.status).toBe(201);
    const rfp = rfpSchema.parse(created.body);
    expect(rfp).toMatchObject({
      ibeUid: "quartier",
      status: "OPEN",
      guests: 2,
      apartments: 2,
      flexibleNights: 5,
      budgetPeriod: "night",
      requirements: ["parking", "workspace"],
      from,
      to,
      budget: { amount: 2_000_000, currency: "EUR" },
      closedBy: null,
      offers: [],
    });
    expect(rfp.contact.email).toBe("grace.rfp@example.com");

    const listed = rfpPageSchema.parse(
      (await apiJson(`${otaPaths.rfps("quartier")}?email=grace.rfp@example.com`)).body,
    );
    expect(listed.items.map((r) => r.id)).toContain(rfp.id);
    const byUser = rfpPageSchema.parse((await apiJson(`${otaPaths.rfps("quartier")}?userId=user-grace`)).body);
    expect(byUser.items.map((r) => r.id)).toContain(rfp.id);
    expect((await api(otaPaths.rfps("quartier"))).status).toBe(400);
    expect(rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body)).toEqual(rfp);

    const where = "t.booking_mode = 'Direct' AND t.min_stay <= 7 AND t.max_stay >= 7 AND t.max_occupancy >= 2";
    const first = await pickType(where, "quartier", from, to, 3);
    const second = await pickType(where, "quartier", from, to, 4);
    const validUntil = daysFromToday(10);
    await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
      json: {
        apartmentTypeId: first.id,
        price: { amount: 150_000, currency: "EUR" },
        ratePer: "night",
        validUntil,
        terms: "Invoice monthly",
      },
    });
    const drafted = rfpSchema.parse(
      (
        await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
          json: { apartmentTypeId: second.id, price: { amount: 170_000, currency: "EUR" }, ratePer: "month" },
        })
      ).body,
    );
    expect(drafted.status).toBe("OPEN");
    expect(drafted.offers.map((o) => o.status)).toEqual(["OPEN", "OPEN"]);
    const [offerA, offerB] = drafted.offers as [RfpOffer, RfpOffer];
    expect(offerA).toMatchObject({
      apartmentTypeId: first.id,
      price: { amount: 150_000, currency: "EUR" },
      rate: { amount: 21_429, per: "night" },
      from,
      to,
      validUntil,
      terms: "Invoice monthly",
      sentAt: null,
    });
    expect(offerB.rate).toEqual({ amount: 728_571, per: "month" });

    // A draft cannot be booked.
    const notYet = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(first, from, to, { guests: 2, rfpId: rfp.id, rfpOfferId: offerA.id }),
      headers: { "Idempotency-Key": "rfp-book-open-0001" },
    });
    expect(notYet.status).toBe(409);
    expect(otaErrorBodySchema.parse(notYet.body).error.code).toBe("rfp_offer_not_bookable");

    const sent = rfpSchema.parse((await adminJson(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} })).body);
    expect(sent.status).toBe("BOOKABLE");
    expect(sent.offers.every((o) => o.status === "BOOKABLE" && o.sentAt !== null)).toBe(true);
    expect((await adminApi(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} })).status).toBe(409);

    // The search for the enquiry's offer answers that apartment only, marked with the offer.
    const found = findOffersResponseSchema.parse(
      (
        await apiJson(otaPaths.findOffers(), {
          json: {
            params: {
              ibeUid: "quartier",
              lat: first.lat,
              long: first.long,
              radius: 5,
              from,
              to,
              guests: 2,
              currency: "EUR",
              language: "en",
              rfpId: rfp.id,
              rfpOfferId: offerA.id,
            },
            // An enquiry's search has no pages: a first page asked for is not answered.
            options: { firstPage: { page: 1, pageSize: 10, address: "" } },
          },
        })
      ).body,
    );
    expect(found.page).toBeUndefined();
    const listings = listingsSchema.parse((await apiJson(found.redirectLocation)).body);
    expect(listings.map((l) => l.apartmentType.id)).toEqual([first.id]);
    expect(listings[0]!.rfpOffer).toMatchObject({ id: offerA.id, status: "BOOKABLE" });
    // The result shows what booking the offer charges, as its apartment page does.
    expect(listings[0]).toMatchObject({ cheapestRate: 150_000, currency: "EUR", totalPrice: { total: 150_000 } });
    expect(listings[0]!.rates.every((rate) => rate.price.total === 150_000)).toBe(true);

    // The apartment's offers with the RFP offer are priced at the offered total, not the public rate.
    const priced = apartmentOffersSchema.parse(
      (
        await apiJson(
          `${otaPaths.apartmentOffers("quartier", first.id)}?from=${from}&to=${to}&guests=2&rfpId=${rfp.id}&rfpOfferId=${offerA.id}`,
        )
      ).body,
    );
    expect(priced.rfpOffer).toMatchObject({ id: offerA.id, status: "BOOKABLE" });
    expect(priced.offers.length).toBeGreaterThan(0);
    expect(priced.offers.every((o) => o.price.total === 150_000 && o.price.accommodation === 150_000)).toBe(true);

    // Other dates than the offer's are refused.
    const otherDates = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(first, from, daysFromToday(268), { guests: 2, rfpId: rfp.id, rfpOfferId: offerA.id }),
      headers: { "Idempotency-Key": "rfp-book-dates-0001" },
    });
    expect(otaErrorBodySchema.parse(otherDates.body).error.code).toBe("invalid_input");

    const booked = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(first, from, to, {
        guests: 2,
        rfpId: rfp.id,
        rfpOfferId: offerA.id,
        expectedTotal: { amount: 150_000, currency: "EUR" },
      }),
      headers: { "Idempotency-Key": "rfp-book-0001" },
    });
    expect(booked.status).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking).toMatchObject({ rfpId: rfp.id, rfpOfferId: offerA.id });
    expect(booking.price.accommodation).toBe(150_000);
    expect(booking.price.total).toBe(150_000);

    const after = rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body);
    expect(after.status).toBe("BOOKED");
    expect(after.offers.find((o) => o.id === offerA.id)).toMatchObject({ status: "BOOKED", bookingId: booking.id });
    expect(after.offers.find((o) => o.id === offerB.id)?.status).toBe("LOST");

    // BOOKED and LOST are final; a booked enquiry takes no more offers.
    const withdraw = await adminJson(otaPaths.adminRfpOfferStatus("quartier", rfp.id, offerA.id), {
      json: { status: "LOST" },
    });
    expect(withdraw.status).toBe(409);
    expect(otaErrorBodySchema.parse(withdraw.body).error.code).toBe("invalid_status_transition");
    const more = await adminApi(otaPaths.adminRfpOffers("quartier", rfp.id), {
      json: { apartmentTypeId: second.id, price: { amount: 1_000, currency: "EUR" } },
    });
    expect(more.status).toBe(409);

    const bookedList = rfpPageSchema.parse((await adminJson(`${otaPaths.adminRfps("quartier")}?status=BOOKED`)).body);
    expect(bookedList.items.map((r) => r.id)).toContain(rfp.id);
    const openList = rfpPageSchema.parse((await adminJson(`${otaPaths.adminRfps("quartier")}?status=OPEN`)).body);
    expect(openList.items.map((r) => r.id)).not.toContain(rfp.id);
  });

  it("books an offer with exactly the cancellation terms its operator set, and cancelling charges their fee", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const where = "t.booking_mode = 'Direct' AND t.min_stay <= 7 AND t.max_stay >= 7 AND t.max_occupancy >= 2";
    const type = await pickType(where, "quartier", from, to, 7);
    // Free until 300 days before an arrival 260 days away: the fee applies from today.
    const terms = { freeUntilDaysBeforeArrival: 300, fee: { kind: "percentOfStay", percent: 40 } } as const;
    const drafted = rfpSchema.parse(
      (
        await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
          json: { apartmentTypeId: type.id, price: { amount: 150_000, currency: "EUR" }, cancellationPolicy: terms },
        })
      ).body,
    );
    const offer = drafted.offers[0] as RfpOffer;
    expect(offer.cancellationPolicy).toEqual(terms);
    await adminJson(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} });
    expect(
      rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body).offers[0]?.cancellationPolicy,
    ).toEqual(terms);

    // Its rates: one, at the offered total, with the offer's terms (no public plan's "non-refundable").
    const priced = apartmentOffersSchema.parse(
      (
        await apiJson(
          `${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=2&rfpId=${rfp.id}&rfpOfferId=${offer.id}`,
        )
      ).body,
    );
    expect(priced.offers).toHaveLength(1);
    expect(priced.offers[0]?.ratePlan).toMatchObject({ name: "Your enquiry's offer", cancellationPolicy: terms });

    // Booked with the apartment's last plan (its saver rate when it has one): the booking carries the offer's terms.
    const plan = ratePlanIds(type).at(-1)?.id;
    const booked = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { guests: 2, ratePlanId: plan, rfpId: rfp.id, rfpOfferId: offer.id }),
      headers: { "Idempotency-Key": `rfp-terms-${rfp.id}` },
    });
    expect(booked.status).toBe(201);
    const booking = bookingSchema.parse(booked.body);
    expect(booking.cancellation.policy).toEqual(terms);
    expect(booking.cancellation.fee).toBe(60_000);
    const cancelled = bookingSchema.parse(
      (await apiJson(otaPaths.cancelBooking("quartier", booking.id), { json: {} })).body,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", cancellation: { policy: terms, fee: 60_000 } });
  });

  it("gives an offer drafted without terms those of its apartment's first (flexible) rate plan", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const where = "t.booking_mode = 'Direct' AND t.min_stay <= 7 AND t.max_stay >= 7 AND t.max_occupancy >= 2";
    const type = await pickType(where, "quartier", from, to, 8);
    const drafted = rfpSchema.parse(
      (
        await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
          json: { apartmentTypeId: type.id, price: { amount: 99_000, currency: "EUR" } },
        })
      ).body,
    );
    const apartment = (await apiJson(`${otaPaths.apartmentOffers("quartier", type.id)}?from=${from}&to=${to}&guests=1`))
      .body as { offers: { ratePlan: { code: string; cancellationPolicy: unknown } }[] };
    const flexible = apartment.offers.find((o) => o.ratePlan.code === "FLEX");
    expect(drafted.offers[0]?.cancellationPolicy).toEqual(flexible?.ratePlan.cancellationPolicy);
  });

  it("an offer past its validity date reads LOST, cannot be booked, and the cron trigger stores it", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const type = await pickType(
      "t.booking_mode = 'Direct' AND t.min_stay <= 7 AND t.max_stay >= 7 AND t.max_occupancy >= 2",
      "quartier",
      from,
      to,
      5,
    );
    await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
      json: { apartmentTypeId: type.id, price: { amount: 99_000, currency: "EUR" }, validUntil: daysFromToday(1) },
    });
    const sent = rfpSchema.parse((await adminJson(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} })).body);
    const offer = sent.offers[0]!;
    expect(offer.status).toBe("BOOKABLE");

    // The validity date passes (yesterday), the stored status is still BOOKABLE until something reads or the cron runs.
    await env.INVENTORY_DB.prepare("UPDATE rfp_offers SET valid_until = ?1 WHERE id = ?2")
      .bind(daysFromToday(-1), offer.id)
      .run();
    await handleScheduled({ scheduledTime: Date.now(), cron: "17 * * * *", noRetry() {} }, env);
    const stored = await env.INVENTORY_DB.prepare("SELECT status FROM rfp_offers WHERE id = ?1")
      .bind(offer.id)
      .first<{ status: string }>();
    expect(stored?.status).toBe("LOST");

    const read = rfpSchema.parse((await apiJson(otaPaths.rfp("quartier", rfp.id))).body);
    expect(read.status).toBe("LOST");
    expect(read.offers[0]!.status).toBe("LOST");
    const refused = await apiJson(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { guests: 2, rfpId: rfp.id, rfpOfferId: offer.id }),
      headers: { "Idempotency-Key": "rfp-book-expired-0001" },
    });
    expect(otaErrorBodySchema.parse(refused.body).error.code).toBe("rfp_offer_not_bookable");
  });

  it("reads an expired offer as LOST at read time, before any cron", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const type = await pickType("t.booking_mode = 'Direct' AND t.max_occupancy >= 2", "quartier", from, to, 6);
    await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
      json: { apartmentTypeId: type.id, price: { amount: 50_000, currency: "EUR" }, validUntil: daysFromToday(1) },
    });
    const sent = rfpSchema.parse((await adminJson(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} })).body);
    await env.INVENTORY_DB.prepare("UPDATE rfp_offers SET valid_until = ?1 WHERE id = ?2")
      .bind(daysFromToday(-1), sent.offers[0]!.id)
      .run();
    const lost = rfpPageSchema.parse((await adminJson(`${otaPaths.adminRfps("quartier")}?status=LOST`)).body);
    expect(lost.items.find((r) => r.id === rfp.id)?.offers[0]?.status).toBe("LOST");
  });

  it("lets the requester decline an offer, then the whole enquiry; the operator can close one too", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const where = "t.booking_mode = 'Direct' AND t.max_occupancy >= 2";
    for (const offset of [7, 8]) {
      const type = await pickType(where, "quartier", from, to, offset);
      await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
        json: { apartmentTypeId: type.id, price: { amount: 80_000, currency: "EUR" } },
      });
    }
    const sent = rfpSchema.parse((await adminJson(otaPaths.adminSendRfpOffers("quartier", rfp.id), { json: {} })).body);
    const [one, two] = sent.offers as [RfpOffer, RfpOffer];
    const declinedOne = rfpSchema.parse(
      (await apiJson(otaPaths.declineRfp("quartier", rfp.id), { json: { offerId: one.id } })).body,
    );
    expect(declinedOne.status).toBe("BOOKABLE");
    expect(declinedOne.offers.map((o) => o.status)).toEqual(["LOST", "BOOKABLE"]);
    expect((await api(otaPaths.declineRfp("quartier", rfp.id), { json: { offerId: one.id } })).status).toBe(409);

    const declinedAll = rfpSchema.parse((await apiJson(otaPaths.declineRfp("quartier", rfp.id), { json: {} })).body);
    expect(declinedAll).toMatchObject({ status: "LOST", closedBy: "requester" });
    expect(declinedAll.offers.find((o) => o.id === two.id)?.status).toBe("LOST");
    expect((await api(otaPaths.declineRfp("quartier", rfp.id), { json: {} })).status).toBe(409);

    const other = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const closed = rfpSchema.parse((await adminJson(otaPaths.adminCloseRfp("quartier", other.id), { json: {} })).body);
    expect(closed).toMatchObject({ status: "LOST", closedBy: "operator" });
  });

  it("a reservation enquiry for an Ad listing drafts that apartment as an OPEN offer", async () => {
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
    expect(created.offers[0]).toMatchObject({ apartmentTypeId: ad.id, status: "OPEN", from, to });
    expect(created.offers[0]!.price.amount).toBeGreaterThan(0);
    const lost = rfpSchema.parse(
      (
        await adminJson(otaPaths.adminRfpOfferStatus("citynest", created.id, created.offers[0]!.id), {
          json: { status: "LOST" },
        })
      ).body,
    );
    expect(lost.status).toBe("LOST");
  });

  it("keeps tenants apart: another tenant's enquiry or offer id is 404 everywhere", async () => {
    const rfp = rfpSchema.parse((await apiJson(otaPaths.rfps("quartier"), { json: rfpBody() })).body);
    const type = await pickType("t.booking_mode = 'Direct' AND t.max_occupancy >= 2", "quartier", from, to, 9);
    const drafted = rfpSchema.parse(
      (
        await adminJson(otaPaths.adminRfpOffers("quartier", rfp.id), {
          json: { apartmentTypeId: type.id, price: { amount: 70_000, currency: "EUR" } },
        })
      ).body,
    );
    const offerId = drafted.offers[0]!.id;
    const answers = await Promise.all([
      api(otaPaths.rfp("alpenstay", rfp.id)),
      adminApi(otaPaths.adminRfp("alpenstay", rfp.id)),
      adminApi(otaPaths.adminRfpOffers("alpenstay", rfp.id), {
        json: { apartmentTypeId: type.id, price: { amount: 1, currency: "EUR" } },
      }),
      adminApi(otaPaths.adminSendRfpOffers("alpenstay", rfp.id), { json: {} }),
      adminApi(otaPaths.adminCloseRfp("alpenstay", rfp.id), { json: {} }),
      adminApi(otaPaths.adminRfpOfferStatus("alpenstay", rfp.id, offerId), { json: { status: "LOST" } }),
      api(otaPaths.declineRfp("alpenstay", rfp.id), { json: { offerId } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // Another brand's operator cannot reach this tenant's enquiries; the guest key is no admin credential.
    expect((await adminApi(otaPaths.adminRfp("quartier", rfp.id), {}, "alpenstay")).status).toBe(404);
    expect((await adminApi(otaPaths.adminRfp("quartier", rfp.id), {}, "quartier")).status).toBe(200);
    expect((await api(otaPaths.adminRfp("quartier", rfp.id))).status).toBe(401);
    const list = rfpPageSchema.parse((await adminJson(otaPaths.adminRfps("alpenstay"))).body);
    expect(list.items.map((r) => r.id)).not.toContain(rfp.id);
  });
});
