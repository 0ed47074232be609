import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isoDateFromToday, startCheckout } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";

// wrangler.toml: LOOKUP_RATE_LIMIT allows 60 requests per 10 s per client address and tenant.
const LOOKUP_LIMIT = 60;

const suggest = (host: string, address: string, language = "en") =>
  fetchApp(`http://${host}/api/places/suggest?q=Ber`, {
    headers: { "CF-Connecting-IP": address, "Accept-Language": language },
  });

describe("rate limits", () => {
  it("refuses place suggestions past the client's limit with 429, Retry-After and a translated message", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    // The platform counts in fixed windows; a window may end during the loop and start the count
    // again, so the loop runs until the first refusal (bounded) and checks the budget before it.
    let passed = 0;
    let refused: Response | undefined;
    while (!refused && passed <= 3 * LOOKUP_LIMIT) {
      const answer = await suggest("quartier.localhost", address, "de");
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(200);
        passed++;
      }
    }
    expect(passed).toBeGreaterThanOrEqual(LOOKUP_LIMIT);
    if (!refused) throw new Error(`no refusal after ${passed} requests`);
    expect(refused.headers.get("Retry-After")).toBe("10");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      error: "rate_limited",
      message: "Zu viele Anfragen. Bitte warten Sie 10 Sekunden und versuchen Sie es dann erneut.",
    });

    // Another client, and the same client on another brand, keep their own budgets.
    expect((await suggest("quartier.localhost", "198.51.100.99")).status).toBe(200);
    expect((await suggest("alpenstay.localhost", address)).status).toBe(200);
  });
});

// wrangler.toml: FORM_RATE_LIMIT allows 12 attempts per 60 s per client address and per e-mail address.
const FORM_LIMIT = 12;

describe("rate limits on forms that send mail", () => {
  it("refuses a request for proposal past the limit with 429, a translated message and the typed values", async () => {
    const from = isoDateFromToday(340);
    const to = isoDateFromToday(344);
    const started = await startCheckout({ host: "quartier.localhost", lng: "de", from, to });
    const key = `checkout:${started.sessionId}`;
    const stored = (await env.SESSIONS.get(key, "json")) as Record<string, unknown> & { params: object };
    await env.SESSIONS.put(key, JSON.stringify({ ...stored, params: { ...stored.params, isRfp: true } }));
    const path = `http://quartier.localhost/de/checkout/request?id=${started.sessionId}`;
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const email = `limit-${started.sessionId.slice(0, 12)}@example.com`;
    // Attempts without a name: each is a 400 that counts, and none reaches the OTA or sends mail.
    const attempt = () =>
      postForm(
        path,
        { email, budget: "1.200", message: "Drei Zimmer", intent: "next" },
        { "CF-Connecting-IP": address },
      );
    let refused: Response | undefined;
    let passed = 0;
    while (!refused && passed <= 3 * FORM_LIMIT) {
      const answer = await attempt();
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.status).toBe(400);
        passed++;
      }
    }
    expect(passed).toBeGreaterThanOrEqual(FORM_LIMIT);
    if (!refused) throw new Error(`no refusal after ${passed} attempts`);
    expect(refused.headers.get("Retry-After")).toBe("60");
    const page = await refused.text();
    expect(page).toContain("Sie haben in kurzer Zeit mehrere Anfragen gesendet.");
    expect(page).toContain(email);
    expect(page).toContain("Drei Zimmer");
  });
});
