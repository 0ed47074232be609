import { describe, expect, it } from "vitest";
import { customerBookingsSchema, customerProfileSchema, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

/** Subjects as identity providers make them: opaque, sometimes with `|`, `/` or `@`. */
const ADA = "auth0|ada/42";
const GRACE = "grace@idp";

async function book(ibeUid: string, key: string, userId: string | undefined, from: string, to: string, offset = 0) {
  const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3", ibeUid, from, to, offset);
  const res = await apiJson<{ id: string; reference: string; price: { total: number }; currency: string }>(
    otaPaths.bookings(ibeUid),
    {
      json: bookingBody(type, from, to, userId ? { userId } : {}),
      headers: { "Idempotency-Key": key },
    },
  );
  expect(res.status).toBe(201);
  return res.body;
}

async function myBookings(ibeUid: string, subject: string, language = "en") {
  const res = await apiJson(`${otaPaths.customerBookings(ibeUid, subject)}?language=${language}`);
  expect(res.status).toBe(200);
  return customerBookingsSchema.parse(res.body);
}

const errorOf = (body: unknown) => otaErrorBodySchema.parse(body).error;

describe("a customer's bookings", () => {
  it("lists the bookings made with the subject, upcoming and past, in the listings field", async () => {
    const soon = await book("quartier", "customer-soon-0001", ADA, daysFromToday(300), daysFromToday(303));
    const later = await book("quartier", "customer-later-0001", ADA, daysFromToday(320), daysFromToday(323));
    const over = await book("quartier", "customer-over-0001", ADA, daysFromToday(340), daysFromToday(343));
    // Time passes for one of them: it was a stay last month.
    await env.INVENTORY_DB.prepare("UPDATE bookings SET from_date = ?1, to_date = ?2 WHERE id = ?3")
      .bind(daysFromToday(-40), daysFromToday(-37), over.id)
      .run();

    const mine = await myBookings("quartier", ADA);
    expect(mine.today).toBe(daysFromToday(0));
    expect(mine.listings.upcoming.map((b) => b.reference)).toEqual([soon.reference, later.reference]);
    expect(mine.listings.past.map((b) => b.reference)).toEqual([over.reference]);
    expect(mine.listings.upcoming[0]).toMatchObject({
      id: soon.id,
      status: "confirmed",
      from: daysFromToday(300),
      to: daysFromToday(303),
      total: soon.price.total,
      currency: soon.currency,
    });
    expect(mine.listings.upcoming[0]!.apartmentName).not.toBe("");
  });

  it("lists a booking of two apartments once, with how many it holds and the whole booking's total", async () => {
    const [from, to] = [daysFromToday(360), daysFromToday(363)];
    const where = "t.booking_mode = 'Direct' AND t.min_stay <= 3";
    const first = await pickType(where, "quartier", from, to);
    const second = await pickType(where, "quartier", from, to, 1);
    const res = await apiJson<{ id: string; total: { amount: number } }>(otaPaths.bookings("quartier"), {
      json: bookingBody(first, from, to, {
        userId: "several|ada",
        additionalItems: [
          { apartmentTypeId: second.id, ratePlanId: bookingBody(second, from, to).ratePlanId, guests: 1 },
        ],
      }),
      headers: { "Idempotency-Key": "customer-several-0001" },
    });
    expect(res.status).toBe(201);
    const mine = await myBookings("quartier", "several|ada");
    expect(mine.listings.upcoming).toHaveLength(1);
    expect(mine.listings.upcoming[0]).toMatchObject({ id: res.body.id, apartments: 2, total: res.body.total.amount });
  });

  it("names the apartment in the requested language", async () => {
    const [en, de] = await Promise.all([myBookings("quartier", ADA, "en"), myBookings("quartier", ADA, "de")]);
    expect(en.listings.upcoming.length).toBeGreaterThan(0);
    expect(de.listings.upcoming.map((b) => b.id)).toEqual(en.listings.upcoming.map((b) => b.id));
    expect(de.listings.upcoming[0]!.apartmentName).not.toBe(en.listings.upcoming[0]!.apartmentName);
  });

  it("shows nobody else's bookings: not another subject's, not the same subject's at another tenant, not anonymous ones", async () => {
    const grace = await book("quartier", "customer-grace-0001", GRACE, daysFromToday(305), daysFromToday(307), 1);
    const anonymous = await book(
      "quartier",
      "customer-anon-0001",
      undefined,
      daysFromToday(306),
      daysFromToday(308),
      2,
    );
    const elsewhere = await book("alpenstay", "customer-alps-0001", ADA, daysFromToday(310), daysFromToday(312));

    const ids = (list: Awaited<ReturnType<typeof myBookings>>) => [
      ...list.listings.upcoming.map((b) => b.id),
      ...list.listings.past.map((b) => b.id),
    ];
    const adaHere = ids(await myBookings("quartier", ADA));
    expect(adaHere).not.toContain(grace.id);
    expect(adaHere).not.toContain(anonymous.id);
    expect(adaHere).not.toContain(elsewhere.id);
    expect(ids(await myBookings("quartier", GRACE))).toEqual([grace.id]);
    expect(ids(await myBookings("alpenstay", ADA))).toEqual([elsewhere.id]);
    expect(ids(await myBookings("citynest", ADA))).toEqual([]);
  });

  it.each([
    ["an unknown tenant", otaPaths.customerBookings("nowhere", ADA), 404, "unknown_tenant"],
    [
      "a subject longer than 255 characters",
      otaPaths.customerBookings("quartier", "x".repeat(256)),
      400,
      "invalid_input",
    ],
    ["a control character in the subject", otaPaths.customerBookings("quartier", "ada\u0000"), 400, "invalid_input"],
    ["an unknown language", `${otaPaths.customerBookings("quartier", ADA)}?language=fr`, 400, "invalid_input"],
  ])("answers %s with %i", async (_what, path, status, code) => {
    const res = await apiJson(path);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
  });
});

describe("a customer's profile (updateMyself)", () => {
  const subject = "profile|ada";
  const put = (ibeUid: string, who: string, body: unknown) =>
    apiJson(otaPaths.customerProfile(ibeUid, who), { method: "PUT", json: body });
  const get = async (ibeUid: string, who: string) => {
    const res = await apiJson(otaPaths.customerProfile(ibeUid, who));
    expect(res.status).toBe(200);
    return customerProfileSchema.parse(res.body);
  };

  it("is null before the first save, then answers what was saved, normalised by the shared schema", async () => {
    expect(await get("quartier", subject)).toEqual({ profile: null, updatedAt: null });
    const saved = await put("quartier", subject, {
      firstName: "  Ada ",
      lastName: "Lovelace",
      phone: "+44 20 7946 0018",
      company: "Analytical Engines",
      billingStreet: "12 St James's Square",
      billingPostcode: "SW1Y 4LB",
      billingCity: "London",
      billingCountry: "gb",
      preferredLanguage: "de",
      preferredCurrency: "chf",
    });
    expect(saved.status).toBe(200);
    const expected = {
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+44 20 7946 0018",
      company: "Analytical Engines",
      billingStreet: "12 St James's Square",
      billingPostcode: "SW1Y 4LB",
      billingCity: "London",
      billingCountry: "GB",
      preferredLanguage: "de",
      preferredCurrency: "CHF",
    };
    expect(customerProfileSchema.parse(saved.body).profile).toEqual(expected);
    const read = await get("quartier", subject);
    expect(read.profile).toEqual(expected);
    expect(read.updatedAt).not.toBeNull();
  });

  it("replaces the whole profile: a field left out is cleared", async () => {
    await put("quartier", subject, { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0018" });
    expect((await get("quartier", subject)).profile).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+44 20 7946 0018",
    });
  });

  it("keeps tenants and subjects apart", async () => {
    await put("quartier", subject, { firstName: "Ada", lastName: "Quartier" });
    await put("alpenstay", subject, { firstName: "Ada", lastName: "Alpenstay" });
    expect((await get("quartier", subject)).profile?.lastName).toBe("Quartier");
    expect((await get("alpenstay", subject)).profile?.lastName).toBe("Alpenstay");
    expect((await get("citynest", subject)).profile).toBeNull();
    expect((await get("quartier", `${subject}-other`)).profile).toBeNull();
  });

  it.each([
    ["no name", { phone: "+49 30 1234567" }, ["body.firstName", "body.lastName"]],
    ["a phone number that is none", { firstName: "A", lastName: "B", phone: "call me" }, ["body.phone"]],
    [
      "half a billing address",
      { firstName: "A", lastName: "B", billingStreet: "Main St 1", billingCountry: "DE" },
      ["body.billingPostcode", "body.billingCity"],
    ],
    [
      "an unknown country",
      {
        firstName: "A",
        lastName: "B",
        billingStreet: "Main St 1",
        billingPostcode: "12345",
        billingCity: "Town",
        billingCountry: "XX",
      },
      ["body.billingCountry"],
    ],
    [
      "a language the product lacks",
      { firstName: "A", lastName: "B", preferredLanguage: "fr" },
      ["body.preferredLanguage"],
    ],
    [
      "a currency that is no code",
      { firstName: "A", lastName: "B", preferredCurrency: "EURO" },
      ["body.preferredCurrency"],
    ],
    ["a name too long", { firstName: "A".repeat(101), lastName: "B" }, ["body.firstName"]],
    ["a company code that cannot be one", { firstName: "A", lastName: "B", companyCode: "A!" }, ["body.companyCode"]],
  ])("refuses %s with 400 invalid_input naming the fields", async (_what, body, paths) => {
    const before = await get("quartier", "profile|refused");
    const res = await put("quartier", "profile|refused", body);
    expect(res.status).toBe(400);
    const error = errorOf(res.body);
    expect(error.code).toBe("invalid_input");
    expect(error.issues?.map((i) => i.path).sort()).toEqual([...paths].sort());
    expect(await get("quartier", "profile|refused")).toEqual(before);
  });

  it("keeps a company code of the tenant's, upper case", async () => {
    const saved = await put("quartier", "profile|acme", { firstName: "Ada", lastName: "B", companyCode: " acme " });
    expect(saved.status).toBe(200);
    expect((await get("quartier", "profile|acme")).profile?.companyCode).toBe("ACME");
  });

  it.each([
    ["an unknown code", "NOPE-123", "unknown"],
    ["an expired code", "ACME-OLD", "expired"],
    ["another tenant's code", "BERGWERK", "unknown"],
  ])(
    "refuses %s with 422 company_code_invalid and its status, keeping what was stored",
    async (_what, code, status) => {
      const before = await get("quartier", "profile|refused");
      const res = await put("quartier", "profile|refused", { firstName: "A", lastName: "B", companyCode: code });
      expect(res.status).toBe(422);
      const error = errorOf(res.body);
      expect(error.code).toBe("company_code_invalid");
      expect(error.details).toEqual({ status });
      expect(await get("quartier", "profile|refused")).toEqual(before);
    },
  );

  it("refuses a body that is not JSON, and an unknown tenant", async () => {
    const bad = await api(otaPaths.customerProfile("quartier", subject), {
      method: "PUT",
      body: "{nope",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(await bad.json()).code).toBe("invalid_json");
    const unknown = await put("nowhere", subject, { firstName: "A", lastName: "B" });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).code).toBe("unknown_tenant");
  });

  it("answers 405 for a method the profile has not", async () => {
    const res = await api(otaPaths.customerProfile("quartier", subject), { method: "DELETE" });
    expect(res.status).toBe(405);
  });
});
