import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";
import { runTimeTenant, saveRunTimeBrand, sellHouseThrough } from "./run-time-brand";
import { appOrigin } from "./sign-in-flow";

/**
 * A brand's Google vacation-rental feed (docs/decisions/0133) lists exactly the apartment types it
 * sells: the houses its engine carries, without deactivated types or types without units, and never a
 * house another brand sells.
 */

const idsOf = (xml: string) => [...xml.matchAll(/<listing>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1] ?? "");

async function feed(origin: string, file: string) {
  const response = await fetchApp(`${origin}/feeds/${file}`);
  expect(response.status, file).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return response.text();
}

describe("the Google vacation-rental feed", () => {
  it("lists exactly what the brand sells, in each of its languages", async () => {
    const tenant = runTimeTenant("gvr-feed", { languages: ["en", "de"], defaultLanguage: "en" });
    await saveRunTimeBrand(tenant, "live");
    const { typeIds } = await sellHouseThrough("gvr-feed", tenant.name);
    expect(typeIds.length).toBeGreaterThan(2);
    const [archived, empty] = [...typeIds].sort();
    const db = env.INVENTORY_DB;
    await db.batch([
      db.prepare("UPDATE apartment_types SET active = 0 WHERE id = ?").bind(archived),
      db.prepare("UPDATE apartment_types SET units = 0 WHERE id = ?").bind(empty),
      db
        .prepare("UPDATE search_generations SET type_generation = type_generation + 1 WHERE ibe_uid = ?")
        .bind("gvr-feed"),
    ]);
    const sold = typeIds.filter((id) => id !== archived && id !== empty).sort();
    const origin = appOrigin("gvr-feed");

    const english = await feed(origin, "google-vacation-rentals.xml");
    expect(english).toContain("<language>en</language>");
    expect(idsOf(english).sort()).toEqual(sold);
    expect(english).toContain(`<website>${origin}/en/apartments/${sold[0]}</website>`);
    expect(english).toContain('<client_attr name="capacity">');
    expect(english).not.toMatch(/<image type="photo" url="\//);

    const german = await feed(origin, "google-vacation-rentals.de.xml");
    expect(german).toContain("<language>de</language>");
    expect(idsOf(german).sort()).toEqual(sold);
    expect(german).toContain(`<website>${origin}/de/apartments/${sold[0]}</website>`);

    // The seed brand that owns the house sells more: none of its other houses is in this brand's feed.
    const citynest = idsOf(await feed(appOrigin("citynest"), "google-vacation-rentals.xml"));
    expect(citynest.length).toBeGreaterThan(sold.length);
    expect(idsOf(english).every((id) => typeIds.includes(id))).toBe(true);
  });

  it("answers 404 for a language the brand lacks", async () => {
    const response = await fetchApp(`${appOrigin("citynest")}/feeds/google-vacation-rentals.fr.xml`);
    expect(response.status).toBe(404);
  });
});

describe("the Google landing page", () => {
  it("opens the apartment page with the itinerary, and without the values that are bad", async () => {
    const origin = appOrigin("citynest");
    const [id] = idsOf(await feed(origin, "google-vacation-rentals.xml"));
    const from = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 43 * 86_400_000).toISOString().slice(0, 10);
    const landed = await fetchApp(
      `${origin}/de/google/landing?listing=${id}&checkin=${from}&checkout=${to}&adults=2&guests=(NUM-GUESTS)&language=en&currency=USD`,
      { redirect: "manual" },
    );
    expect(landed.status).toBe(302);
    const target = landed.headers.get("location") ?? "";
    expect(target).toBe(`/en/apartments/${id}?from=${from}&to=${to}&guests=2`);
    const page = await fetchApp(`${origin}${target}`);
    expect(page.status).toBe(200);

    const bad = await fetchApp(`${origin}/en/google/landing?listing=${id}&checkin=2020-13-45&guests=99`, {
      redirect: "manual",
    });
    expect(bad.headers.get("location")).toBe(`/en/apartments/${id}`);
    expect((await fetchApp(`${origin}/en/apartments/${id}`)).status).toBe(200);
  });
});
