import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/**
 * Bad input from outside, generated from a fixed seed: search, offer, checkout and manage URLs with
 * broken parameters, and malformed posts to every action. None may answer 5xx; an HTML refusal is a
 * page in the asked language. Bounded (600 requests: every parser meets each kind of bad value, and a
 * loaded 2-core machine runs them in minutes) and local only.
 */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick };
}

const HOST = "http://quartier.localhost";
const numbers = ["", "0", "-1", "1", "2", "30", "31", "365", "999999", "1.5", "1e309", "NaN", "abc", "%00", "0x1f"];
const coordinates = ["52.52", "13.40", "", "abc", "91", "-181", "1e309", "NaN", " 52.5", "52,52"];
const dates = [
  isoDateFromToday(20),
  isoDateFromToday(25),
  isoDateFromToday(-3),
  isoDateFromToday(400),
  "9999-12-31",
  "0000-00-00",
  "2026-02-30",
  "",
  "tomorrow",
  "20270101",
];
const words = ["", "x", "berlin", "%F0%9F%8F%A0", "a".repeat(600), "<script>", "..%2F..%2Fetc", "rfp_0", "%0d%0a"];
const searchKeys = [
  "inDate",
  "outDate",
  "guests",
  "radius",
  "placeId",
  "aptId",
  "rfpId",
  "rfpOfferId",
  "lat",
  "long",
  "cms",
  "page",
  "view",
  "sort",
  "price",
  "bedrooms",
  "bathrooms",
  "maxOccupancy",
  "minMeters2",
  "popular",
  "amenities",
];

function query(r: ReturnType<typeof random>, keys: readonly string[]) {
  const params = new URLSearchParams();
  for (const key of keys) {
    if (r.next() < 0.35) continue;
    const pool = /Date/.test(key)
      ? dates
      : key === "lat" || key === "long"
        ? coordinates
        : r.next() < 0.5
          ? numbers
          : words;
    params.append(key, decodeURIComponentSafe(r.pick(pool)));
  }
  return params.toString();
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function badUrls(count: number): string[] {
  const r = random(20261125);
  const urls: string[] = [];
  while (urls.length < count) {
    const lng = r.pick(["en", "de"]);
    const kind = r.pick(["search", "search", "search", "city", "offer", "offer", "checkout", "manage", "api"]);
    if (kind === "search")
      urls.push(`/${lng}/search/${r.pick(["berlin", "Berlin", "nowhere", "x"])}?${query(r, searchKeys)}`);
    if (kind === "city")
      urls.push(`/${lng}/serviced-apartments/${r.pick(["berlin", "muenchen", "xx"])}?${query(r, searchKeys)}`);
    if (kind === "offer")
      urls.push(
        `/${lng}/apartments/${r.pick(["a-berlin-0002-2", "nope", "a".repeat(300)])}?${query(r, ["from", "to", "guests", "radius", "rfpId", "rfpOfferId", "ratePlanId"])}`,
      );
    if (kind === "checkout")
      urls.push(
        `/${lng}/checkout/${r.pick(["booking", "extras", "payment", "summary", "request", "confirmation"])}?${query(r, ["id", "guests"])}`,
      );
    if (kind === "manage")
      urls.push(`/${lng}/bookings/${r.pick(["bk_1", "x", "%00"])}?${query(r, ["token", "cancelled"])}`);
    if (kind === "api") urls.push(`/api/places/suggest?${query(r, ["q", "lng", "limit"])}`);
  }
  return urls;
}

const ACTIONS = [
  "/en/preferences",
  "/de/checkout/start",
  "/en/checkout/booking?id=x",
  "/de/checkout/extras?id=x",
  "/en/checkout/payment?id=x",
  "/de/checkout/summary?id=x",
  "/en/checkout/request?id=x",
  "/de/bookings/bk_1?token=x",
  "/en/search",
  "/de/contact",
  "/api/find-offers",
];

type Post = { url: string; init: RequestInit & { headers: Record<string, string> } };

function badPosts(count: number): Post[] {
  const r = random(4242);
  const posts: Post[] = [];
  while (posts.length < count) {
    const url = `${HOST}${r.pick(ACTIONS)}`;
    const fields = new URLSearchParams();
    for (const key of [
      "intent",
      "currency",
      "consent",
      "redirectTo",
      "apartmentTypeId",
      "ratePlanId",
      "from",
      "to",
      "guests",
      "offerUrl",
      "firstName",
      "email",
      "terms",
      "budget",
      "paymentMethod",
    ])
      if (r.next() < 0.5) fields.append(key, decodeURIComponentSafe(r.pick([...words, ...numbers, ...dates])));
    const body = r.pick(["form", "form", "json", "text", "empty"]);
    const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin", Origin: HOST };
    if (body === "form") headers["Content-Type"] = "application/x-www-form-urlencoded";
    if (body === "json") headers["Content-Type"] = "application/json";
    if (body === "text") headers["Content-Type"] = "text/plain";
    posts.push({
      url,
      init: {
        method: "POST",
        headers,
        body:
          body === "form"
            ? fields.toString()
            : body === "json"
              ? JSON.stringify(Object.fromEntries(fields))
              : body === "text"
                ? "hello"
                : null,
      },
    });
  }
  return posts;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe("bad input never gets a 5xx", () => {
  it("GETs of 400 broken URLs answer below 500, HTML refusals in the asked language", {
    timeout: 300_000,
  }, async () => {
    const failures: string[] = [];
    await inBatches(badUrls(400), 6, async (path) => {
      const response = await fetchApp(`${HOST}${path}`);
      const body = await response.text();
      if (response.status >= 500) failures.push(`${response.status} ${path}`);
      const lng = /^\/(en|de)\//.exec(path)?.[1];
      const html = (response.headers.get("Content-Type") ?? "").includes("text/html");
      if (lng && html && response.status >= 400 && !body.includes(`lang="${lng}"`))
        failures.push(`${response.status} untranslated ${path}`);
    });
    expect(failures).toEqual([]);
  });

  it("200 malformed posts to every action answer below 500", { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    await inBatches(badPosts(200), 6, async ({ url, init }) => {
      const response = await fetchApp(url, init);
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${response.status} ${url} ${String(init.body).slice(0, 80)}`);
    });
    expect(failures).toEqual([]);
  });
});
