import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";

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
