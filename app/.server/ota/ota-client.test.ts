import { describe, expect, it } from "vitest";
import { fakeFetcher, hanging, jsonResponse } from "../http/fake-fetcher.test-support";
import { resolveUrl } from "../http/upstream-http.server";
import { createOtaClient, type OtaClientOptions } from "./ota-client.server";

const json = jsonResponse;

function client(fetcher: OtaClientOptions["fetcher"], extra: Partial<OtaClientOptions> = {}) {
  return createOtaClient({
    fetcher,
    baseUrl: "https://inventory.internal",
    retryDelayMs: 0,
    sleep: async () => {},
    ...extra,
  });
}

const findOffersRequest = {
  params: {
    ibeUid: "quartier",
    lat: 52.52,
    long: 13.4,
    radius: 10,
    from: "2026-06-01",
    to: "2026-06-04",
    guests: 2,
    currency: "EUR",
    language: "en" as const,
  },
};
const okFound = { redirectLocation: "/api/find-offers/abc", offers: 0, expiresAt: "2026-06-01T10:00:00.000Z" };

describe("createOtaClient", () => {
  it("validates a good answer and posts the contract's body", async () => {
    const fake = fakeFetcher([() => json(okFound)]);
    const result = await client(fake.fetcher, { apiKey: "secret" }).findOffers(findOffersRequest);
    expect(result).toEqual({ ok: true, data: okFound, status: 200 });
    expect(fake.calls[0]!.url).toBe("https://inventory.internal/api/find-offers");
    expect(fake.calls[0]!.init?.method).toBe("POST");
    expect(JSON.parse(String(fake.calls[0]!.init?.body))).toEqual({ pageProps: {}, options: {}, ...findOffersRequest });
    expect(new Headers(fake.calls[0]!.init?.headers).get("X-Api-Key")).toBe("secret");
  });

  it("retries find-offers twice (three attempts) and then succeeds", async () => {
    const fake = fakeFetcher([
      () => json({}, 503, "Service Unavailable"),
      () => Promise.reject(new TypeError("fetch failed")),
      () => json(okFound),
    ]);
    const result = await client(fake.fetcher).findOffers(findOffersRequest);
    expect(result.ok).toBe(true);
    expect(fake.calls).toHaveLength(3);
  });

  it("gives up after three attempts with the upstream's status and status text", async () => {
    const fake = fakeFetcher([() => json({ error: { code: "internal_error", message: "boom" } }, 502, "Bad Gateway")]);
    const result = await client(fake.fetcher).findOffers(findOffersRequest);
    expect(fake.calls).toHaveLength(3);
    expect(result).toEqual({
      ok: false,
      status: 502,
      statusText: "Bad Gateway",
      code: "internal_error",
      message: "boom",
    });
  });

  it("does not retry a 4xx and carries the OTA's error code", async () => {
    const fake = fakeFetcher([
      () =>
        json(
          {
            error: { code: "invalid_input", message: "Invalid body", issues: [{ path: "body.params", message: "x" }] },
          },
          400,
        ),
    ]);
    const result = await client(fake.fetcher).findOffers(findOffersRequest);
    expect(fake.calls).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, status: 400, statusText: "Bad Request", code: "invalid_input" });
  });

  it("answers 500 on network errors", async () => {
    const fake = fakeFetcher([() => Promise.reject(new TypeError("connection refused"))]);
    const result = await client(fake.fetcher).getBooking("quartier", "bk_1");
    expect(fake.calls).toHaveLength(3);
    expect(result).toMatchObject({ ok: false, status: 500, statusText: "Network Error", code: "network_error" });
  });

  it("times out each attempt and answers 500", async () => {
    const fake = fakeFetcher([hanging]);
    const result = await client(fake.fetcher, { timeoutMs: 30 }).getApartmentById("quartier", "a-1", "en");
    expect(result).toMatchObject({ ok: false, status: 500, code: "timeout" });
    expect(fake.calls).toHaveLength(3);
  });

  it("gives a portfolio import far longer than other calls' attempts", async () => {
    const done = { dryRun: true, houses: { created: [], updated: [], unchanged: 0 } };
    const result = { ...done, apartmentTypes: done.houses, calendar: { apartmentTypes: [], days: 0 } };
    // Answers 50 ms late, as a fetch does, unless its attempt is aborted first (the client's 5 ms).
    const late = ({ init }: { init?: RequestInit | undefined }) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(result)), 50);
        init?.signal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(init.signal?.reason);
        });
      });
    const slow = client(fakeFetcher([late]).fetcher, { timeoutMs: 5 });
    expect(
      await slow.importPortfolio("quartier", { houses: [], apartmentTypes: [], calendar: [] }, true),
    ).toMatchObject({
      ok: true,
      data: result,
    });
    expect(await slow.getBooking("quartier", "bk_1")).toMatchObject({ ok: false, code: "timeout" });
  });

  it("rejects an answer that breaks the contract", async () => {
    const fake = fakeFetcher([() => json({ redirectLocation: 42 })]);
    const result = await client(fake.fetcher).findOffers(findOffersRequest);
    expect(result).toMatchObject({ ok: false, status: 500, code: "invalid_response" });
  });

  it("keeps the status text of a non-JSON error page", async () => {
    const fake = fakeFetcher([() => new Response("<h1>Not here</h1>", { status: 404, statusText: "Not Found" })]);
    const result = await client(fake.fetcher).getRfp("quartier", "rfp_1");
    expect(result).toEqual({ ok: false, status: 404, statusText: "Not Found" });
  });

  it("never retries the creation of an RFP or a contact message", async () => {
    const fake = fakeFetcher([() => json({}, 503)]);
    const c = client(fake.fetcher);
    await c.sendContact("quartier", { name: "A", email: "a@example.com", subject: "Hello", message: "Hi" });
    await c.createRfp("quartier", {
      budget: { amount: 1, currency: "EUR" },
      from: "2026-06-01",
      to: "2026-06-02",
      guests: 1,
      place: { name: "Berlin", lat: 52.5, long: 13.4 },
      contact: { name: "A", email: "a@example.com" },
    });
    expect(fake.calls).toHaveLength(2);
  });

  it("sends the idempotency key with a booking and may retry it", async () => {
    const fake = fakeFetcher([() => json({}, 503), () => json({ nope: true }, 201)]);
    const result = await client(fake.fetcher).createBooking("quartier", "checkout-1234", {
      apartmentTypeId: "a-1",
      ratePlanId: "p-1",
      from: "2026-06-01",
      to: "2026-06-02",
      guests: 1,
      guest: { firstName: "A", lastName: "B", email: "a@example.com" },
      paymentMethod: "card",
    });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls.every((c) => new Headers(c.init?.headers).get("Idempotency-Key") === "checkout-1234")).toBe(true);
    expect(result).toMatchObject({ ok: false, code: "invalid_response" });
  });

  it("builds query strings and follows the redirect location", async () => {
    const fake = fakeFetcher([() => json([])]);
    const c = client(fake.fetcher);
    await c.getListings("/api/find-offers/abc");
    await c.listBookings("quartier", { email: "a@example.com", limit: 5 });
    expect(fake.calls.map((x) => x.url)).toEqual([
      "https://inventory.internal/api/find-offers/abc",
      "https://inventory.internal/api/ibe/quartier/bookings?email=a%40example.com&limit=5",
    ]);
  });
});

