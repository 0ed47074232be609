import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isRfpListing } from "../../shared/search/listing-markers";
import { isoDateFromToday } from "./booked-stay";
import { cookiesFrom, fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";

type Started = { sessionId: string; cookie: string; offerUrl: string; host: string; location: string };

/**
 * Posts the offer page's Book form for a bookable Berlin apartment and returns the new session.
 * Each call takes a different stay, so tests never compete for the same nights.
 */
let stayOffset = 30;
async function startCheckout(
  options: {
    host?: string;
    lng?: "en" | "de";
    cookie?: string;
    /** Start it in a browser that has never been here (no kept checkout cookie). */
    freshBrowser?: boolean;
    skip?: number;
    postedOfferUrl?: (offerUrl: string) => string;
    /** The promotion code the offer page's Book form carries. */
    voucher?: string;
  } = {},
): Promise<Started> {
  const host = options.host ?? "quartier.localhost";
  const ibeUid = host.split(".")[0] ?? "quartier";
  const lng = options.lng ?? "en";
  stayOffset += 9;
  const from = isoDateFromToday(stayOffset);
  const to = isoDateFromToday(stayOffset + 4);
  const { listings } = await searchInventory({ ibeUid, from, to, guests: 2, radius: 25 }, { limit: 500 });
  const listing = listings.filter((l) => !isRfpListing(l))[options.skip ?? 0];
  expect(listing, "a bookable apartment").toBeTruthy();
  const id = listing?.apartmentType.id ?? "";
  const offerUrl = `/${lng}/apartments/${id}?from=${from}&to=${to}&guests=2`;
  const page = await (await fetchApp(`http://${host}${offerUrl}`)).text();
  const ratePlanId = chosenRatePlanId(page);
  const response = await postForm(
    `http://${host}/${lng}/checkout/start`,
    {
      apartmentTypeId: id,
      ratePlanId,
      from,
      to,
      guests: "2",
      // A page revalidated on the client may post its data request's URL (the offer page did, once).
      offerUrl: options.postedOfferUrl?.(offerUrl) ?? offerUrl,
      ...(options.voucher ? { voucher: options.voucher } : {}),
    },
    options.cookie ? { Cookie: options.cookie } : {},
    { freshBrowser: options.freshBrowser ?? false },
  );
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  const sessionId = new URL(location, `http://${host}`).searchParams.get("id") ?? "";
  return { sessionId, cookie: cookiesFrom(response), offerUrl, host, location };
}

/** The checkout cookie's value as React Router's createCookie writes it (base64 JSON, unsigned). */
function checkoutCookie(value: { id: string; offerUrl: string; key: string }): string {
  const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
  return `__Host-checkout=${encodeURIComponent(encoded)}`;
}

/** The value of the checkout cookie among cookies (a Cookie header or a Set-Cookie line). */
function checkoutCookieValue(cookies: string): Record<string, unknown> {
  const pair = cookies.split(/;\s*/).find((c) => c.startsWith("__Host-checkout="));
  const encoded = decodeURIComponent(pair?.slice("__Host-checkout=".length) ?? "");
  const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** The browser key inside a checkout cookie. */
function checkoutCookieKey(cookies: string): string {
  return checkoutCookieValue(cookies).key as string;
}

/** The rate the offer page's Book form sends: its only (hidden) rate, or the checked one of several. */
function chosenRatePlanId(html: string): string {
  const inputs = [...html.matchAll(/<input[^>]*name="ratePlanId"[^>]*>/g)].map((m) => m[0]);
  const chosen = inputs.find((tag) => tag.includes('type="hidden"') || tag.includes("checked"));
  return /value="([^"]+)"/.exec(chosen ?? "")?.[1] ?? "";
}

const guest = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+49 30 1234567",
  country: "GB",
  guests: "2",
};

const CHECKOUT = "http://quartier.localhost/en/checkout";

/** Posts the booking step: the guest's details with a payment method. */
function postDetails(sessionId: string, paymentMethod: string, fields: Record<string, string> = {}) {
  return postForm(`${CHECKOUT}/booking?id=${sessionId}`, { ...guest, ...fields, paymentMethod, intent: "next" });
}

/** The step a path leads to, past an extras step (chosen nothing) when the apartment has one. */
async function pastExtras(path: string): Promise<string> {
  if (!path.includes("/extra-services")) return path;
  return (await postForm(`http://quartier.localhost${path}`, { intent: "next" })).headers.get("Location") ?? "";
}

