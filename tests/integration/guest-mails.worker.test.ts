import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Listing } from "../../shared/ota/listing";
import { isRfpListing } from "../../shared/search/listing-markers";
import { bookByBankTransfer, enterGuestDetails, isoDateFromToday, startCheckout, stays } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { mailsTo } from "./outbox";

const nextStay = stays(200);

describe("bank transfer", () => {
  it("shows the bank details on the confirmation, in the mail and on the manage page", async () => {
    const stay = nextStay();
    const { confirmation, manageUrl, email } = await bookByBankTransfer({ lng: "en", ...stay });
    expect(confirmation).toContain('data-testid="bank-transfer"');
    expect(confirmation).toMatch(/data-testid="bank-iban">DE05 1005 0000 0190 1234 56</);
    expect(confirmation).toMatch(/data-testid="bank-accountHolder">Quartier Apartments GmbH</);
    const reference = /data-testid="booking-reference">([^<]+)</.exec(confirmation)?.[1] ?? "";
    expect(confirmation).toContain(`data-testid="bank-reference">${reference}<`);
    expect(confirmation).toMatch(/data-testid="bank-amount">€[\d,.]+</);
    expect(confirmation).toMatch(/data-testid="bank-dueDate">\d{1,2} [A-Z][a-z]{2} \d{4}</);

    const [mail] = await mailsTo(email);
    expect(mail?.text_body).toContain("IBAN: DE05 1005 0000 0190 1234 56");
    expect(mail?.text_body).toContain(`Payment reference: ${reference}`);
    expect(mail?.text_body).toContain("BIC: BELADEBEXXX");

    expect(await (await fetchApp(manageUrl)).text()).toContain('data-testid="bank-iban">DE05 1005 0000 0190 1234 56<');
  });
});

describe("mails in the guest's language", () => {
  it("names the apartment in German in a German confirmation mail", async () => {
    const stay = nextStay();
    const { email } = await bookByBankTransfer({ lng: "de", ...stay });
    const [mail] = await mailsTo(email);
    expect(mail?.language).toBe("de");
    expect(mail?.text_body).toMatch(/Apartment: Apartment mit (zwei|drei|einem) Schlafzimmer/);
    expect(mail?.text_body).not.toMatch(/bedroom/i);
    expect(mail?.text_body).toContain("Verwendungszweck:");
    // The site's words: the price breakdown says "Übernachtung", never "Unterkunft".
    expect(mail?.text_body).toMatch(/Übernachtung, \d+ Nächte?:/);
    expect(mail?.text_body).not.toContain("Unterkunft");
  });
});

describe("cancellation mail", () => {
  it("sends exactly one, in the guest's language, however often cancel is posted", async () => {
    const stay = nextStay();
    const { manageUrl, email } = await bookByBankTransfer({ lng: "de", ...stay });
    const token = new URL(manageUrl).searchParams.get("token") ?? "";
    const path = manageUrl.split("?")[0] ?? "";
    const posts = await Promise.all([
      postForm(path, { intent: "cancel", token }),
      postForm(path, { intent: "cancel", token }),
    ]);
    expect(posts.map((r) => r.status)).toEqual([303, 303]);
    expect((await postForm(path, { intent: "cancel", token })).status).toBe(303);

    const cancellations = (await mailsTo(email)).filter((m) => m.kind === "booking_cancellation");
    expect(cancellations).toHaveLength(1);
    const [mail] = cancellations;
    expect(mail?.language).toBe("de");
    expect(mail?.subject).toMatch(/^Ihre Buchung Q-[A-Z0-9]{4}-[A-Z0-9]{4} bei Quartier ist storniert$/);
    expect(mail?.text_body).toMatch(/Stornogebühr: (kostenlos|[\d.,]+\s€)/);
    expect(mail?.text_body).toMatch(/Apartment: Apartment mit/);
    expect(mail?.text_body).toContain(manageUrl);
    expect(mail?.html_body).not.toMatch(/<script/i);
  });

  it("sends none for a wrong token", async () => {
    const stay = nextStay();
    const { manageUrl, email } = await bookByBankTransfer({ lng: "en", ...stay });
    const path = manageUrl.split("?")[0] ?? "";
    expect((await postForm(path, { intent: "cancel", token: "C".repeat(43) })).status).toBe(404);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["booking_confirmation"]);
  });
});