describe("the customer's calls", () => {
  const customer = { subject: "auth0|ada/42" };
  const listing = {
    id: "bk_1",
    reference: "Q-AAAA-BBBB",
    status: "confirmed",
    from: "2026-06-01",
    to: "2026-06-04",
    guests: 2,
    apartmentTypeId: "at_1",
    apartmentName: "Studio",
    propertyName: "Haus am See",
    city: "Berlin",
    total: 45_000,
    currency: "EUR",
    createdAt: "2026-05-01T10:00:00.000Z",
  };

  it("asks for the subject's bookings under the tenant, the subject encoded as one path segment", async () => {
    const answer = { today: "2026-05-20", listings: { upcoming: [listing], past: [] } };
    const fake = fakeFetcher([() => json(answer)]);
    const result = await client(fake.fetcher).getMyBookings("quartier", customer, "de");
    expect(result).toEqual({ ok: true, status: 200, data: answer });
    expect(fake.calls[0]!.url).toBe(
      "https://inventory.internal/api/ibe/quartier/customers/auth0%7Cada%2F42/bookings?language=de",
    );
  });

  it("refuses a bookings answer without the listings field", async () => {
    const fake = fakeFetcher([() => json({ today: "2026-05-20", upcoming: [listing], past: [] })]);
    const result = await client(fake.fetcher).getMyBookings("quartier", customer);
    expect(result).toMatchObject({ ok: false, status: 500, code: "invalid_response" });
  });

  it("puts the profile (updateMyself) as JSON, and retries it: replacing twice is replacing once", async () => {
    const profile = { firstName: "Ada", lastName: "Lovelace", preferredCurrency: "GBP" };
    const saved = { profile, updatedAt: "2026-05-20T10:00:00.000Z" };
    const fake = fakeFetcher([() => json({}, 503), () => json(saved)]);
    const result = await client(fake.fetcher).updateMyself("quartier", customer, profile);
    expect(result).toEqual({ ok: true, status: 200, data: saved });
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[0]!.init?.method).toBe("PUT");
    expect(fake.calls[0]!.url).toBe("https://inventory.internal/api/ibe/quartier/customers/auth0%7Cada%2F42/profile");
    expect(JSON.parse(String(fake.calls[0]!.init?.body))).toEqual(profile);
  });

  it("carries the OTA's 400 for a profile it refuses", async () => {
    const refusal = {
      error: { code: "invalid_input", message: "Invalid body", issues: [{ path: "body.phone", message: "x" }] },
    };
    const fake = fakeFetcher([() => json(refusal, 400)]);
    const result = await client(fake.fetcher).updateMyself("quartier", customer, { firstName: "A", lastName: "B" });
    expect(fake.calls).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, status: 400, code: "invalid_input" });
  });

  it("reads a profile that was never saved as null", async () => {
    const fake = fakeFetcher([() => json({ profile: null, updatedAt: null })]);
    const result = await client(fake.fetcher).getMyProfile("quartier", customer);
    expect(result).toEqual({ ok: true, status: 200, data: { profile: null, updatedAt: null } });
  });
});