describe("checkout start", () => {
  it("creates a session with a 128-bit id, goes to the booking step and deletes v4 cookies", async () => {
    const started = await startCheckout({ cookie: "v4_checkout=legacy; __Host-lng=en" });
    expect(started.location).toBe(`/en/checkout/booking?id=${started.sessionId}`);
    expect(started.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(started.cookie).toContain("__Host-checkout=");
    expect(started.cookie).toContain("v4_checkout=");
    const stored = await env.SESSIONS.get(`checkout:${started.sessionId}`, "json");
    expect(stored).toMatchObject({ ibeUid: "quartier", params: { sessionId: started.sessionId } });
  });

  it("shows the same nightly figure as the offer page: the total divided by the nights", async () => {
    const started = await startCheckout();
    const offer = (await (await fetchApp(`http://quartier.localhost${started.offerUrl}`)).text()).replace(
      /<!-- -->/g,
      "",
    );
    const nightly = /data-testid="nightly-price"[^>]*>([^<]+) per night/.exec(offer)?.[1];
    expect(nightly, "the offer page's nightly figure").toBeTruthy();
    const booking = (
      await (
        await fetchApp(`http://quartier.localhost${started.location}`, { headers: { Cookie: started.cookie } })
      ).text()
    ).replace(/<!-- -->/g, "");
    expect(booking).toContain("Per night (total ÷ 4 nights)");
    expect(booking).toMatch(
      new RegExp(`data-testid="checkout-price-nightly"[^>]*>${nightly?.replace(/[.$]/g, "\\$&")}<`),
    );
  });

  it.each([
    ["a valid voucher: its discount line, no verdict", "WELCOME10", "Promotion code WELCOME10</dt>", null],
    [
      "a voucher that no longer applies: its translated verdict and the public price",
      "OLDPROMO",
      "The promotion code OLDPROMO has expired. The public price applies.",
      "Promotion code OLDPROMO</dt>",
    ],
  ])("keeps %s, and the way back to the apartment keeps the code", async (_name, voucher, shown, absent) => {
    const started = await startCheckout({ voucher });
    const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as {
      params: { offerUrl: string };
    };
    expect(stored.params.offerUrl).toBe(`${started.offerUrl}&voucher=${voucher}`);
    const page = (
      await (
        await fetchApp(`http://quartier.localhost${started.location}`, { headers: { Cookie: started.cookie } })
      ).text()
    ).replace(/<!-- -->/g, "");
    expect(page).toContain(shown);
    if (absent) expect(page).not.toContain(absent);
  });

  it("answers a bad Book form with 400 and a message", async () => {
    const response = await postForm("http://quartier.localhost/en/checkout/start", { apartmentTypeId: "x" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-testid="checkout-errors"');
  });
});

describe("checkout sessions", () => {
  it("shows the translated expired page with a link back to the offer for an unknown id", async () => {
    const started = await startCheckout();
    await env.SESSIONS.delete(`checkout:${started.sessionId}`);
    const response = await fetchApp(`http://quartier.localhost${started.location}`, {
      headers: { Cookie: started.cookie },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-testid="checkout-expired"');
    expect(html).toContain(`href="${started.offerUrl.replaceAll("&", "&amp;")}"`);
  });

  it("gives another tenant's host a 404 for the id", async () => {
    const started = await startCheckout();
    const response = await fetchApp(`http://citynest.localhost/en/checkout/booking?id=${started.sessionId}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-testid="checkout-expired"');
    // And its own host still has it.
    expect((await fetchApp(`http://quartier.localhost${started.location}`)).status).toBe(200);
  });

  it("refuses a cross-site POST to a step", async () => {
    const started = await startCheckout();
    const response = await postForm(
      `http://quartier.localhost/en/checkout/booking?id=${started.sessionId}`,
      { ...guest, paymentMethod: "bankTransfer", intent: "next" },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    // Refused before the action runs: our CSRF check (403) or React Router's origin check (400).
    expect([400, 403]).toContain(response.status);
    const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as {
      state: { bookingDetails: unknown; entries: Record<string, unknown> };
    };
    expect(stored.state.bookingDetails).toBeNull();
    expect(stored.state.entries).toEqual({});
  });
});

describe("booking details", () => {
  it("answers bad input with 400, translated messages and the values kept", async () => {
    const started = await startCheckout({ lng: "de" });
    const response = await postForm(`http://quartier.localhost/de/checkout/booking?id=${started.sessionId}`, {
      firstName: "Ada",
      email: "not-an-email",
      guests: "99",
      intent: "next",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Bitte geben Sie Ihren Nachnamen ein.");
    expect(html).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="not-an-email"');
  });

  it("goes back to the offer, the cookie no longer naming the checkout but keeping the browser's key", async () => {
    const started = await startCheckout();
    const booking = `http://quartier.localhost/en/checkout/booking?id=${started.sessionId}`;
    const response = await postForm(booking, { firstName: "Ada", intent: "back" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(started.offerUrl);
    const left = response.headers.getSetCookie().find((c) => c.startsWith("__Host-checkout="));
    expect(left).toBeDefined();
    expect(left).not.toMatch(/Max-Age=0/i);
    expect(checkoutCookieValue(left ?? "")).toEqual({ key: checkoutCookieKey(started.cookie) });
    // The browser's Back button: the step opens again in this browser, with what was typed.
    const again = await fetchApp(booking);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('value="Ada"');
    // Another browser still gets nothing.
    expect((await fetchApp(booking, { freshBrowser: true })).status).toBe(404);
  });

  it("cancels to the offer, keeping the browser's key for its other checkouts", async () => {
    const other = await startCheckout();
    const started = await startCheckout();
    expect(checkoutCookieKey(started.cookie)).toBe(checkoutCookieKey(other.cookie));
    const cancel = await postForm(`http://quartier.localhost/en/checkout/booking?id=${started.sessionId}`, {
      intent: "cancel",
    });
    expect(cancel.status).toBe(303);
    const left = cancel.headers.getSetCookie().find((c) => c.startsWith("__Host-checkout="));
    expect(checkoutCookieValue(left ?? "")).toEqual({ key: checkoutCookieKey(started.cookie) });
    // The cancelled checkout is gone; the one in the other tab still opens.
    expect((await fetchApp(`http://quartier.localhost${started.location}`)).status).toBe(404);
    expect((await fetchApp(`http://quartier.localhost${other.location}`)).status).toBe(200);
  });

  it("goes back and cancels to the offer page, not to a data request, after a client revalidation", async () => {
    const dataUrl = (offerUrl: string) => `${offerUrl.replace("?", ".data?")}&_routes=routes%2Foffer`;
    const started = await startCheckout({ postedOfferUrl: dataUrl });
    const back = await postForm(`http://quartier.localhost/en/checkout/booking?id=${started.sessionId}`, {
      intent: "back",
    });
    expect(back.headers.get("Location")).toBe(started.offerUrl);
    expect((await fetchApp(`http://quartier.localhost${back.headers.get("Location")}`)).status).toBe(200);

    const again = await startCheckout({ postedOfferUrl: dataUrl });
    const cancel = await postForm(`http://quartier.localhost/en/checkout/booking?id=${again.sessionId}`, {
      intent: "cancel",
    });
    expect(cancel.headers.get("Location")).toBe(again.offerUrl);
  });

  it("gives the Book form the offer page's path also when the offer page is revalidated", async () => {
    const started = await startCheckout();
    const [path, query] = started.offerUrl.split("?");
    const response = await fetchApp(`http://quartier.localhost${path}.data?${query}&_routes=routes%2Foffer`);
    const body = await response.text();
    expect(body).toContain(started.offerUrl);
    expect(body).not.toContain(".data?");
  });
});

describe("a checkout belongs to the browser that started it", () => {
  /** A started checkout with the guest's details entered, at its summary. */
  async function atSummary(lng: "en" | "de" = "en") {
    const started = await startCheckout({ lng });
    const base = `http://quartier.localhost/${lng}/checkout`;
    const email = `bound-${started.sessionId}@example.com`;
    const details = await postForm(`${base}/booking?id=${started.sessionId}`, {
      ...guest,
      email,
      paymentMethod: "bankTransfer",
      intent: "next",
    });
    let path = details.headers.get("Location") ?? "";
    if (path.includes("/extra-services")) {
      path = (await postForm(`http://quartier.localhost${path}`, { intent: "next" })).headers.get("Location") ?? "";
    }
    expect(path).toBe(`/${lng}/checkout/summary?id=${started.sessionId}`);
    return { started, base, email };
  }

  const personal = (email: string) => ["Lovelace", email, "+49 30 1234567", "1234567"];

  it("the id alone shows nothing of the guest and no Book button on any step, and leads back to the apartment", async () => {
    const { started, base, email } = await atSummary();
    // The browser that started it sees the guest (so the checks below can fail).
    const own = await fetchApp(`${base}/summary?id=${started.sessionId}`);
    expect(own.status).toBe(200);
    // Pages with the guest's details never stay in a browser's or a proxy's cache.
    expect(own.headers.get("Cache-Control")).toBe("no-store");
    const ownHtml = await own.text();
    for (const value of personal(email)) expect(ownHtml).toContain(value);
    expect(ownHtml).toContain('data-testid="summary-form"');
    expect(ownHtml).toMatch(/<form[^>]*action="[^"]*\/checkout\//);
    expect(ownHtml).toContain("Book now");
    expect(ownHtml).toContain('data-testid="book"');

    for (const step of ["summary", "booking", "payment", "extra-services", "confirmation"]) {
      const response = await fetchApp(`${base}/${step}?id=${started.sessionId}`, { freshBrowser: true });
      expect(response.status, step).toBe(404);
      expect(response.headers.get("Cache-Control"), step).toBe("no-store");
      const html = await response.text();
      for (const value of personal(email)) expect(html, step).not.toContain(value);
      expect(html).not.toContain('data-testid="summary-form"');
      expect(html).not.toMatch(/<form[^>]*action="[^"]*\/checkout\//);
      expect(html).not.toContain("Book now");
      expect(html).not.toContain('data-testid="book"');
      expect(html).toContain('data-testid="checkout-expired"');
      expect(html).toContain("This checkout belongs to another browser or has expired");
      expect(html).toContain(`href="${started.offerUrl.replaceAll("&", "&amp;")}"`);
    }
  });

  it("another browser's key does not open it, even in a cookie naming its id", async () => {
    const { started, base, email } = await atSummary();
    const stranger = await startCheckout({ freshBrowser: true });
    const strangerKey = checkoutCookieKey(stranger.cookie);
    expect(strangerKey).toMatch(/^[0-9a-f]{64}$/);
    expect(strangerKey).not.toBe(checkoutCookieKey(started.cookie));
    const forged = checkoutCookie({ id: started.sessionId, offerUrl: started.offerUrl, key: strangerKey });
    const response = await fetchApp(`${base}/summary?id=${started.sessionId}`, {
      headers: { Cookie: forged },
      freshBrowser: true,
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    for (const value of personal(email)) expect(html).not.toContain(value);
    // The stranger's own checkout opens with its own cookie.
    const own = await fetchApp(`http://quartier.localhost${stranger.location}`, {
      headers: { Cookie: stranger.cookie },
      freshBrowser: true,
    });
    expect(own.status).toBe(200);
  });

  it("says so in German", async () => {
    const { started, base } = await atSummary("de");
    const response = await fetchApp(`${base}/summary?id=${started.sessionId}`, { freshBrowser: true });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Diese Buchung gehört zu einem anderen Browser oder ist abgelaufen");
    expect(html).toContain("Beim Apartment neu beginnen");
  });

  it("refuses posts with only the id: nothing is booked or changed", async () => {
    const { started, base, email } = await atSummary();
    const book = await postForm(
      `${base}/summary?id=${started.sessionId}`,
      { intent: "next", terms: "on" },
      {},
      { freshBrowser: true },
    );
    expect(book.status).toBe(404);
    expect(book.headers.get("Location")).toBeNull();
    const change = await postForm(
      `${base}/booking?id=${started.sessionId}`,
      { ...guest, email: "attacker@example.com", paymentMethod: "bankTransfer", intent: "next" },
      {},
      { freshBrowser: true },
    );
    expect(change.status).toBe(404);
    const cancel = await postForm(
      `${base}/summary?id=${started.sessionId}`,
      { intent: "cancel" },
      {},
      { freshBrowser: true },
    );
    expect(cancel.status).toBe(404);
    const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as {
      state: { booking?: unknown; bookingDetails?: { email?: string } };
    };
    expect(stored.state.booking ?? null).toBeNull();
    expect(stored.state.bookingDetails?.email).toBe(email);
    // The browser that started it still books.
    const booked = await postForm(`${base}/summary?id=${started.sessionId}`, { intent: "next", terms: "on" });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("Location")).toBe(`/en/checkout/confirmation?id=${started.sessionId}`);
  });

  it("keeps only a hash of the browser's key in the session", async () => {
    const started = await startCheckout();
    const key = checkoutCookieKey(started.cookie);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const raw = (await env.SESSIONS.get(`checkout:${started.sessionId}`)) ?? "";
    expect(raw).not.toContain(key);
    expect(JSON.parse(raw).browserKeyHash).toMatch(/^[0-9a-f]{64}$/);
    // A second checkout in the same browser keeps the key, so the first one stays open.
    const second = await startCheckout();
    expect(checkoutCookieKey(second.cookie)).toBe(key);
    expect((await fetchApp(`http://quartier.localhost${started.location}`)).status).toBe(200);
  });
});

describe("booking", () => {
  it("books once when the summary is submitted twice at the same time", async () => {
    const started = await startCheckout();
    const details = await postDetails(started.sessionId, "bankTransfer", {
      email: `double-${started.sessionId}@example.com`,
    });
    expect(details.status).toBe(303);
    const summaryPath = details.headers.get("Location") ?? "";
    expect(summaryPath).toContain("/en/checkout/");

    // Steps until the summary (an extras step may come first on this tenant).
    const path = await pastExtras(summaryPath);
    expect(path).toBe(`/en/checkout/summary?id=${started.sessionId}`);
    const withoutTerms = await postForm(`http://quartier.localhost${path}`, { intent: "next" });
    expect(withoutTerms.status).toBe(400);
    expect(await withoutTerms.text()).toContain("Please accept the terms and conditions to book.");

    const [first, second] = await Promise.all([
      postForm(`http://quartier.localhost${path}`, { intent: "next", terms: "on" }),
      postForm(`http://quartier.localhost${path}`, { intent: "next", terms: "on" }),
    ]);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    const confirmation = await fetchApp(`http://quartier.localhost${first.headers.get("Location")}`);
    expect(confirmation.status).toBe(200);
    const reference = /data-testid="booking-reference"[^>]*>([^<]+)</.exec(await confirmation.text())?.[1];
    expect(reference).toBeTruthy();

    const list = await env.INVENTORY.fetch(
      `https://inventory.internal/api/ibe/quartier/bookings?email=${encodeURIComponent(`double-${started.sessionId}@example.com`)}`,
    );
    const page = (await list.json()) as { items: { reference: string }[] };
    expect(page.items.map((b) => b.reference)).toEqual([reference]);

    // A resubmit after booking answers with the same confirmation.
    const again = await postForm(`http://quartier.localhost${path}`, { intent: "next", terms: "on" });
    expect(again.headers.get("Location")).toBe(`/en/checkout/confirmation?id=${started.sessionId}`);
  });

  it("keeps every field after going back from the summary", async () => {
    const started = await startCheckout();
    const base = "http://quartier.localhost/en/checkout";
    await postForm(`${base}/booking?id=${started.sessionId}`, {
      ...guest,
      message: "Late check-in please",
      paymentMethod: "payAtProperty",
      intent: "next",
    });
    const back = await postForm(`${base}/summary?id=${started.sessionId}`, { intent: "back" });
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe(`/en/checkout/booking?id=${started.sessionId}`);
    const html = await (await fetchApp(`${base}/booking?id=${started.sessionId}`)).text();
    expect(html).toContain('value="Lovelace"');
    expect(html).toContain("Late check-in please");
  });
});

describe("after booking", () => {
  /** Books a stay by bank transfer and returns the confirmation page's manage link. */
  async function bookAndManage(lng: "en" | "de" = "en") {
    const started = await startCheckout({ lng });
    const base = `http://quartier.localhost/${lng}/checkout`;
    const email = `manage-${started.sessionId}@example.com`;
    await postForm(`${base}/booking?id=${started.sessionId}`, {
      ...guest,
      email,
      paymentMethod: "bankTransfer",
      intent: "next",
    });
    const summary = await postForm(`${base}/summary?id=${started.sessionId}`, { intent: "next", terms: "on" });
    expect(summary.status).toBe(303);
    const confirmation = await (await fetchApp(`http://quartier.localhost${summary.headers.get("Location")}`)).text();
    const manage = confirmation.includes('data-testid="manage-link"');
    const href = /href="(http:\/\/quartier\.localhost\/[a-z]{2}\/bookings\/[^"]+)"/.exec(confirmation)?.[1];
    expect(manage && href, "the confirmation links to the manage page").toBeTruthy();
    return { url: (href ?? "").replaceAll("&amp;", "&"), email };
  }

  it("puts the confirmation mail with the manage link into the outbox, in the guest's language", async () => {
    const { url, email } = await bookAndManage("de");
    const row = await env.DB.prepare(
      "SELECT subject, text_body, html_body, language FROM mail_outbox WHERE recipient = ? ORDER BY created_at DESC",
    )
      .bind(email)
      .first<{ subject: string; text_body: string; html_body: string; language: string }>();
    expect(row?.language).toBe("de");
    expect(row?.subject).toMatch(/^Ihre Buchung Q-[A-Z0-9]{4}-[A-Z0-9]{4} bei Quartier$/);
    expect(row?.text_body).toContain(url);
    expect(row?.html_body).toContain(url.replaceAll("&", "&amp;"));
  });

  it("opens the manage page only with the right token on the right host, and cancels", async () => {
    const { url } = await bookAndManage();
    const page = await fetchApp(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="cancel-booking"');

    const withoutToken = new URL(url);
    withoutToken.searchParams.set("token", "A".repeat(43));
    expect((await fetchApp(withoutToken.toString())).status).toBe(404);
    expect((await fetchApp(url.replace("quartier.localhost", "citynest.localhost"))).status).toBe(404);

    const confirm = await (await fetchApp(`${url}&confirm=cancel`)).text();
    expect(confirm).toMatch(/data-testid="cancel-fee">(Cancelling now costs|Cancelling is free)/);

    const token = new URL(url).searchParams.get("token") ?? "";
    const path = url.split("?")[0] ?? "";
    const crossSite = await postForm(
      path,
      { intent: "cancel", token },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(crossSite.status);
    expect(await (await fetchApp(url)).text()).toContain('data-testid="cancel-booking"');

    const cancelled = await postForm(path, { intent: "cancel", token });
    expect(cancelled.status).toBe(303);
    const after = await (await fetchApp(`http://quartier.localhost${cancelled.headers.get("Location")}`)).text();
    expect(after).toContain('data-testid="booking-status">Cancelled');
    expect(after).toContain('data-testid="cancelled-fee"');

    // A second cancel is harmless: the booking stays cancelled.
    const again = await postForm(path, { intent: "cancel", token });
    expect(again.status).toBe(303);
    const still = await (await fetchApp(`http://quartier.localhost${again.headers.get("Location")}`)).text();
    expect(still).toContain('data-testid="booking-status">Cancelled');
    expect(still).not.toContain('data-testid="cancel-booking"');
  });

  it("refuses a cancel with a wrong token", async () => {
    const { url } = await bookAndManage();
    const path = url.split("?")[0] ?? "";
    const response = await postForm(path, { intent: "cancel", token: "B".repeat(43) });
    expect(response.status).toBe(404);
    expect(await (await fetchApp(url)).text()).toMatch(/data-testid="booking-status">(Confirmed|Requested)/);
  });
});

describe("card payment", () => {
  it("frames the card page on its own origin, reads back the masked card, explains a declined one", async () => {
    const started = await startCheckout();
    const details = await postDetails(started.sessionId, "card");
    const path = await pastExtras(details.headers.get("Location") ?? "");
    expect(path).toBe(`/en/checkout/payment?id=${started.sessionId}`);

    const cardPageOf = async () => {
      const response = await fetchApp(`http://quartier.localhost${path}`);
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-src 'self' http://payments.localhost");
      const html = await response.text();
      const src = /<iframe src="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(src).toMatch(/^http:\/\/payments\.localhost\/secure-fields\/[0-9a-f]{32}\?lang=en&embedded=1$/);
      // One primary action while the card is missing: the card form's own button, not the page's Continue.
      expect(html).not.toContain('data-testid="book"');
      expect(html.match(/>Card details</g)).toHaveLength(1);
      // The full-window link opens the card page whole, with its own heading.
      const link = /<a href="([^"]+)"[^>]*data-testid="card-page-link"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
      expect(link).toBe(src.replace("&embedded=1", ""));
      return { src, html };
    };
    const framed = async (src: string) => {
      const response = await SELF.fetch(src);
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors");
      return response.text();
    };
    const sendCard = async (src: string, cardNumber: string) => {
      const response = await SELF.fetch(src.split("?")[0] ?? "", {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ holder: "Ada Lovelace", cardNumber, expiry: "12/30", cvv: "123" }),
      });
      expect(response.status).toBe(303);
      const back = new URL(response.headers.get("Location") ?? "");
      expect(back.pathname + back.search).toMatch(
        new RegExp(`^/en/checkout/payment\\?id=${started.sessionId}&transactionId=`),
      );
      return (await fetchApp(back.toString())).text();
    };

    const first = await cardPageOf();
    const inFrame = await framed(first.src);
    expect(inFrame).not.toContain("<h1>Card details</h1>");
    expect(inFrame).toContain('<body data-parent-origin="http://quartier.localhost">');
    expect(inFrame).toContain(">Confirm card</button>");
    expect(await framed(first.src.replace("&embedded=1", ""))).toContain("<h1>Card details</h1>");
    expect(await sendCard(first.src, "4000 0000 0000 0002")).toContain("Your card was declined.");
    const second = await cardPageOf();
    expect(second.src).not.toBe(first.src);
    const accepted = await sendCard(second.src, "4111 1111 1111 1111");
    expect(accepted).toContain("VISA •••• 1111, 12/30");
    // The app never stores the card number: only the masked card is in the session.
    const stored = JSON.stringify(await env.SESSIONS.get(`checkout:${started.sessionId}`, "json"));
    expect(stored).not.toContain("4111111111111111");
    expect(stored).not.toContain("4111 1111 1111 1111");
    const next = await postForm(`http://quartier.localhost${path}`, { intent: "next" });
    expect(next.headers.get("Location")).toBe(`/en/checkout/summary?id=${started.sessionId}`);
  });

  /** Last month as MM/YY: an expiry that has passed. */
  const pastExpiry = (() => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return `${String(last.getUTCMonth() + 1).padStart(2, "0")}/${String(last.getUTCFullYear() % 100).padStart(2, "0")}`;
  })();

  it.each([
    [
      "en",
      "13/30",
      "1",
      ["Please enter the expiry date as MM/YY.", "Please enter the security code printed on your card."],
    ],
    ["de", pastExpiry, "12", ["Diese Karte ist abgelaufen.", "Bitte geben Sie die Prüfnummer Ihrer Karte ein."]],
  ] as const)(
    "in %s, card errors come back inside the frame and a good card goes on to the summary",
    async (lng, expiry, cvv, messages) => {
      const started = await startCheckout({ lng });
      const details = await postForm(`http://quartier.localhost/${lng}/checkout/booking?id=${started.sessionId}`, {
        ...guest,
        paymentMethod: "card",
        intent: "next",
      });
      const path = await pastExtras(details.headers.get("Location") ?? "");
      expect(path).toBe(`/${lng}/checkout/payment?id=${started.sessionId}`);
      const step = await (await fetchApp(`http://quartier.localhost${path}`)).text();
      const src = /<iframe src="([^"]+)"/.exec(step)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(src).toMatch(
        new RegExp(`^http://payments\\.localhost/secure-fields/[0-9a-f]{32}\\?lang=${lng}&embedded=1$`),
      );
      // The framed form posts to its own address (no action, no target): the answer lands in the frame.
      const framed = await (await SELF.fetch(src)).text();
      expect(framed).toMatch(/<form id="card-form" method="post" novalidate>/);
      const sendCard = (fields: Record<string, string>) =>
        SELF.fetch(src, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
          body: new URLSearchParams({ holder: "Ada Lovelace", cardNumber: "4111 1111 1111 1111", ...fields }),
        });

      const refused = await sendCard({ expiry, cvv });
      expect(refused.status).toBe(400);
      expect(refused.headers.get("Location")).toBeNull();
      const inFrame = await refused.text();
      for (const message of messages) expect(inFrame).toContain(message);
      expect(inFrame).toContain('<body data-parent-origin="http://quartier.localhost">');
      expect(inFrame).not.toMatch(/<form[^>]*target=/);
      expect(inFrame).toMatch(/name="cardNumber"[^>]*value="4111 1111 1111 1111"/);
      expect(inFrame).toMatch(new RegExp(`name="expiry"[^>]*value="${expiry}"`));

      const sent = await sendCard({ expiry: "12/30", cvv: "123" });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("Location")).toBe(src);
      const done = await (await SELF.fetch(src)).text();
      const onward = /href="([^"]+)" target="_top"/.exec(done)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(onward).toMatch(
        new RegExp(`^http://quartier\\.localhost/${lng}/checkout/payment\\?id=${started.sessionId}&transactionId=`),
      );
      expect(await (await fetchApp(onward)).text()).toContain("VISA •••• 1111, 12/30");
      const next = await postForm(`http://quartier.localhost${path}`, { intent: "next" });
      expect(next.headers.get("Location")).toBe(`/${lng}/checkout/summary?id=${started.sessionId}`);
    },
  );

  it("asks for the card before continuing", async () => {
    const started = await startCheckout();
    const base = "http://quartier.localhost/en/checkout";
    await postForm(`${base}/booking?id=${started.sessionId}`, { ...guest, paymentMethod: "card", intent: "next" });
    const tenant = await env.SESSIONS.get(`checkout:${started.sessionId}`, "json");
    expect(tenant).toBeTruthy();
    const response = await postForm(`${base}/payment?id=${started.sessionId}`, { intent: "next" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter your card details first.");
  });
});

describe("bad input on every step", () => {
  it("extras: a quantity out of range is a 400 with the message and the value kept", async () => {
    // Find a session whose checkout has an extras step (most apartments offer some).
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const started = await startCheckout({ skip: attempt });
      const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as {
        state: { apartment: { extraServices: { id: string }[] } };
      };
      const service = stored.state.apartment.extraServices[0];
      if (!service) continue;
      const base = "http://quartier.localhost/en/checkout";
      await postForm(`${base}/booking?id=${started.sessionId}`, {
        ...guest,
        paymentMethod: "bankTransfer",
        intent: "next",
      });
      const response = await postForm(`${base}/extra-services?id=${started.sessionId}`, {
        [`quantities.${service.id}`]: "99",
        intent: "next",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Choose a quantity from 0 to 10.");
      expect(html).toContain('value="99"');
      return;
    }
    throw new Error("no apartment with extras found");
  });

  it("payment: missing AirPlus billing fields are a 400 with messages and the values kept", async () => {
    const started = await startCheckout();
    const details = await postDetails(started.sessionId, "airplus");
    const path = await pastExtras(details.headers.get("Location") ?? "");
    const response = await postForm(`http://quartier.localhost${path}`, {
      company: "acme-consulting",
      savedCard: "sbx_ap_quartier_acme_1",
      "dbi.KS": "CC-4711",
      "dbi.PK": "abc",
      intent: "next",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    // The error says what the format is (from the company's DBI definition), not only that it is wrong.
    expect(html.replace(/<!-- -->/g, "")).toContain(
      "This value has the wrong format. Format: digits only, up to 8 characters, e.g. 0815.",
    );
    expect(html).toContain('value="CC-4711"');
    expect(html).toContain('value="abc"');
  });

  it("request: a bad budget is a 400 with the message and the values kept", async () => {
    const started = await startCheckout();
    const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as Record<string, unknown> & {
      params: Record<string, unknown>;
    };
    // Turn this session into a request for proposal, as the offer page of an RFP listing would.
    await env.SESSIONS.put(
      `checkout:${started.sessionId}`,
      JSON.stringify({ ...stored, params: { ...stored.params, isRfp: true } }),
    );
    const path = `http://quartier.localhost/en/checkout/request?id=${started.sessionId}`;
    const page = await fetchApp(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const response = await postForm(path, { name: "Ada", email: "ada@example.com", budget: "9,50,0", intent: "next" });
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Please enter an amount greater than 0, e.g. 9,500 or 9,500.50.");
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="9,50,0"');
    // Grouped as an English speaker types it.
    const sent = await postForm(path, { name: "Ada", email: "ada@example.com", budget: "9,500", intent: "next" });
    expect(sent.headers.get("Location")).toBe(`/en/checkout/confirmation?id=${started.sessionId}`);
  });
});

describe("progress", () => {
  const stepsShown = (html: string) => [...html.matchAll(/<li[^>]*data-step="([^"]+)"/g)].map((m) => m[1]);

  it("counts the same steps from the first step to the summary, and links every completed one", async () => {
    const started = await startCheckout();
    const base = "http://quartier.localhost/en/checkout";
    const booking = await (await fetchApp(`${base}/booking?id=${started.sessionId}`)).text();
    const steps = stepsShown(booking);
    // The card is the preselected method, so its step is counted from the start.
    expect(steps).toContain("checkout.paymentInformations");
    expect(booking).toContain(`Step 1 of ${steps.length}: Your details`);

    const bad = await postForm(`${base}/booking?id=${started.sessionId}`, { firstName: "Ada", intent: "next" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/data-testid="checkout-progress-bar" data-state="exception"/);

    const details = await postDetails(started.sessionId, "card");
    let path = details.headers.get("Location") ?? "";
    if (path.includes("/extra-services")) {
      expect(stepsShown(await (await fetchApp(`http://quartier.localhost${path}`)).text())).toEqual(steps);
      path = await pastExtras(path);
    }
    const payment = await (await fetchApp(`http://quartier.localhost${path}`)).text();
    expect(stepsShown(payment)).toEqual(steps);
    expect(payment).toContain(`Step ${steps.indexOf("checkout.paymentInformations") + 1} of ${steps.length}: Payment`);
    expect(payment).toMatch(/data-testid="checkout-progress-bar" data-state="active"/);
    expect(payment).toContain(`href="/en/checkout/booking?id=${started.sessionId}"`);
  });

  it("lets the guest change guest details, extras and payment from the summary", async () => {
    let started = await startCheckout();
    let details = await postDetails(started.sessionId, "bankTransfer");
    // An apartment with extras, so that the summary has an extras section.
    for (let skip = 1; skip < 8 && !details.headers.get("Location")?.includes("/extra-services"); skip += 1) {
      started = await startCheckout({ skip });
      details = await postDetails(started.sessionId, "bankTransfer");
    }
    const extrasPath = details.headers.get("Location") ?? "";
    expect(extrasPath).toBe(`/en/checkout/extra-services?id=${started.sessionId}`);
    const extrasPage = await (await fetchApp(`http://quartier.localhost${extrasPath}`)).text();
    const quantity = /name="(quantities\.[^"]+)"/.exec(extrasPage)?.[1] ?? "";
    expect(quantity).not.toBe("");
    const summaryPath = (
      await postForm(`http://quartier.localhost${extrasPath}`, { [quantity]: "2", intent: "next" })
    ).headers.get("Location");
    const summary = await (await fetchApp(`http://quartier.localhost${summaryPath}`)).text();
    const change = (testId: string) =>
      new RegExp(`<a href="([^"]+)"[^>]*data-testid="${testId}"`).exec(summary)?.[1]?.replaceAll("&amp;", "&");
    expect(change("change-guest")).toBe(`/en/checkout/booking?id=${started.sessionId}`);
    expect(change("change-extras")).toBe(extrasPath);
    expect(change("change-payment")).toBe(`/en/checkout/booking?id=${started.sessionId}`);
    expect(summary).toContain(`data-testid="progress-link-checkout.extraServices"`);
    // The Back button keeps the spec's rule: summary goes back to booking.
    const back = await postForm(`http://quartier.localhost${summaryPath}`, { intent: "back" });
    expect(back.headers.get("Location")).toBe(`/en/checkout/booking?id=${started.sessionId}`);
    // The extras step opens again from the summary, with what was chosen kept.
    const again = await (await fetchApp(`http://quartier.localhost${extrasPath}`)).text();
    const input = [...again.matchAll(/<input[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(`name="${quantity}"`));
    expect(input).toContain('value="2"');
  });
});

describe("what the pages say", () => {
  it.each([
    ["en", "Cancel request", "Cancel booking", "Booking steps"],
    ["de", "Anfrage abbrechen", "Buchung abbrechen", "Buchungsschritte"],
  ] as const)(
    "the request page (%s) offers to cancel the request, not a booking",
    async (lng, cancel, notCancel, notSteps) => {
      const started = await startCheckout({ lng });
      const stored = (await env.SESSIONS.get(`checkout:${started.sessionId}`, "json")) as Record<string, unknown> & {
        params: Record<string, unknown>;
      };
      await env.SESSIONS.put(
        `checkout:${started.sessionId}`,
        JSON.stringify({ ...stored, params: { ...stored.params, isRfp: true } }),
      );
      const html = await (
        await fetchApp(`http://quartier.localhost/${lng}/checkout/request?id=${started.sessionId}`)
      ).text();
      expect(html).toContain(cancel);
      expect(html).not.toContain(notCancel);
      expect(html).not.toContain(notSteps);
    },
  );

  it("links the summary's terms checkbox to the terms and privacy pages in a new tab", async () => {
    const started = await startCheckout({ lng: "de" });
    const base = "http://quartier.localhost/de/checkout";
    await postForm(`${base}/booking?id=${started.sessionId}`, {
      ...guest,
      paymentMethod: "bankTransfer",
      intent: "next",
    });
    const html = await (await fetchApp(`${base}/summary?id=${started.sessionId}`)).text();
    for (const page of ["terms", "privacy"]) {
      const link = new RegExp(`<a [^>]*href="/de/legal/${page}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="[^"]*noopener/);
    }
  });
});

describe("rate choice", () => {
  it("offers every rate of the stay on the offer page and books the one chosen", async () => {
    const from = isoDateFromToday(150);
    const to = isoDateFromToday(154);
    const { listings } = await searchInventory({ from, to, guests: 2, radius: 25 }, { limit: 500 });
    const listing = listings.find((l) => !isRfpListing(l) && l.rates.length > 1);
    expect(listing, "an apartment with two rates").toBeTruthy();
    const id = listing?.apartmentType.id ?? "";
    const offerUrl = `/en/apartments/${id}?from=${from}&to=${to}&guests=2`;
    const html = await (await fetchApp(`http://quartier.localhost${offerUrl}`)).text();
    expect(html).toContain('data-testid="rate-choice"');
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="ratePlanId"[^>]*>/g)].map((m) => ({
      value: /value="([^"]+)"/.exec(m[0])?.[1] ?? "",
      checked: m[0].includes("checked"),
    }));
    expect(radios.length).toBe(listing?.rates.length);
    // The cheapest is chosen unless the guest picks another.
    const cheapest = [...(listing?.rates ?? [])].sort((a, b) => a.price.total - b.price.total)[0];
    expect(chosenRatePlanId(html)).toBe(cheapest?.ratePlan.id);
    const other = radios.find((r) => !r.checked)?.value ?? "";
    const response = await postForm("http://quartier.localhost/en/checkout/start", {
      apartmentTypeId: id,
      ratePlanId: other,
      from,
      to,
      guests: "2",
      offerUrl,
    });
    expect(response.status).toBe(303);
    const sessionId = new URL(response.headers.get("Location") ?? "", "http://x").searchParams.get("id");
    const stored = (await env.SESSIONS.get(`checkout:${sessionId}`, "json")) as {
      state: { selectedOffer: { ratePlanId: string } };
    };
    expect(stored.state.selectedOffer.ratePlanId).toBe(other);
  });
});
