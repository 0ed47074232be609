import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OTA_ERROR_STATUS, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { handleRequest } from "../index";
import { adminHeaders, api, bookingBody, daysFromToday, env, pickType } from "./test-env";

const from = daysFromToday(20);
const to = daysFromToday(23);
const validSearch = {
  ibeUid: "quartier",
  lat: 48.85341,
  long: 2.3488,
  radius: 5,
  from,
  to,
  guests: 2,
  currency: "EUR",
  language: "en",
};
const validRfp = {
  budget: { amount: 300_000, currency: "EUR" },
  from,
  to,
  guests: 2,
  place: { name: "Paris", lat: 48.85341, long: 2.3488 },
  contact: { name: "Grace Hopper", email: "grace@example.com" },
};
const A = "a-paris-0001-1";

type Case = {
  name: string;
  method?: "GET" | "POST";
  path: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
  /** Sent with the platform's admin token (an /api/admin endpoint). */
  admin?: true;
  code: string;
};

const cases: Case[] = [
  // find-offers
  { name: "find-offers: not JSON", path: otaPaths.findOffers(), body: "{nope", code: "invalid_json" },
  { name: "find-offers: no params", path: otaPaths.findOffers(), json: {}, code: "invalid_input" },
  {
    name: "find-offers: lat out of range",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, lat: 123 } },
    code: "invalid_input",
  },
  {
    name: "find-offers: radius as text",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, radius: "5" } },
    code: "invalid_input",
  },
  {
    name: "find-offers: bad date",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, from: "2026-02-30" } },
    code: "invalid_input",
  },
  {
    name: "find-offers: to before from",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, from: to, to: from } },
    code: "invalid_dates",
  },
  {
    name: "find-offers: past stay",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, from: daysFromToday(-10), to: daysFromToday(-8) } },
    code: "dates_in_past",
  },
  {
    name: "find-offers: zero guests",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, guests: 0 } },
    code: "invalid_input",
  },
  {
    name: "find-offers: bad currency",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, currency: "euro" } },
    code: "invalid_input",
  },
  {
    name: "find-offers: bad language",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, language: "fr" } },
    code: "invalid_input",
  },
  {
    name: "find-offers: limit too high",
    path: otaPaths.findOffers(),
    json: { params: validSearch, options: { limit: 100_000 } },
    code: "invalid_input",
  },
  {
    name: "find-offers: first page 0",
    path: otaPaths.findOffers(),
    json: { params: validSearch, options: { firstPage: { page: 0, pageSize: 10, address: "" } } },
    code: "invalid_input",
  },
  {
    name: "find-offers: first page size over 100",
    path: otaPaths.findOffers(),
    json: { params: validSearch, options: { firstPage: { page: 1, pageSize: 101 } } },
    code: "invalid_input",
  },
  {
    name: "find-offers: first page address too long",
    path: otaPaths.findOffers(),
    json: { params: validSearch, options: { firstPage: { address: "x".repeat(301) } } },
    code: "invalid_input",
  },
  {
    name: "find-offers: first page not an object",
    path: otaPaths.findOffers(),
    json: { params: validSearch, options: { firstPage: "1" } },
    code: "invalid_input",
  },
  {
    name: "find-offers: bad ibeUid",
    path: otaPaths.findOffers(),
    json: { params: { ...validSearch, ibeUid: "Not A Tenant!" } },
    code: "invalid_input",
  },
  { name: "search result: bad id", method: "GET", path: "/api/find-offers/not-a-search", code: "invalid_input" },
  // apartments
  {
    name: "apartment: bad language",
    method: "GET",
    path: `${otaPaths.apartment("quartier", A)}?language=xx`,
    code: "invalid_input",
  },
  { name: "apartment: bad id", method: "GET", path: otaPaths.apartment("quartier", "a b"), code: "invalid_input" },
  { name: "offers: no dates", method: "GET", path: otaPaths.apartmentOffers("quartier", A), code: "invalid_input" },
  {
    name: "offers: guests not a number",
    method: "GET",
    path: `${otaPaths.apartmentOffers("quartier", A)}?from=${from}&to=${to}&guests=two`,
    code: "invalid_input",
  },
  {
    name: "offers: reversed dates",
    method: "GET",
    path: `${otaPaths.apartmentOffers("quartier", A)}?from=${to}&to=${from}&guests=1`,
    code: "invalid_dates",
  },
  {
    name: "calendar: bad month",
    method: "GET",
    path: `${otaPaths.stayCalendar("quartier", A)}?month=next&months=1`,
    code: "invalid_input",
  },
  // bookings
  {
    name: "booking: no idempotency key",
    path: otaPaths.bookings("quartier"),
    json: {},
    code: "missing_idempotency_key",
  },
  {
    name: "booking: short idempotency key",
    path: otaPaths.bookings("quartier"),
    json: {},
    headers: { "Idempotency-Key": "abc" },
    code: "invalid_input",
  },
  {
    name: "booking: empty body",
    path: otaPaths.bookings("quartier"),
    json: {},
    headers: { "Idempotency-Key": "validation-0001" },
    code: "invalid_input",
  },
  {
    name: "booking: bad email",
    path: otaPaths.bookings("quartier"),
    json: {
      apartmentTypeId: A,
      ratePlanId: "x",
      from,
      to,
      guests: 1,
      guest: { firstName: "A", lastName: "B", email: "nope" },
      paymentMethod: "card",
    },
    headers: { "Idempotency-Key": "validation-0002" },
    code: "invalid_input",
  },
  {
    name: "booking: not JSON",
    path: otaPaths.bookings("quartier"),
    body: "<xml/>",
    headers: { "Idempotency-Key": "validation-0003" },
    code: "invalid_json",
  },
  {
    name: "bookings list: bad email",
    method: "GET",
    path: `${otaPaths.bookings("quartier")}?email=nope`,
    code: "invalid_input",
  },
  {
    name: "bookings list: neither e-mail nor user id",
    method: "GET",
    path: otaPaths.bookings("quartier"),
    code: "invalid_input",
  },
  {
    name: "bookings list: limit too high",
    method: "GET",
    path: `${otaPaths.bookings("quartier")}?email=a@example.com&limit=1000`,
    code: "invalid_input",
  },
  {
    name: "bookings list: bad status",
    method: "GET",
    path: `${otaPaths.bookings("quartier")}?status=lost`,
    code: "invalid_input",
  },
  {
    name: "admin bookings: bad ibeUid",
    method: "GET",
    path: `${otaPaths.allBookings()}?ibeUid=NOPE!`,
    admin: true,
    code: "invalid_input",
  },
  { name: "booking: bad id", method: "GET", path: otaPaths.booking("quartier", "bk 1"), code: "invalid_input" },
  {
    name: "cancel: body not an object",
    path: otaPaths.cancelBooking("quartier", "bk_1"),
    json: [1, 2],
    code: "invalid_input",
  },
  // RFPs
  { name: "rfp: empty body", path: otaPaths.rfps("quartier"), json: {}, code: "invalid_input" },
  {
    name: "rfp: negative budget",
    path: otaPaths.rfps("quartier"),
    json: { ...validRfp, budget: { amount: -1, currency: "EUR" } },
    code: "invalid_input",
  },
  {
    name: "rfp: fractional budget",
    path: otaPaths.rfps("quartier"),
    json: { ...validRfp, budget: { amount: 10.5, currency: "EUR" } },
    code: "invalid_input",
  },
  {
    name: "rfp: reversed dates",
    path: otaPaths.rfps("quartier"),
    json: { ...validRfp, from: to, to: from },
    code: "invalid_dates",
  },
  { name: "rfp list: bad limit", method: "GET", path: `${otaPaths.rfps("quartier")}?limit=0`, code: "invalid_input" },
  {
    name: "rfp offer: bad price",
    path: otaPaths.adminRfpOffers("quartier", "rfp_1"),
    admin: true,
    json: { apartmentTypeId: A, price: { amount: "1", currency: "EUR" } },
    code: "invalid_input",
  },
  {
    name: "rfp offer status: unknown status",
    path: otaPaths.adminRfpOfferStatus("quartier", "rfp_1", "rfo_1"),
    admin: true,
    json: { status: "WON" },
    code: "invalid_input",
  },
  {
    name: "rfp offer status: BOOKED by hand",
    path: otaPaths.adminRfpOfferStatus("quartier", "rfp_1", "rfo_1"),
    admin: true,
    json: { status: "BOOKED" },
    code: "invalid_input",
  },
  // contact
  {
    name: "contact: empty message",
    path: otaPaths.contactMessages("quartier"),
    json: { name: "A", email: "a@example.com", subject: "Hi", message: "" },
    code: "invalid_input",
  },
  {
    name: "contact: bad email",
    path: otaPaths.contactMessages("quartier"),
    json: { name: "A", email: "a", subject: "Hi", message: "Hi" },
    code: "invalid_input",
  },
  {
    name: "contact: no subject",
    path: otaPaths.contactMessages("quartier"),
    json: { name: "A", email: "a@example.com", message: "Hi" },
    code: "invalid_input",
  },
  {
    name: "contact inbox: unknown status",
    method: "GET",
    path: `${otaPaths.adminContactMessages("quartier")}?status=${"spam"}`,
    admin: true,
    code: "invalid_input",
  },
  {
    name: "contact inbox: page 0",
    method: "GET",
    path: `${otaPaths.adminContactMessages("quartier")}?page=0`,
    admin: true,
    code: "invalid_input",
  },
  {
    name: "contact answer: empty",
    path: otaPaths.adminContactMessageAnswer("quartier", "msg_1"),
    admin: true,
    json: { answer: " ", answeredBy: "ops@example.com" },
    code: "invalid_input",
  },
];

