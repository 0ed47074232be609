import { describe, expect, it } from "vitest";
import { apartmentOffersSchema, bookingSchema, otaErrorBodySchema } from "../../../shared/ota";
import { adminCompanyCodeSchema, adminCompanyCodesSchema, companyLookupSchema } from "../../../shared/ota/company-code";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, pickType } from "./test-env";

/** Company codes: per tenant, checked for the stay's arrival, priced as an extra rate, booked at that price. */

async function admin<T>(ibeUid: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = await adminHeaders({ tenant: ibeUid });
  return apiJson<T>(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
}

async function lookup(ibeUid: string, code: string, arrival?: string) {
  const res = await apiJson(`${otaPaths.companyCode(ibeUid, code)}${arrival ? `?arrival=${arrival}` : ""}`);
  expect(res.status).toBe(200);
  return companyLookupSchema.parse(res.body);
}

async function offersFor(ibeUid: string, typeId: string, from: string, to: string, companyCode?: string) {
  const query = new URLSearchParams({ from, to, guests: "1", ...(companyCode ? { companyCode } : {}) });
  const res = await apiJson(`${otaPaths.apartmentOffers(ibeUid, typeId)}?${query}`);
  expect(res.status).toBe(200);
  return apartmentOffersSchema.parse(res.body);
}

describe("looking a company code up", () => {
  it.each([
    { why: "the tenant's demo code, typed in lower case", ibeUid: "quartier", code: "acme", status: "valid" },
    { why: "an unknown code", ibeUid: "quartier", code: "NOPE-123", status: "unknown" },
    { why: "a malformed code", ibeUid: "quartier", code: "a b!", status: "unknown" },
    { why: "the tenant's expired code", ibeUid: "quartier", code: "ACME-OLD", status: "expired" },
    { why: "another tenant's code is unknown", ibeUid: "alpenstay", code: "ACME", status: "unknown" },
    { why: "that tenant's own code", ibeUid: "alpenstay", code: "BERGWERK", status: "valid" },
  ])("$why: $status", async ({ ibeUid, code, status }) => {
    const found = await lookup(ibeUid, code);
    expect(found.status).toBe(status);
    expect(found.terms === null).toBe(status !== "valid");
  });

  it("names the company's billing details and payments when valid", async () => {
    const found = await lookup("quartier", "ACME");
    expect(found.terms).toMatchObject({
      code: "ACME",
      billing: { companyName: "Acme Consulting GmbH", vatId: "DE123456789", costCentre: "KS-4711", country: "DE" },
      invoice: true,
      airplus: true,
    });
  });

  it("is expired for an arrival after its last day", async () => {
    const found = await lookup("quartier", "ACME", daysFromToday(5 * 365));
    expect(found.status).toBe("expired");
  });
});

describe("offers with a company code", () => {
  const from = daysFromToday(40);
  const to = daysFromToday(43);

  it("adds the company's rate beside the public ones, 15% below the flexible rate", async () => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "quartier", from, to);
    const plain = await offersFor("quartier", type.id, from, to);
    const withCode = await offersFor("quartier", type.id, from, to, "ACME");
    expect(plain.company).toBeUndefined();
    expect(withCode.company?.status).toBe("valid");
    expect(withCode.offers).toHaveLength(plain.offers.length + 1);
    const company = withCode.offers.find((offer) => offer.ratePlan.companyCode === "ACME");
    const flexible = plain.offers.find((offer) => offer.ratePlan.code === "FLEX");
    expect(company?.ratePlan.name).toBe("Acme Consulting GmbH");
    expect(company?.ratePlan.cancellationPolicy).toEqual(flexible?.ratePlan.cancellationPolicy);
    const fees = (flexible?.price.total ?? 0) - (flexible?.price.accommodation ?? 0);
    expect(company?.price.accommodation).toBeLessThan(flexible?.price.accommodation ?? 0);
    expect(company?.price.total).toBeLessThanOrEqual((company?.price.accommodation ?? 0) + fees);
  });

  it.each([
    { why: "unknown", code: "NOPE-123", status: "unknown" },
    { why: "expired", code: "ACME-OLD", status: "expired" },
    { why: "another tenant's", code: "BERGWERK", status: "unknown" },
  ])("an $why code: the public rates only, and the status", async ({ code, status }) => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", "quartier", from, to);
    const offers = await offersFor("quartier", type.id, from, to, code);
    expect(offers.company).toEqual({ status, terms: null });
    expect(offers.offers.some((offer) => offer.ratePlan.companyCode)).toBe(false);
  });
});

