import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/**
 * The search page's URL as a browser without JavaScript sends it: the spec's "others" filters and the
 * largest size (maxMeters2) with their counts, the radius bound, the place the heading names, and a
 * language the brand does not offer.
 */
const query = (extra = "", offset = 40) =>
  `lat=52.52437&long=13.41053&inDate=${isoDateFromToday(offset)}&outDate=${isoDateFromToday(offset + 4)}&guests=2&radius=10${extra}`;
const berlin = (extra = "", lng = "en") =>
  `http://quartier.localhost/${lng}/search/Berlin?placeId=2950159&${query(extra)}`;

async function page(url: string) {
  const response = await fetchApp(url);
  // React's text separators (`<!-- -->`) stand between a label's parts; the checks read the text.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The "n of m apartments" (or "m apartments") heading as numbers. */
function resultCount(html: string): { shown: number; total: number } {
  const text = /data-testid="results-count"[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
  const numbers = [...text.replaceAll(/[.,](?=\d{3})/g, "").matchAll(/\d+/g)].map((m) => Number(m[0]));
  return numbers.length === 2 ? { shown: numbers[0]!, total: numbers[1]! } : { shown: numbers[0]!, total: numbers[0]! };
}

/** The count a checkbox of the filters offers (its value's row), or undefined when not offered. */
function checkboxCount(html: string, name: string, value: string): number | undefined {
  const row = new RegExp(`name="${name}"[^>]*value="${value}"[^>]*/?><span>[^<]*</span><span>(\\d+)</span>`).exec(html);
  return row ? Number(row[1]) : undefined;
}

/** The count of a select's option ("from 80 m² (12)"). */
function optionCount(html: string, name: string, value: string): number | undefined {
  const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0] ?? "";
  const option = new RegExp(`<option[^>]*value="${value}"[^>]*>[^<]*\\((\\d+)\\)`).exec(select);
  return option ? Number(option[1]) : undefined;
}

describe("search filters in the URL, without JavaScript", () => {
  it.each([
    ["premium partner", "premiumPartner", "1"],
    ["3D tour", "matterport", "1"],
    ["instant booking", "bookingMode", "Direct"],
    ["on request", "bookingMode", "Request"],
  ])("offers %s with its count, and the URL filter shows exactly that many", async (_, name, value) => {
    const all = await page(berlin());
    expect(all.status).toBe(200);
    const offered = checkboxCount(all.html, name, value);
    expect(offered).toBeGreaterThan(0);
    const { total } = resultCount(all.html);
    expect(offered).toBeLessThan(total);

    const filtered = await page(berlin(`&${name}=${value}`));
    expect(filtered.status).toBe(200);
    expect(resultCount(filtered.html)).toEqual({ shown: offered, total });
    // The box stays ticked, so the form sends it again.
    const box = new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*value="${value}"[^>]*>`).exec(filtered.html);
    expect(box?.[0]).toContain('checked=""');
  });

  it("offers the largest size (maxMeters2) with counts, and filters by it as the spec words it", async () => {
    const all = await page(berlin());
    const { total } = resultCount(all.html);
    const offered = optionCount(all.html, "maxMeters2", "80");
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThan(total);
    const filtered = await page(berlin("&maxMeters2=80"));
    expect(filtered.status).toBe(200);
    expect(resultCount(filtered.html)).toEqual({ shown: offered, total });
    expect(filtered.html).toMatch(/<option value="80" selected="">/);
  });

  it("labels the new filters in German", async () => {
    const { html } = await page(berlin("", "de"));
    expect(html).toContain("Maximale Fläche ab");
    expect(html).toContain("Buchungsart");
    expect(html).toContain("Zu den Ergebnissen springen");
  });

  it("has a skip link to the results at the start of the filters", async () => {
    const { html } = await page(berlin());
    const skip = html.indexOf('data-testid="skip-to-results"');
    expect(skip).toBeGreaterThan(0);
    expect(skip).toBeLessThan(html.indexOf('data-testid="filters"'));
    expect(html).toContain('id="results"');
    expect(html).toMatch(/href="#results"[^>]*>Skip to results</);
  });
});

describe("search radius bound", () => {
  it("answers radius=100000 with 400, the radius field marked and the value kept", async () => {
    const { status, html } = await page(berlin().replace("radius=10", "radius=100000"));
    expect(status).toBe(400);
    expect(html).toContain("Radius must be a number from 1 to 100 km.");
    expect(html).not.toContain("100000 km of");
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*>|<select[^>]*name="radius"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<option value="100000" selected="">/);
  });

  it("says so in German", async () => {
    const { status, html } = await page(berlin("", "de").replace("radius=10", "radius=0.5"));
    expect(status).toBe(400);
    expect(html).toContain("Der Umkreis muss");
  });
});

describe("the searched place", () => {
  it("names the place of the placeId, not the path's text", async () => {
    const url = `http://quartier.localhost/en/search/Call%200900%20for%20a%20refund?placeId=2950159&${query()}`;
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="search-heading"[^>]*>Serviced apartments in Berlin</);
    expect(html).not.toMatch(/<h1[^>]*>[^<]*refund/);
    expect(html).not.toMatch(/<title>[^<]*refund/);
  });

  it.each([
    ["an overlong name", `/en/search/${"A".repeat(3000)}?${query()}`, "We do not know this place."],
    ["a name no place has", `/en/search/Nowhereville%20Xyz?${query()}`, "We do not know this place."],
    ["a place far from the position", `/en/search/Hamburg?${query()}`, "We do not know this place."],
    ["an overlong name, in German", `/de/search/${"B".repeat(3000)}?${query()}`, "Diesen Ort kennen wir nicht."],
  ])("answers %s with the invalid-search state (400), never a 5xx", async (_, path, message) => {
    const { status, html } = await page(`http://quartier.localhost${path}`);
    expect(status).toBe(400);
    expect(html).toContain(message);
    expect(html).toContain('data-valid="false"');
  });

  it("still finds a place by its name near the position when the URL has no placeId", async () => {
    const { status, html } = await page(`http://quartier.localhost/en/search/Berlin?${query()}`);
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="search-heading"[^>]*>Serviced apartments in Berlin</);
  });
});

describe("a language the brand does not offer", () => {
  it.each([
    ["http://alpenstay.localhost/fr", "Seite nicht gefunden", "Alpenstay", "de"],
    ["http://quartier.localhost/fr/search/Berlin", "Page not found", "Quartier", "en"],
    ["http://harbourlofts.localhost/de", "Page not found", "Harbour Lofts", "en"],
  ])("%s is the brand's 404 page in its default language, with a title", async (url, title, brand, lang) => {
    const response = await fetchApp(url, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`data-testid="brand-name">${brand}<`);
    expect(html).toContain(title);
    expect(html).toMatch(new RegExp(`<title>${title} · ${brand}</title>`));
  });
});
