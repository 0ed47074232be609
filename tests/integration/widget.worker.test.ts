import { describe, expect, it } from "vitest";
import { tenantById } from "../../shared/tenancy/tenant-registry";
import { fetchApp } from "./fetch-app";

/**
 * The widget's JSON on a brand host (docs/decisions/0128): readable from the brand's embedding origins
 * only (the demo brands allow http://partner.localhost on any port), never with a cookie asked for.
 */
const CONFIG = "http://alpenstay.localhost/widget/v1/config";
const SUGGEST = "http://alpenstay.localhost/api/places/suggest?q=M%C3%BCnch&lng=de&limit=3";

describe("the widget's config and place suggestions", () => {
  it.each([CONFIG, SUGGEST])("%s answers CORS to an allowed origin, varying by origin", async (url) => {
    const response = await fetchApp(url, { headers: { Origin: "http://partner.localhost:9412" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("http://partner.localhost:9412");
    expect(response.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Origin");
  });

  it.each([
    [CONFIG, "https://evil.example"],
    [CONFIG, "http://127.0.0.1:9412"],
    [CONFIG, "https://partner.localhost:9412"],
    [SUGGEST, "https://evil.example"],
  ])("%s answers no CORS to %s", async (url, origin) => {
    const response = await fetchApp(url, { headers: { Origin: origin } });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(response.headers.get("Vary")).toContain("Origin");
  });

  it("says the brand's name, languages and colours (its seed), not its logo or anything else", async () => {
    const { logo: _logo, ...colours } = tenantById("alpenstay")?.theme ?? { logo: "" };
    const response = await fetchApp(CONFIG);
    expect(await response.json()).toEqual({
      name: "Alpenstay",
      languages: ["de", "en"],
      defaultLanguage: "de",
      theme: colours,
      maxGuests: 30,
    });
  });
});