describe("request for proposal", () => {
  it("shows a reference to read out on the phone and mails it to the requester", async () => {
    const from = isoDateFromToday(320);
    const to = isoDateFromToday(325);
    const started = await startCheckout({ host: "quartier.localhost", lng: "de", from, to });
    const key = `checkout:${started.sessionId}`;
    const stored = (await env.SESSIONS.get(key, "json")) as Record<string, unknown> & { params: object };
    await env.SESSIONS.put(key, JSON.stringify({ ...stored, params: { ...stored.params, isRfp: true } }));
    const path = `http://quartier.localhost/de/checkout/request?id=${started.sessionId}`;
    const email = `rfp-${started.sessionId.slice(0, 12)}@example.com`;
    const sent = await postForm(path, { name: "Grace <Hopper>", email, budget: "1200", intent: "next" });
    expect(sent.status).toBe(303);
    const page = await (await fetchApp(`http://quartier.localhost${sent.headers.get("Location")}`)).text();
    const reference = /data-testid="request-reference">([^<]+)</.exec(page)?.[1];
    expect(reference).toMatch(/^RQ-[2-9A-HJ-NP-Z]{6}$/);
    expect(page).not.toContain("rfp_");

    // Sending again from the same session neither asks the OTA nor mails again.
    await postForm(path, { name: "Grace <Hopper>", email, budget: "1200", intent: "next" });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("rfp_confirmation");
    expect(mails[0]?.language).toBe("de");
    expect(mails[0]?.subject).toBe(`Ihre Anfrage ${reference} bei Quartier`);
    expect(mails[0]?.text_body).toContain(`Anfragenummer: ${reference}`);
    // The internal id appears only inside the link to the enquiry's signed page, never as text to read.
    expect(mails[0]?.text_body.replace(/https?:\/\/\S+/g, "")).not.toContain("rfp_");
    expect(mails[0]?.text_body).toMatch(/http:\/\/quartier\.localhost\/de\/account\/enquiries\/rfp_[^?\s]+\?token=/);
    expect(mails[0]?.html_body).toContain("Grace &lt;Hopper&gt;");
  });
});

describe("one confirmation mail per booking", () => {
  it("five concurrent confirms of one checkout make one booking and send one mail", async () => {
    const stay = nextStay();
    const { sessionId } = await startCheckout({ host: "quartier.localhost", lng: "en", ...stay });
    const base = "http://quartier.localhost/en/checkout";
    const email = `concurrent-${sessionId.slice(0, 12)}@example.com`;
    const details = await postForm(`${base}/booking?id=${sessionId}`, {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      phone: "+49 30 7654321",
      country: "US",
      guests: "2",
      paymentMethod: "bankTransfer",
      intent: "next",
    });
    expect(details.status).toBe(303);
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () => postForm(`${base}/summary?id=${sessionId}`, { intent: "next", terms: "on" })),
    );
    expect(confirms.every((response) => response.status === 303)).toBe(true);
    const references = new Set(
      await Promise.all(
        confirms.map(async (response) => {
          const page = await (await fetchApp(`http://quartier.localhost${response.headers.get("Location")}`)).text();
          return /data-testid="booking-reference">([^<]+)</.exec(page)?.[1];
        }),
      ),
    );
    expect(references.size).toBe(1);
    const mails = (await mailsTo(email)).filter((mail) => mail.kind === "booking_confirmation");
    expect(mails).toHaveLength(1);
  });
});

describe("pages with a manage link", () => {
  it("are never cached: confirmation, manage page and receipt send no-store", async () => {
    const stay = nextStay();
    const { manageUrl, sessionId } = await bookByBankTransfer({ lng: "en", ...stay });
    const manage = new URL(manageUrl);
    const pages = [
      `http://quartier.localhost/en/checkout/confirmation?id=${sessionId}`,
      manageUrl,
      `${manage.origin}${manage.pathname}/receipt${manage.search}`,
    ];
    for (const url of pages) {
      const response = await fetchApp(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("Cache-Control"), url).toBe("no-store");
    }
  });
});

describe("an apartment sold out while the guest books", () => {
  it("explains it with a 409 and offers the search for the same stay", async () => {
    const from = isoDateFromToday(355);
    const to = isoDateFromToday(358);
    const lastUnit = (listings: Listing[]) =>
      listings.find((l) => !isRfpListing(l) && l.bookingMode === "Direct" && l.unitsLeft === 1);
    const host = "quartier.localhost";
    const first = await startCheckout({ host, lng: "en", from, to, choose: lastUnit });
    const second = await startCheckout({ host, lng: "en", from, to, choose: lastUnit });
    await enterGuestDetails(host, "en", first.sessionId, `first-${first.sessionId.slice(0, 8)}@example.com`);
    await enterGuestDetails(host, "en", second.sessionId, `second-${second.sessionId.slice(0, 8)}@example.com`);
    const summary = (sessionId: string) =>
      postForm(`http://${host}/en/checkout/summary?id=${sessionId}`, { intent: "next", terms: "on" });
    expect((await summary(first.sessionId)).status).toBe(303);

    const refused = await summary(second.sessionId);
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain("no longer available for your dates");
    const link = /data-testid="search-again"[^>]*>|href="([^"]+)"[^>]*data-testid="search-again"/.exec(page);
    expect(link, "a link to search again").toBeTruthy();
    expect(page).toMatch(new RegExp(`href="/en/search/[^"]+inDate=${from}&amp;outDate=${to}&amp;guests=2[^"]*"`));
  });
});