describe("booking at the company rate", () => {
  const from = daysFromToday(60);
  const to = daysFromToday(63);

  async function companyOffer(ibeUid: string, code: string) {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", ibeUid, from, to, 3);
    const offers = await offersFor(ibeUid, type.id, from, to, code);
    const offer = offers.offers.find((o) => o.ratePlan.companyCode === code);
    if (!offer) throw new Error("no company offer");
    return { type, offer };
  }

  it("books at the price the inventory computes, records the code, and pays by invoice", async () => {
    const { type, offer } = await companyOffer("quartier", "ACME");
    const res = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, {
        ratePlanId: offer.ratePlan.id,
        companyCode: "acme",
        paymentMethod: "invoice",
        expectedTotal: { amount: offer.price.total, currency: offer.price.currency },
      }),
      headers: { "Idempotency-Key": "company-rate-booking-1" },
    });
    expect(res.status).toBe(201);
    const booking = bookingSchema.parse(await res.json());
    expect(booking.price.total).toBe(offer.price.total);
    expect(booking.ratePlanId).toBe(offer.ratePlan.id);
    expect(booking.companyCode).toBe("ACME");
    expect(booking.paymentMethod).toBe("invoice");
  });

  it("refuses a total that is not the company rate's (409 price_changed)", async () => {
    const { type, offer } = await companyOffer("quartier", "ACME");
    const res = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, {
        ratePlanId: offer.ratePlan.id,
        companyCode: "ACME",
        expectedTotal: { amount: offer.price.total - 100, currency: offer.price.currency },
      }),
      headers: { "Idempotency-Key": "company-rate-booking-2" },
    });
    expect(res.status).toBe(409);
    expect(otaErrorBodySchema.parse(await res.json()).error.code).toBe("price_changed");
  });

  it.each([
    { why: "without the code", companyCode: undefined, status: 404, code: "not_found" },
    { why: "with an expired code", companyCode: "ACME-OLD", status: 422, code: "company_code_invalid" },
    { why: "with another tenant's code", companyCode: "BERGWERK", status: 422, code: "company_code_invalid" },
  ])("refuses the company's plan $why", async ({ companyCode, status, code }) => {
    const { type, offer } = await companyOffer("quartier", "ACME");
    const res = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { ratePlanId: offer.ratePlan.id, ...(companyCode ? { companyCode } : {}) }),
      headers: { "Idempotency-Key": `company-rate-refused-${code}-${companyCode ?? "none"}` },
    });
    expect(res.status).toBe(status);
    expect(otaErrorBodySchema.parse(await res.json()).error.code).toBe(code);
  });

  it("refuses invoice when the company does not allow it (City Nest's demo company pays by AirPlus)", async () => {
    const { type, offer } = await companyOffer("citynest", "URBANCO");
    const res = await api(otaPaths.bookings("citynest"), {
      json: bookingBody(type, from, to, {
        ratePlanId: offer.ratePlan.id,
        companyCode: "URBANCO",
        paymentMethod: "invoice",
      }),
      headers: { "Idempotency-Key": "company-rate-no-invoice" },
    });
    expect(res.status).toBe(422);
    expect(otaErrorBodySchema.parse(await res.json()).error.code).toBe("payment_method_not_allowed");
  });
});