describe("resolveUrl", () => {
  it.each([
    ["https://inventory.internal", "/api/find-offers", "https://inventory.internal/api/find-offers"],
    ["https://ota.example/v2", "/api/find-offers", "https://ota.example/v2/api/find-offers"],
    ["https://ota.example/v2/", "/api/find-offers", "https://ota.example/v2/api/find-offers"],
    ["https://ota.example/v2", "https://results.ota.example/r/1", "https://results.ota.example/r/1"],
    ["https://ota.example", "/r/1?page=2", "https://ota.example/r/1?page=2"],
  ])("%s + %s", (base, path, url) => {
    expect(resolveUrl(base, path)).toBe(url);
  });
});

describe("createOtaClient with an authorization source (the admin client)", () => {
  const page = { items: [], nextCursor: null };

  it("sends the bearer token on every call, beside the API key, asking the source each time", async () => {
    const tokens = ["token-1", "token-2"];
    const fake = fakeFetcher([() => json(page), () => json(page)]);
    const admin = client(fake.fetcher, {
      apiKey: "secret",
      authorization: { token: async () => tokens.shift() ?? "" },
    });
    await admin.getAllBookingsAdmin();
    await admin.getAllBookingsAdmin({ ibeUid: "alpenstay" });
    expect(fake.calls.map((c) => new Headers(c.init?.headers).get("Authorization"))).toEqual([
      "Bearer token-1",
      "Bearer token-2",
    ]);
    expect(new Headers(fake.calls[0]!.init?.headers).get("X-Api-Key")).toBe("secret");
  });

  it("names the acting admin on every call, encoded so any name fits a header", async () => {
    const fake = fakeFetcher([() => json(page)]);
    await client(fake.fetcher, {
      authorization: { token: async () => "t", actor: "Jürgen Ölmann <j@example.com>" },
    }).getAllBookingsAdmin();
    const header = new Headers(fake.calls[0]!.init?.headers).get("X-Ota-Actor");
    expect(decodeURIComponent(header ?? "")).toBe("Jürgen Ölmann <j@example.com>");
  });

  it("tells the source when the OTA refuses the token (401), and passes the refusal on", async () => {
    let refused = 0;
    const fake = fakeFetcher([() => json({ error: { code: "unauthorized", message: "Invalid admin token" } }, 401)]);
    const result = await client(fake.fetcher, {
      authorization: {
        token: async () => "stale",
        refused: async () => {
          refused++;
        },
      },
    }).getAllBookingsAdmin();
    expect(result).toMatchObject({ ok: false, status: 401, code: "unauthorized" });
    expect(refused).toBe(1);
  });

  it("a source that cannot give a token fails the call like an unreachable upstream, without a request", async () => {
    const fake = fakeFetcher([() => json(page)]);
    const result = await client(fake.fetcher, {
      authorization: {
        token: async () => {
          throw new Error("No admin token: provider unreachable");
        },
      },
    }).getAllBookingsAdmin();
    expect(result).toMatchObject({ ok: false, status: 500, code: "network_error" });
    expect(fake.calls).toHaveLength(0);
  });
});
