import { describe, expect, it } from "vitest";
import { isShareablePage, keepOnSecondAsk, type PageRequest, pageCacheUse, type RenderedPage } from "./page-cache";

const SEARCH = "http://quartier.localhost/en/search/Berlin?lat=52.5&long=13.4&inDate=2027-01-10&outDate=2027-01-12";

function request(overrides: Partial<Omit<PageRequest, "url">> & { url?: string } = {}): PageRequest {
  const { url = SEARCH, ...rest } = overrides;
  return {
    method: "GET",
    url: new URL(url),
    cookieHeader: null,
    isMobileGuess: false,
    buildId: "build-1",
    today: "2027-01-01",
    cacheControl: null,
    ...rest,
  };
}

const keyOf = (overrides: Parameters<typeof request>[0] = {}) => {
  const use = pageCacheUse(request(overrides));
  return use.kind === "bypass" ? null : use.key;
};

describe("pageCacheUse: which requests share a copy", () => {
  it.each([
    ["an anonymous GET of a page", {}, "read"],
    ["a hard reload", { cacheControl: "no-cache" }, "refresh"],
    ["a hard reload among other directives", { cacheControl: "max-age=0, no-cache" }, "refresh"],
    ["an ordinary reload (max-age=0)", { cacheControl: "max-age=0" }, "read"],
    ["a POST", { method: "POST" }, "bypass"],
    ["a HEAD", { method: "HEAD" }, "bypass"],
    ["a data request of a client navigation", { url: "http://quartier.localhost/en/search/Berlin.data" }, "bypass"],
    ["a data request naming its routes", { url: `${SEARCH}&_routes=routes/search` }, "bypass"],
    ["preference cookies only", { cookieHeader: "__Host-lng=en; __Host-currency=CHF; __Host-consent=all" }, "read"],
    ["another site's cookie on the same host", { cookieHeader: "_ga=GA1.1.1" }, "read"],
    ["a signed-in session", { cookieHeader: "__Host-lng=en; __Host-session=abc" }, "bypass"],
    ["a checkout under way", { cookieHeader: "__Host-checkout=k" }, "bypass"],
    ["a flash message to show", { cookieHeader: "__Host-flash=f" }, "bypass"],
  ] as const)("%s: %s", (_, overrides, kind) => {
    expect(pageCacheUse(request(overrides)).kind).toBe(kind);
  });
});

describe("pageCacheUse: the key", () => {
  it("is the page's own URL, host and query included, without the fragment", () => {
    const key = new URL(keyOf({ url: `${SEARCH}#results` }) ?? "");
    expect(key.host).toBe("quartier.localhost");
    expect(key.pathname).toBe("/en/search/Berlin");
    expect(key.searchParams.get("inDate")).toBe("2027-01-10");
    expect(key.hash).toBe("");
  });

  it.each([
    ["another brand's host", { url: SEARCH.replace("quartier.localhost", "alpenstay.localhost") }],
    ["another query", { url: `${SEARCH}&guests=3` }],
    ["a phone", { isMobileGuess: true }],
    ["another build", { buildId: "build-2" }],
    ["another day", { today: "2027-01-02" }],
    ["another currency", { cookieHeader: "__Host-currency=CHF" }],
    ["consent given", { cookieHeader: "__Host-consent=all" }],
    ["a language cookie", { cookieHeader: "__Host-lng=de" }],
  ] as const)("differs for %s", (_, overrides) => {
    expect(keyOf(overrides)).not.toBe(keyOf());
  });

  it.each([
    ["a hard reload (it replaces the same copy)", { cacheControl: "no-cache" }, {}],
    ["another site's cookie", { cookieHeader: "_ga=GA1.1.1" }, {}],
    [
      "preference cookies in another order",
      { cookieHeader: "__Host-consent=all; __Host-lng=en" },
      { cookieHeader: "__Host-lng=en; __Host-consent=all" },
    ],
  ] as const)("is the same for %s", (_, overrides, base) => {
    expect(keyOf(overrides)).toBe(keyOf(base));
  });
});

describe("isShareablePage", () => {
  const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
    status: 200,
    contentType: "text/html; charset=utf-8",
    cacheControl: "public, max-age=0, must-revalidate",
    optedIn: true,
    setCookies: [],
    ...overrides,
  });

  it.each([
    ["an opted-in page", {}, true],
    ["a page that did not opt in", { optedIn: false }, false],
    ["a 400 of an invalid search", { status: 400 }, false],
    ["a 503 during an outage", { status: 503 }, false],
    ["a redirect", { status: 302 }, false],
    ["JSON", { contentType: "application/json" }, false],
    ["no content type", { contentType: null }, false],
    ["a last good copy (no-store)", { cacheControl: "no-store" }, false],
    ["a private answer", { cacheControl: "private, max-age=60" }, false],
    ["one setting the language cookie", { setCookies: ["__Host-lng=de; Path=/; Secure"] }, true],
    ["one starting a session", { setCookies: ["__Host-session=abc; Path=/; HttpOnly; Secure"] }, false],
    ["one setting a flash message", { setCookies: ["__Host-lng=de; Path=/", "__Host-flash=x; Path=/"] }, false],
  ] as const)("%s: %s", (_, overrides, expected) => {
    expect(isShareablePage(page(overrides))).toBe(expected);
  });
});

describe("keepOnSecondAsk", () => {
  const MINUTE = 60_000;

  it.each([
    ["asked for the first time", [], 0, {}, false],
    ["asked again within the minute", [0], 30_000, {}, true],
    ["asked again after the minute", [0], MINUTE + 1, {}, false],
    ["a hard reload, asked for the first time", [], 0, { refresh: true }, true],
  ] as const)("%s: %s", (_, earlier, now, options, expected) => {
    const asked = new Map<string, number>();
    for (const at of earlier) keepOnSecondAsk(asked, "/en/search/Berlin", at);
    expect(keepOnSecondAsk(asked, "/en/search/Berlin", now, options)).toBe(expected);
  });

  it("counts each address apart", () => {
    const asked = new Map<string, number>();
    keepOnSecondAsk(asked, "/en", 0);
    expect(keepOnSecondAsk(asked, "/de", 1)).toBe(false);
    expect(keepOnSecondAsk(asked, "/en", 2)).toBe(true);
  });

  it("keeps a page once, then counts anew (the copy answers in between)", () => {
    const asked = new Map<string, number>();
    keepOnSecondAsk(asked, "/en", 0);
    expect(keepOnSecondAsk(asked, "/en", 1)).toBe(true);
    expect(keepOnSecondAsk(asked, "/en", 2)).toBe(false);
  });

  it("remembers at most the limit, forgetting the oldest", () => {
    const asked = new Map<string, number>();
    for (const key of ["a", "b", "c"]) keepOnSecondAsk(asked, key, 0, { limit: 2 });
    expect([...asked.keys()]).toEqual(["b", "c"]);
    expect(keepOnSecondAsk(asked, "a", 1, { limit: 2 })).toBe(false);
    expect(keepOnSecondAsk(asked, "c", 1, { limit: 2 })).toBe(true);
  });
});
