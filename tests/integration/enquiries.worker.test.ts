import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { enterGuestDetails, isoDateFromToday } from "./booked-stay";
import { cookiesFrom, fetchApp, postForm } from "./fetch-app";
import { appOrigin, readForms, signIn } from "./sign-in-flow";

type OutboxRow = { kind: string; subject: string; text_body: string; html_body: string; language: string };

async function mailsTo(email: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, subject, text_body, html_body, language FROM mail_outbox WHERE recipient = ? ORDER BY created_at",
  )
    .bind(email)
    .all<OutboxRow>();
  return results;
}

const linkIn = (mail: OutboxRow | undefined, pattern: RegExp) =>
  [...(mail?.html_body ?? "").matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
    .find((href) => pattern.test(href)) ?? "";

/** The offer form's cancellation fields as the operator leaves them by default (free until 14 days before, then 100 %). */
const DEFAULT_TERMS = { cancellation: "free", freeDays: "14", feePercent: "100" };

const adminOf = (sub: string) => DEMO_USERS.find((user) => user.sub === sub)?.email ?? "";

let counter = 0;

/** A corporate request through the form, as a browser without JavaScript sends it. */
async function sendEnquiry(lng: "en" | "de", overrides: Record<string, string> = {}) {
  counter += 1;
  const email = `team-${lng}-${counter}-${Date.now()}@example.com`;
  const fields = {
    company: "Analytical Engines Ltd",
    name: "Ada Lovelace",
    email,
    location: "Berlin",
    radius: "10",
    inDate: isoDateFromToday(120 + counter * 40),
    outDate: isoDateFromToday(134 + counter * 40),
    apartments: "2",
    guests: "3",
    budget: lng === "de" ? "4.500" : "4,500",
    budgetPeriod: "month",
    currency: "EUR",
    requirements: "parking",
    ...overrides,
  };
  const response = await postForm(`${appOrigin("quartier")}/${lng}/enquiry`, fields, {}, { freshBrowser: true });
  return { response, email, fields };
}

/** The platform admin on Quartier's admin host. */
async function operator() {
  const { app, origin } = await signIn("admin.quartier", {
    email: adminOf("admin-platform"),
    returnTo: "/en/admin/enquiries",
  });
  const get = (path: string) => fetchApp(`${origin}${path}`, { headers: { Cookie: app.header() } });
  const post = (path: string, fields: Record<string, string>) =>
    postForm(`${origin}${path}`, fields, { Cookie: app.header() });
  return { get, post };
}

describe("an enquiry from the request to a booking at the offered price", () => {
  it("sends the request, the operator answers with two offers, the requester books one, the other is closed", async () => {
    const { response, email, fields } = await sendEnquiry("en");
    expect(response.status).toBe(303);
    const pageUrl = new URL(response.headers.get("Location") ?? "", appOrigin("quartier"));
    expect(pageUrl.pathname).toMatch(/^\/en\/account\/enquiries\/rfp_/);
    const rfpId = pageUrl.pathname.split("/").pop() ?? "";

    // The requester's confirmation (their language, with the signed link) and the operators' notification.
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ kind: "rfp_confirmation", language: "en" });
    expect(linkIn(confirmation, /\/account\/enquiries\//)).toContain(`/en/account/enquiries/${rfpId}?token=`);
    const { results: notices } = await env.DB.prepare(
      "SELECT subject, html_body FROM mail_outbox WHERE kind = 'rfp_notification' AND recipient = 'hello@quartier.example'",
    ).all<{ subject: string; html_body: string }>();
    const notice = notices.find((n) => n.html_body.includes(`/admin/enquiries/${rfpId}`));
    expect(notice?.subject).toMatch(/^New enquiry RQ-[A-Z0-9]{6} from Analytical Engines Ltd$/);

    const page = await (await fetchApp(pageUrl.toString())).text();
    expect(page).toContain('data-testid="enquiry-status">Waiting for offers<');
    expect(page).toContain("€4,500.00 per month");

    // The operator drafts two offers from the suggested apartments and sends them.
    const desk = await operator();
    const list = await (await desk.get("/en/admin/enquiries?status=OPEN")).text();
    expect(list).toContain(`/en/admin/enquiries/${rfpId}`);
    const detail = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
    const apartments = [...detail.matchAll(/<option value="(a-[^"]+)"/g)].map((m) => m[1] ?? "");
    expect(apartments.length).toBeGreaterThanOrEqual(2);
    for (const [index, total] of ["2,800.00", "3,100.50"].entries()) {
      const added = await desk.post(`/en/admin/enquiries/${rfpId}`, {
        intent: "add",
        apartmentTypeId: apartments[index] ?? "",
        from: fields.inDate,
        to: fields.outDate,
        total,
        currency: "EUR",
        ratePer: "month",
        validUntil: isoDateFromToday(30),
        terms: "Invoice monthly",
        ...DEFAULT_TERMS,
      });
      expect(added.status).toBe(303);
    }
    const sent = await desk.post(`/en/admin/enquiries/${rfpId}`, { intent: "send" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toContain("done=sent");

    const offersMail = (await mailsTo(email)).find((mail) => mail.kind === "rfp_offers");
    expect(offersMail).toMatchObject({ language: "en" });
    expect(offersMail?.subject).toMatch(/^Your offers from Quartier \(RQ-/);
    expect(offersMail?.text_body).toContain("€2,800.00");
    const link = linkIn(offersMail, /\/account\/enquiries\//);
    // The mail links to the brand's host, not the admin host.
    expect(new URL(link).host).toBe(new URL(appOrigin("quartier")).host);

    // The requester opens the link (no account) and books the first offer at its price.
    const offersPage = await (await fetchApp(link, { freshBrowser: true })).text();
    expect(offersPage).toContain('data-testid="enquiry-status">Offers ready<');
    expect(offersPage.match(/data-testid="enquiry-offer"/g)).toHaveLength(2);
    // "Show the offers in the search results": the enquiry's search lists both offered apartments, in list view.
    const searchPath = (/href="(\/en\/search\/[^"]+rfpId=[^"]+)"/.exec(offersPage)?.[1] ?? "").replaceAll("&amp;", "&");
    const results = await (await fetchApp(`${appOrigin("quartier")}${searchPath}`)).text();
    expect(results).toContain('data-view="list"');
    expect(new Set(results.match(/rfpOfferId=rfo_[A-Za-z0-9_-]+/g)).size).toBe(2);
    const bookForms = (await readForms(offersPage, link))
      .filter((form) => form.action.endsWith("/checkout/start"))
      .map((form) => ({ action: form.action, fields: Object.fromEntries(form.fields.map((f) => [f.name, f.value])) }));
    expect(bookForms).toHaveLength(2);
    const chosen = bookForms.find((form) => form.fields.apartmentTypeId === apartments[0]);
    expect(chosen?.fields).toMatchObject({ rfpId, from: fields.inDate, to: fields.outDate });
    const start = await postForm(chosen?.action ?? "", chosen?.fields ?? {});
    expect(start.status).toBe(303);
    const sessionId = new URL(start.headers.get("Location") ?? "", link).searchParams.get("id") ?? "";
    expect(start.headers.get("Location")).toContain("/en/checkout/booking?id=");
    const bookingStep = await (await fetchApp(`${appOrigin("quartier")}/en/checkout/booking?id=${sessionId}`)).text();
    expect(bookingStep).toContain("€2,800.00");

    const host = new URL(appOrigin("quartier")).host;
    await enterGuestDetails(host, "en", sessionId, email);
    const summary = await postForm(`${appOrigin("quartier")}/en/checkout/summary?id=${sessionId}`, {
      intent: "next",
      terms: "on",
    });
    expect(summary.status).toBe(303);
    const done = await (await fetchApp(`${appOrigin("quartier")}${summary.headers.get("Location")}`)).text();
    expect(done).toContain("€2,800.00");
    const bookingMail = (await mailsTo(email)).find((mail) => mail.kind === "booking_confirmation");
    expect(bookingMail?.text_body).toContain("€2,800.00");

    // The enquiry is booked; the other offer is closed.
    const after = await (await fetchApp(link)).text();
    expect(after).toContain('data-testid="enquiry-status">Booked<');
    expect(after).toContain('data-testid="offer-status">Booked<');
    expect(after).toContain('data-testid="offer-status">No longer available<');
    expect((await readForms(after, link)).filter((form) => form.action.endsWith("/checkout/start"))).toHaveLength(0);
  });

  it("prices an offer of 28 nights or more shown per month per month in the admin's preview, the mail and the requester's page", async () => {
    const inDate = isoDateFromToday(420);
    const outDate = isoDateFromToday(465);
    const { response, email } = await sendEnquiry("en", { inDate, outDate, budget: "3,000" });
    expect(response.status).toBe(303);
    const rfpId =
      new URL(response.headers.get("Location") ?? "", appOrigin("quartier")).pathname.split("/").pop() ?? "";
    const desk = await operator();
    const detail = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
    const apartment = /<option value="(a-[^"]+)"/.exec(detail)?.[1] ?? "";
    expect(apartment).not.toBe("");
    const added = await desk.post(`/en/admin/enquiries/${rfpId}`, {
      intent: "add",
      apartmentTypeId: apartment,
      from: inDate,
      to: outDate,
      total: "9,000.00",
      currency: "EUR",
      ratePer: "month",
      validUntil: isoDateFromToday(30),
      terms: "",
      ...DEFAULT_TERMS,
    });
    expect(added.status).toBe(303);
    // 45 nights: one calendar month from arrival (to the same day of the next month), then nights at a
    // thirtieth of the monthly rate; the monthly rate is what the total comes to on that count.
    const arrival = new Date(`${inDate}T00:00:00Z`);
    const [y, m, d] = [arrival.getUTCFullYear(), arrival.getUTCMonth(), arrival.getUTCDate()];
    const monthEnd = Date.UTC(y, m + 1, Math.min(d, new Date(Date.UTC(y, m + 2, 0)).getUTCDate()));
    const extraNights = 45 - (monthEnd - arrival.getTime()) / 86_400_000;
    const perMonthAmount = Math.floor((900_000 * 30) / (30 + extraNights));
    const split = { perMonth: perMonthAmount, extraNights, extraNightsAmount: 900_000 - perMonthAmount };
    const money = (amount: number) =>
      new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(amount / 100);
    const perMonth = `${money(split?.perMonth ?? 0)} per month`;
    const months = `1 month at ${perMonth}`;
    const further = `${split?.extraNights} further nights`;

    const preview = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
    const offerBlock = preview.slice(preview.indexOf('data-testid="offer-price"'));
    expect(offerBlock).toContain(`data-testid="offer-per-month">${perMonth}<`);
    expect(offerBlock).toContain("€9,000.00 total for 45 nights");
    expect(offerBlock).toContain(months);
    expect(offerBlock).toContain(further);
    expect(offerBlock).toContain(money(split?.extraNightsAmount ?? 0));

    expect((await desk.post(`/en/admin/enquiries/${rfpId}`, { intent: "send" })).status).toBe(303);
    const offersMail = (await mailsTo(email)).find((mail) => mail.kind === "rfp_offers");
    expect(offersMail?.text_body).toContain("€9,000.00 in total");
    expect(offersMail?.text_body).toContain(perMonth);
    expect(offersMail?.text_body).toContain(`${months}: ${money((split?.perMonth ?? 0) * 1)}`);
    expect(offersMail?.text_body).toContain(`${further}: ${money(split?.extraNightsAmount ?? 0)}`);

    const page = await (await fetchApp(linkIn(offersMail, /\/account\/enquiries\//), { freshBrowser: true })).text();
    expect(page).toContain(`data-testid="offer-per-month">${perMonth}<`);
    expect(page).toContain(months);
    expect(page).toContain(further);
  });

  it("closes an offer past its validity date: the requester sees it no longer available and cannot book it", async () => {
    const { response, fields } = await sendEnquiry("en");
    const pageUrl = new URL(response.headers.get("Location") ?? "", appOrigin("quartier"));
    const rfpId = pageUrl.pathname.split("/").pop() ?? "";
    const desk = await operator();
    const detail = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
    const apartment = /<option value="(a-[^"]+)"/.exec(detail)?.[1] ?? "";
    const added = await desk.post(`/en/admin/enquiries/${rfpId}`, {
      intent: "add",
      apartmentTypeId: apartment,
      from: fields.inDate,
      to: fields.outDate,
      total: "2,500.00",
      currency: "EUR",
      ratePer: "month",
      validUntil: isoDateFromToday(2),
      ...DEFAULT_TERMS,
    });
    expect(added.status).toBe(303);
    expect((await desk.post(`/en/admin/enquiries/${rfpId}`, { intent: "send" })).status).toBe(303);
    const bookable = await (await fetchApp(pageUrl.toString())).text();
    expect(bookable).toContain('data-testid="offer-status">Bookable<');

    // Time passes beyond the offer's validity date (the OTA's own clock; here its stored date moves back).
    await env.INVENTORY_DB.prepare("UPDATE rfp_offers SET valid_until = ? WHERE rfp_id = ?")
      .bind(isoDateFromToday(-1), rfpId)
      .run();
    const expired = await (await fetchApp(pageUrl.toString())).text();
    expect(expired).toContain('data-testid="enquiry-status">Closed<');
    expect(expired).toContain('data-testid="offer-status">No longer available<');
    expect(
      (await readForms(expired, pageUrl.toString())).filter((f) => f.action.endsWith("/checkout/start")),
    ).toHaveLength(0);
    const listed = await (await desk.get("/en/admin/enquiries?status=LOST")).text();
    expect(listed).toContain(`/en/admin/enquiries/${rfpId}`);
  });

  it("writes to a German requester in German and shows the page in German", async () => {
    const { response, email } = await sendEnquiry("de");
    expect(response.status).toBe(303);
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.language).toBe("de");
    expect(confirmation?.text_body).toContain("Hallo Ada Lovelace");
    const page = await (
      await fetchApp(new URL(response.headers.get("Location") ?? "", appOrigin("quartier")).toString())
    ).text();
    expect(page).toContain("Wartet auf Angebote");
    expect(page).toMatch(/4\.500,00\s€ pro Monat/);
  });

  it("writes the operators' subject on one line when the company carries a line break (no header injection)", async () => {
    const { response } = await sendEnquiry("en", { company: "Injected Ltd\r\nBcc: victim@example.com" });
    expect(response.status).toBe(303);
    const rfpId = response.headers.get("Location")?.split("?")[0]?.split("/").pop() ?? "";
    const { results } = await env.DB.prepare(
      "SELECT subject, html_body FROM mail_outbox WHERE kind = 'rfp_notification' AND recipient = 'hello@quartier.example'",
    ).all<{ subject: string; html_body: string }>();
    const notice = results.find((n) => n.html_body.includes(`/admin/enquiries/${rfpId}`));
    expect(notice?.subject).toMatch(/^New enquiry RQ-[A-Z0-9]{6} from Injected Ltd Bcc: victim@example\.com$/);
    expect(notice?.subject).not.toMatch(/[\r\n]/);
  });

  it("answers bad input with 400 and translated messages, keeping what was typed", async () => {
    const { response } = await sendEnquiry("de", { company: "", budget: "viel" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Bitte geben Sie den Firmennamen ein.");
    expect(html).toContain("Bitte geben Sie einen Betrag größer als 0 ein");
    expect(html).toContain('value="Ada Lovelace"');
  });
});

/** An enquiry with one offer drafted and sent by the operator; answers the requester's link from the offers mail. */
async function sentOffer(lng: "en" | "de", offer: Record<string, string>, enquiry: Record<string, string> = {}) {
  const { response, email, fields } = await sendEnquiry(lng, enquiry);
  expect(response.status).toBe(303);
  const rfpId = new URL(response.headers.get("Location") ?? "", appOrigin("quartier")).pathname.split("/").pop() ?? "";
  const desk = await operator();
  const detail = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
  const apartment = /<option value="(a-[^"]+)"/.exec(detail)?.[1] ?? "";
  const added = await desk.post(`/en/admin/enquiries/${rfpId}`, {
    intent: "add",
    apartmentTypeId: apartment,
    from: fields.inDate,
    to: fields.outDate,
    currency: "EUR",
    ratePer: "night",
    validUntil: isoDateFromToday(30),
    ...DEFAULT_TERMS,
    ...offer,
  });
  expect(added.status).toBe(303);
  expect((await desk.post(`/en/admin/enquiries/${rfpId}`, { intent: "send" })).status).toBe(303);
  const offersMail = (await mailsTo(email)).find((mail) => mail.kind === "rfp_offers");
  return { rfpId, email, desk, offersMail, link: linkIn(offersMail, /\/account\/enquiries\//) };
}

/** Starts a checkout from the enquiry page's Book form; answers the session id and its browser's cookie. */
async function startOfferCheckout(link: string) {
  const page = await (await fetchApp(link)).text();
  const [book] = (await readForms(page, link)).filter((form) => form.action.endsWith("/checkout/start"));
  const fields = Object.fromEntries((book?.fields ?? []).map((f) => [f.name, f.value]));
  const start = await postForm(book?.action ?? "", fields);
  expect(start.status).toBe(303);
  const sessionId = new URL(start.headers.get("Location") ?? "", link).searchParams.get("id") ?? "";
  return { sessionId, cookie: cookiesFrom(start) };
}

describe("an offer's own terms, currency and rate unit", () => {
  it("keeps the operator's choice of a rate per night for a stay of 28 nights or more", async () => {
    const inDate = isoDateFromToday(480);
    const outDate = isoDateFromToday(525);
    const { offersMail, link, desk, rfpId } = await sentOffer(
      "en",
      { total: "9,000.00", ratePer: "night", from: inDate, to: outDate },
      { inDate, outDate, budget: "3,000" },
    );
    // 45 nights at €9,000.00: €200.00 per night, wherever the offer is shown.
    expect(offersMail?.text_body).toContain("€9,000.00 in total (€200.00 per night)");
    const page = await (await fetchApp(link, { freshBrowser: true })).text();
    const admin = await (await desk.get(`/en/admin/enquiries/${rfpId}`)).text();
    for (const html of [page, admin]) {
      expect(html).toContain("€200.00 per night");
      expect(html).not.toContain('data-testid="offer-per-month"');
    }
  });

  it("shows the operator's cancellation terms on the offer and in the mail, and books exactly those", async () => {
    // Free until 90 days before an arrival 60 days away: cancelling costs the fee from today.
    const stay = { inDate: isoDateFromToday(60), outDate: isoDateFromToday(74) };
    const offer = { total: "2,000.00", freeDays: "90", feePercent: "40", from: stay.inDate, to: stay.outDate };
    const { offersMail, link } = await sentOffer("en", offer, stay);
    const terms = "Free cancellation until 90 days before arrival, then 40 % of the stay is charged.";
    expect(offersMail?.text_body).toContain(terms);
    const page = await (await fetchApp(link, { freshBrowser: true })).text();
    expect(page).toContain(terms);
    // The offer card's photo goes through the brand's own /media path, which answers it.
    const image = /<img src="([^"]+)"[^>]*>/.exec(page.slice(page.indexOf('data-testid="enquiry-offer"')))?.[1] ?? "";
    expect(image).toMatch(/^\/media\/images\//);
    expect((await fetchApp(`${appOrigin("quartier")}${image}`)).status).toBe(200);

    const { sessionId } = await startOfferCheckout(link);
    const host = new URL(appOrigin("quartier")).host;
    const step = await (await fetchApp(`${appOrigin("quartier")}/en/checkout/booking?id=${sessionId}`)).text();
    expect(step).toContain(terms);
    expect(step).not.toContain("Non-refundable");
    const email = `terms-${sessionId.slice(0, 10)}@example.com`;
    await enterGuestDetails(host, "en", sessionId, email);
    const summary = await postForm(`${appOrigin("quartier")}/en/checkout/summary?id=${sessionId}`, {
      intent: "next",
      terms: "on",
    });
    expect(summary.status).toBe(303);
    const confirmation = await (await fetchApp(`${appOrigin("quartier")}${summary.headers.get("Location")}`)).text();
    expect(confirmation).toContain(terms);
    const manageUrl = (/href="(http:\/\/[^"]+\/bookings\/[^"]+)"/.exec(confirmation)?.[1] ?? "").replaceAll(
      "&amp;",
      "&",
    );
    const manage = await (await fetchApp(manageUrl)).text();
    expect(manage).toContain(terms);
    // 40 % of €2,000.00.
    const confirm = await (await fetchApp(`${manageUrl}&confirm=cancel`)).text();
    expect(confirm).toMatch(/data-testid="cancel-fee"[^>]*>[^<]*€800\.00/);
    const token = new URL(manageUrl).searchParams.get("token") ?? "";
    const cancelled = await postForm(manageUrl.split("?")[0] ?? "", { intent: "cancel", token });
    expect(cancelled.status).toBe(303);
    const after = await (await fetchApp(`${appOrigin("quartier")}${cancelled.headers.get("Location")}`)).text();
    expect(after).toMatch(/data-testid="cancelled-fee"[^>]*>[^<]*€800\.00/);
  });

  it("shows a non-refundable offer as such in German", async () => {
    const { link } = await sentOffer("de", { total: "2,000.00", cancellation: "nonRefundable", freeDays: "" });
    const page = await (await fetchApp(link, { freshBrowser: true })).text();
    expect(page).toContain("Nicht erstattbar: Bei Stornierung werden 100 % des Aufenthalts berechnet.");
  });

  it("shows an offer's checkout in the offer's currency, the visitor's only as a labelled conversion", async () => {
    const { link } = await sentOffer("en", { total: "11,500.50", currency: "GBP" });
    const { sessionId } = await startOfferCheckout(link);
    const step = await (await fetchApp(`${appOrigin("quartier")}/en/checkout/booking?id=${sessionId}`)).text();
    const panel = step.slice(step.indexOf('data-testid="checkout-stay"'));
    expect(panel).toContain("£11,500.50");
    expect(panel).not.toContain('data-testid="booking-currency"');
    expect(panel).toMatch(
      /data-testid="converted-total">About €[\d,.]+ at today&#x27;s reference rate, for information only: you are charged in GBP\.</,
    );
    // Every amount of the price breakdown is in pounds.
    const breakdown = panel.slice(
      panel.indexOf('data-testid="checkout-price"'),
      panel.indexOf('data-testid="converted-total"'),
    );
    expect(breakdown).not.toContain("€");
  });

  it("answers 409 with what happened and a link back when the offer was booked meanwhile", async () => {
    const { link } = await sentOffer("en", { total: "2,400.00" });
    const host = new URL(appOrigin("quartier")).host;
    // Two colleagues open the offer and fill in the checkout; one books first.
    const first = await startOfferCheckout(link);
    await enterGuestDetails(host, "en", first.sessionId, `race-${first.sessionId.slice(0, 10)}@example.com`);
    const second = await startOfferCheckout(link);
    await enterGuestDetails(host, "en", second.sessionId, `race-${second.sessionId.slice(0, 10)}@example.com`);
    const book = ({ sessionId, cookie }: { sessionId: string; cookie: string }) =>
      postForm(
        `${appOrigin("quartier")}/en/checkout/summary?id=${sessionId}`,
        { intent: "next", terms: "on" },
        { Cookie: cookie },
      );
    expect((await book(first)).status).toBe(303);
    const late = await book(second);
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("This offer can no longer be booked: it was booked a moment ago");
    const back = (
      /data-testid="back-to-enquiry"[^>]*|href="([^"]+)"[^>]*data-testid="back-to-enquiry"/.exec(html)?.[1] ?? ""
    ).replaceAll("&amp;", "&");
    expect(back).toMatch(/^\/en\/account\/enquiries\/rfp_[^?]+\?token=/);
    const enquiry = await (await fetchApp(`${appOrigin("quartier")}${back}`, { freshBrowser: true })).text();
    expect(enquiry).toContain('data-testid="enquiry-status">Booked<');
  });
});

describe("enquiries stay with their tenant and their requester", () => {
  it("answers 404 for another tenant's enquiry, a bad token, and someone else's enquiry", async () => {
    const { response } = await sendEnquiry("en");
    const pageUrl = new URL(response.headers.get("Location") ?? "", appOrigin("quartier"));
    const rfpId = pageUrl.pathname.split("/").pop() ?? "";
    const token = pageUrl.searchParams.get("token") ?? "";
    // The same link on another brand, a changed token, no token.
    const otherBrand = `${appOrigin("alpenstay")}/en/account/enquiries/${rfpId}?token=${token}`;
    expect((await fetchApp(otherBrand, { freshBrowser: true })).status).toBe(404);
    // The first character changes the token's first bits; the last one's lowest bits are base64 padding,
    // which decoding ignores, so a changed last character can still be the same token (1 run in 16).
    const tampered = `${pageUrl.origin}${pageUrl.pathname}?token=${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    expect((await fetchApp(tampered, { freshBrowser: true })).status).toBe(404);
    expect((await fetchApp(`${pageUrl.origin}${pageUrl.pathname}`, { freshBrowser: true })).status).toBe(404);
    // Signed in as someone else, without the link.
    const anna = await signIn("quartier", { email: DEMO_USERS.find((u) => u.sub === "guest-anna")?.email ?? "" });
    const asAnna = await fetchApp(`${pageUrl.origin}${pageUrl.pathname}`, { headers: { Cookie: anna.app.header() } });
    expect(asAnna.status).toBe(404);
    // Another brand's operator.
    const alpen = await signIn("admin.alpenstay", { email: adminOf("admin-alpenstay"), returnTo: "/en/admin" });
    const theirs = await fetchApp(`${alpen.origin}/en/admin/enquiries/${rfpId}`, {
      headers: { Cookie: alpen.app.header() },
    });
    expect(theirs.status).toBe(404);
    const offerPost = await postForm(
      `${alpen.origin}/en/admin/enquiries/${rfpId}`,
      { intent: "send" },
      { Cookie: alpen.app.header() },
    );
    expect(offerPost.status).toBe(404);
  });

  it("lists a signed-in requester's enquiries under My enquiries and opens them without a link", async () => {
    const anna = DEMO_USERS.find((u) => u.sub === "guest-anna");
    const signed = await signIn("alpenstay", { email: anna?.email ?? "", returnTo: "/en/enquiry" });
    const cookie = { Cookie: signed.app.header() };
    const form = await (await fetchApp(`${signed.origin}/en/enquiry`, { headers: cookie })).text();
    expect(form).toContain(`value="${anna?.email}"`);
    const sent = await postForm(
      `${signed.origin}/en/enquiry`,
      {
        company: "Gast GmbH",
        name: "Anna Gast",
        email: anna?.email ?? "",
        location: "München",
        inDate: isoDateFromToday(200),
        outDate: isoDateFromToday(230),
        apartments: "1",
        guests: "1",
        budget: "3000",
        budgetPeriod: "month",
        currency: "EUR",
      },
      cookie,
    );
    expect(sent.status).toBe(303);
    const path = new URL(sent.headers.get("Location") ?? "", signed.origin).pathname;
    const list = await (await fetchApp(`${signed.origin}/en/account/enquiries`, { headers: cookie })).text();
    expect(list).toContain(`href="${path}"`);
    expect((await fetchApp(`${signed.origin}${path}`, { headers: cookie })).status).toBe(200);
  });

  it("has no enquiry form on a brand without RFPs", async () => {
    expect((await fetchApp(`${appOrigin("harbourlofts")}/en/enquiry`)).status).toBe(404);
  });
});

describe("the enquiry form's rate limit", () => {
  it("answers 429 with a translated message and the typed values past the form limit (12 a minute)", async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const email = `limit-enquiry-${Date.now()}@example.com`;
    // Attempts without a company: each is a 400 that counts and sends nothing.
    const attempt = () =>
      postForm(
        `${appOrigin("quartier")}/de/enquiry`,
        { company: "", name: "Ada Lovelace", email, location: "Berlin", budget: "100", currency: "EUR" },
        { "CF-Connecting-IP": address },
        { freshBrowser: true },
      );
    let refused: Response | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const answer = await attempt();
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(400);
    }
    if (!refused) throw new Error("no refusal");
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    const html = await refused.text();
    expect(html).toContain("Zu viele Anfragen von hier in kurzer Zeit.");
    expect(html).toContain('value="Ada Lovelace"');
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