describe("bad input answers 400 with a machine-readable code on every endpoint", () => {
  it.each(cases)("$name -> $code", async ({ method, path, json, body, headers, admin, code }) => {
    const init: RequestInit & { json?: unknown } = {
      method: method ?? "POST",
      headers: { ...headers, ...(admin ? await adminHeaders() : {}) },
    };
    if (json !== undefined) init.json = json;
    if (body !== undefined) init.body = body;
    const res = await api(path, init);
    const parsed = otaErrorBodySchema.parse(await res.json());
    expect(parsed.error.code).toBe(code);
    expect(res.status).toBe(OTA_ERROR_STATUS[parsed.error.code]);
    expect(res.status).toBe(400);
    if (code === "invalid_input") expect(parsed.error.issues?.length).toBeGreaterThan(0);
  });
});

describe("unknown ids answer 404", () => {
  it.each([
    {
      name: "tenant on find-offers",
      method: "POST",
      path: otaPaths.findOffers(),
      json: { params: { ...validSearch, ibeUid: "nobody" } },
      code: "unknown_tenant",
    },
    { name: "tenant on apartments", method: "GET", path: otaPaths.apartment("nobody", A), code: "unknown_tenant" },
    { name: "apartment", method: "GET", path: otaPaths.apartment("quartier", "a-nowhere-0001-1"), code: "not_found" },
    {
      name: "apartment offers",
      method: "GET",
      path: `${otaPaths.apartmentOffers("quartier", "a-nowhere-0001-1")}?from=${from}&to=${to}&guests=1`,
      code: "not_found",
    },
    {
      name: "calendar",
      method: "GET",
      path: `${otaPaths.stayCalendar("quartier", "a-nowhere-0001-1")}?month=${from.slice(0, 7)}&months=1`,
      code: "not_found",
    },
    { name: "booking", method: "GET", path: otaPaths.booking("quartier", "bk_unknown"), code: "not_found" },
    {
      name: "cancel",
      method: "POST",
      path: otaPaths.cancelBooking("quartier", "bk_unknown"),
      json: {},
      code: "not_found",
    },
    { name: "rfp", method: "GET", path: otaPaths.rfp("quartier", "rfp_unknown"), code: "not_found" },
    {
      name: "rfp offer on unknown rfp",
      method: "POST",
      path: otaPaths.adminRfpOffers("quartier", "rfp_unknown"),
      admin: true,
      json: { apartmentTypeId: A, price: { amount: 1, currency: "EUR" } },
      code: "not_found",
    },
    {
      name: "rfp offer status",
      method: "POST",
      path: otaPaths.adminRfpOfferStatus("quartier", "rfp_unknown", "rfo_unknown"),
      admin: true,
      json: { status: "LOST" },
      code: "not_found",
    },
    {
      name: "find-offers with an unknown rfp",
      method: "POST",
      path: otaPaths.findOffers(),
      json: { params: { ...validSearch, rfpId: "rfp_unknown" } },
      code: "not_found",
    },
    { name: "endpoint", method: "GET", path: "/api/nothing-here", code: "not_found" },
  ] as { name: string; method: string; path: string; json?: unknown; admin?: true; code: string }[])(
    "$name -> $code",
    async ({ method, path, json, admin, code }) => {
      const init: RequestInit & { json?: unknown } = { method, headers: admin ? await adminHeaders() : {} };
      if (json !== undefined) init.json = json;
      const res = await api(path, init);
      expect(res.status).toBe(404);
      expect(otaErrorBodySchema.parse(await res.json()).error.code).toBe(code);
    },
  );

  it("booking an unknown apartment or rate plan answers 404", async () => {
    const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay = 1", "quartier", from, to);
    const unknownApartment = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { apartmentTypeId: "a-nowhere-0001-1" }),
      headers: { "Idempotency-Key": "validation-unknown-apartment" },
    });
    expect(unknownApartment.status).toBe(404);
    const unknownPlan = await api(otaPaths.bookings("quartier"), {
      json: bookingBody(type, from, to, { ratePlanId: "no-such-plan" }),
      headers: { "Idempotency-Key": "validation-unknown-plan" },
    });
    expect(unknownPlan.status).toBe(404);
  });

  it("a wrong method answers 405", async () => {
    const res = await api(otaPaths.findOffers(), { method: "GET" });
    expect(res.status).toBe(405);
    expect(otaErrorBodySchema.parse(await res.json()).error.code).toBe("method_not_allowed");
  });
});

describe("API key", () => {
  it("is required on /api when the Worker is configured with one", async () => {
    const keyed = { ...env, OTA_API_KEY: "test-key-0123456789" };
    const call = (key?: string) =>
      handleRequest(
        new Request(`https://inventory.internal${otaPaths.apartment("quartier", A)}`, {
          headers: key ? { "X-Api-Key": key } : {},
        }),
        keyed,
        createExecutionContext(),
      );
    const missing = await call();
    expect(missing.status).toBe(401);
    expect(otaErrorBodySchema.parse(await missing.json()).error.code).toBe("unauthorized");
    expect((await call("wrong-key")).status).toBe(401);
    expect((await call("test-key-0123456789")).status).not.toBe(401);
    const image = await handleRequest(
      new Request("https://inventory.internal/images/apt-x-1.svg"),
      keyed,
      createExecutionContext(),
    );
    expect(image.status).toBe(200);
  });
});