describe("managing company codes (admin token)", () => {
  it("creates a code with a fixed rate for an apartment type, edits its validity and deactivates it", async () => {
    const from = daysFromToday(20);
    const to = daysFromToday(22);
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 2", "harbourlofts", from, to);
    const created = await admin("harbourlofts", otaPaths.adminCompanyCodes("harbourlofts"), {
      json: {
        code: "Globex-1",
        billing: { companyName: "Globex Ltd", city: "London", country: "gb" },
        validFrom: daysFromToday(0),
        validUntil: daysFromToday(30),
        invoice: true,
        plans: [{ scope: { kind: "apartmentType", id: type.id }, rate: { kind: "fixedNightly", amount: 7_700 } }],
      },
    });
    expect(created.status).toBe(201);
    const code = adminCompanyCodeSchema.parse(created.body);
    expect(code).toMatchObject({ code: "GLOBEX-1", status: "valid", active: true, invoice: true, airplus: false });

    const offers = await offersFor("harbourlofts", type.id, from, to, "globex-1");
    const negotiated = offers.offers.find((o) => o.ratePlan.companyCode === "GLOBEX-1");
    expect(negotiated?.price.accommodation).toBe(2 * 7_700);

    const again = await admin("harbourlofts", otaPaths.adminCompanyCodes("harbourlofts"), {
      json: { ...code, code: "globex-1", plans: [{ scope: { kind: "all" }, rate: { kind: "percent", percent: 5 } }] },
    });
    expect(again.status).toBe(400);

    const shortened = await admin("harbourlofts", otaPaths.adminCompanyCode("harbourlofts", code.id), {
      method: "PUT",
      json: { validFrom: daysFromToday(0), validUntil: daysFromToday(10), active: true, invoice: true, airplus: false },
    });
    expect(shortened.status).toBe(200);
    expect((await lookup("harbourlofts", "GLOBEX-1", from)).status).toBe("expired");

    const off = await admin("harbourlofts", otaPaths.adminCompanyCode("harbourlofts", code.id), {
      method: "PUT",
      json: {
        validFrom: daysFromToday(0),
        validUntil: daysFromToday(30),
        active: false,
        invoice: true,
        airplus: false,
      },
    });
    expect(adminCompanyCodeSchema.parse(off.body).status).toBe("inactive");
    expect((await lookup("harbourlofts", "GLOBEX-1")).status).toBe("inactive");

    const listed = adminCompanyCodesSchema.parse(
      (await admin("harbourlofts", otaPaths.adminCompanyCodes("harbourlofts"))).body,
    );
    expect(listed.items.map((item) => item.code)).toContain("GLOBEX-1");
  });

  it("edits a code's plans: a listed plan keeps its id, a new one is added, an unlisted one removed", async () => {
    const from = daysFromToday(20);
    const to = daysFromToday(22);
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 2", "citynest", from, to);
    const base = { validFrom: daysFromToday(0), validUntil: daysFromToday(30), invoice: false, airplus: false };
    const created = adminCompanyCodeSchema.parse(
      (
        await admin("citynest", otaPaths.adminCompanyCodes("citynest"), {
          json: {
            ...base,
            code: "PLANS-EDIT",
            billing: { companyName: "Plans Edit" },
            plans: [
              { scope: { kind: "all" }, rate: { kind: "percent", percent: 5 } },
              { scope: { kind: "property", id: type.property_id }, rate: { kind: "percent", percent: 10 } },
            ],
          },
        })
      ).body,
    );
    const [all, property] = created.plans;
    const other = adminCompanyCodeSchema.parse(
      (
        await admin("citynest", otaPaths.adminCompanyCodes("citynest"), {
          json: {
            ...base,
            code: "PLANS-OTHER",
            billing: { companyName: "Other" },
            plans: [{ scope: { kind: "all" }, rate: { kind: "percent", percent: 3 } }],
          },
        })
      ).body,
    );
    const otherPlanId = other.plans[0]?.id;

    const res = await admin("citynest", otaPaths.adminCompanyCode("citynest", created.id), {
      method: "PUT",
      json: {
        ...base,
        active: true,
        plans: [
          {
            id: property?.id,
            scope: { kind: "property", id: type.property_id },
            rate: { kind: "percent", percent: 20 },
          },
          { scope: { kind: "apartmentType", id: type.id }, rate: { kind: "fixedNightly", amount: 6_100 } },
          { id: otherPlanId, scope: { kind: "all" }, rate: { kind: "percent", percent: 7 } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const edited = adminCompanyCodeSchema.parse(res.body);
    expect(edited.plans.map((plan) => plan.rate)).toEqual([
      { kind: "percent", percent: 20 },
      { kind: "fixedNightly", amount: 6_100 },
      { kind: "percent", percent: 7 },
    ]);
    expect(edited.plans[0]?.id).toBe(property?.id);
    expect(edited.plans.map((plan) => plan.id)).not.toContain(all?.id);
    expect(edited.plans.map((plan) => plan.id)).not.toContain(otherPlanId);
    const untouched = adminCompanyCodeSchema.parse(
      (await admin("citynest", otaPaths.adminCompanyCode("citynest", other.id))).body,
    );
    expect(untouched.plans).toEqual(other.plans);

    const offers = await offersFor("citynest", type.id, from, to, "PLANS-EDIT");
    const negotiated = offers.offers.find((o) => o.ratePlan.companyCode === "PLANS-EDIT");
    expect(negotiated?.price.accommodation).toBe(2 * 6_100);

    const foreign = await admin("citynest", otaPaths.adminCompanyCode("citynest", created.id), {
      method: "PUT",
      json: {
        ...base,
        active: true,
        plans: [{ scope: { kind: "property", id: "p-nowhere" }, rate: { kind: "percent", percent: 5 } }],
      },
    });
    expect(foreign.status).toBe(400);
    const empty = await admin("citynest", otaPaths.adminCompanyCode("citynest", created.id), {
      method: "PUT",
      json: { ...base, active: true, plans: [] },
    });
    expect(empty.status).toBe(400);
  });

  it("keeps tenants apart: another tenant's token and another tenant's code are 404", async () => {
    const list = await apiJson(otaPaths.adminCompanyCodes("quartier"), {
      headers: await adminHeaders({ tenant: "alpenstay" }),
    });
    expect(list.status).toBe(404);
    const other = await admin("alpenstay", otaPaths.adminCompanyCode("alpenstay", "cc_demo_quartier"));
    expect(other.status).toBe(404);
    const noToken = await apiJson(otaPaths.adminCompanyCodes("quartier"));
    expect(noToken.status).toBe(401);
  });

  it("refuses a fixed rate for every apartment, and a validity that ends before it starts (400)", async () => {
    const row = await apiJson(otaPaths.adminCompanyCodes("citynest"), {
      headers: await adminHeaders({ tenant: "citynest" }),
      json: {
        code: "BAD-SCOPE",
        billing: { companyName: "Bad Scope" },
        validFrom: daysFromToday(0),
        validUntil: daysFromToday(3),
        plans: [{ scope: { kind: "all" }, rate: { kind: "fixedNightly", amount: 100 } }],
      },
    });
    expect(row.status).toBe(400);
    const backwards = await apiJson(otaPaths.adminCompanyCodes("citynest"), {
      headers: await adminHeaders({ tenant: "citynest" }),
      json: {
        code: "BACKWARDS",
        billing: { companyName: "Backwards" },
        validFrom: daysFromToday(3),
        validUntil: daysFromToday(0),
        plans: [{ scope: { kind: "all" }, rate: { kind: "percent", percent: 5 } }],
      },
    });
    expect(backwards.status).toBe(400);
  });
});
