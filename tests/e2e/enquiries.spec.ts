import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { book, TEXT as CHECKOUT, continueToSummary, fillGuest } from "./checkout-support";
import { demoUser } from "./sign-in";
import { accessibilityErrors, chooseStay, E2E_PORT, hydrated, isoDateFromToday, tenantUrl } from "./support";

const operator = demoUser("admin-platform");
const adminUrl = (path: string) => `http://admin.quartier.localhost:${E2E_PORT}${path}`;

// Journeys cross to the provider and back, and set their state up through the app's own forms.
test.describe.configure({ timeout: 90_000 });

const TEXT = {
  en: {
    company: "Company",
    name: "Contact person",
    email: "E-mail",
    location: "City or area",
    arrival: "Arrival",
    departure: "Departure",
    apartments: "Apartments",
    guests: "Guests in total",
    budget: "Budget",
    parking: "Parking",
    send: "Send request",
    thanks: "Thank you, your request is on its way",
    waiting: "Waiting for offers",
    ready: "Offers ready",
    book: "Book this offer",
    terms: "Free cancellation until 30 days before arrival, then 50 % of the stay is charged.",
  },
  de: {
    company: "Firma",
    name: "Ansprechperson",
    email: "E-Mail",
    location: "Stadt oder Gegend",
    arrival: "Anreise",
    departure: "Abreise",
    apartments: "Apartments",
    guests: "Gäste insgesamt",
    budget: "Budget",
    parking: "Parkplatz",
    send: "Anfrage senden",
    thanks: "Vielen Dank, Ihre Anfrage ist unterwegs",
    waiting: "Wartet auf Angebote",
    ready: "Angebote bereit",
    book: "Dieses Angebot buchen",
    terms: "Kostenlose Stornierung bis 30 Tage vor Anreise, danach werden 50 % des Aufenthalts berechnet.",
  },
} as const;

let sequence = 0;
const uniqueEmail = (lng: string) => `team-${lng}-${Date.now()}-${++sequence}@example.com`;

/** Fills the enquiry form as a requester does (the place typed, without choosing a suggestion). */
async function fillEnquiry(page: Page, lng: "en" | "de", email: string, fromToday: number, javaScriptEnabled = true) {
  const t = TEXT[lng];
  await page.getByLabel(t.company, { exact: true }).fill("Analytical Engines Ltd");
  await page.getByLabel(t.name, { exact: true }).fill("Ada Lovelace");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.location, { exact: true }).fill("Berlin");
  // The search's date picker with JavaScript, the plain date fields without.
  const labels = { checkIn: t.arrival, checkOut: t.departure };
  await chooseStay(page, { fromToday, nights: 28, javaScriptEnabled, lng, labels });
  await page.getByLabel(t.apartments, { exact: true }).fill("2");
  await page.getByLabel(t.guests, { exact: true }).fill("3");
  await page.getByLabel(t.budget, { exact: true }).fill(lng === "de" ? "4.500" : "4,500");
  await page.getByLabel(t.parking).check();
}

/** An enquiry sent through the form's own POST (as the browser sends it); answers the enquiry page's URL. */
async function sendEnquiryByPost(page: Page, lng: "en" | "de", email: string, fromToday: number): Promise<string> {
  await page.goto(tenantUrl("quartier", `/${lng}/enquiry`));
  return page.evaluate(
    async (fields) => {
      const response = await fetch(window.location.pathname, { method: "POST", body: new URLSearchParams(fields) });
      return response.url;
    },
    {
      company: "Analytical Engines Ltd",
      name: "Ada Lovelace",
      email,
      location: "Berlin",
      inDate: isoDateFromToday(fromToday),
      outDate: isoDateFromToday(fromToday + 28),
      apartments: "2",
      guests: "3",
      budget: "4500",
      budgetPeriod: "month",
      currency: "EUR",
    },
  );
}

/** The operator on the admin host drafts two offers on the enquiry through the form, and sends them. */
async function answerWithTwoOffers(page: Page, rfpId: string) {
  await openAsAdmin(page, adminUrl(`/en/admin/enquiries/${rfpId}`), operator.sub);
  const apartment = page.getByLabel("Apartment type");
  for (const [index, total] of ["2,800", "3,100.50"].entries()) {
    await apartment.selectOption({ index });
    await page.getByLabel("Total price for the stay").fill(total);
    // The first offer: free cancellation until 30 days before arrival, then half the stay.
    await page.getByLabel("Free until (days before arrival)").fill(index === 0 ? "30" : "14");
    await page.getByLabel("Fee after that (% of the stay)").fill(index === 0 ? "50" : "100");
    await page.getByRole("button", { name: "Add offer" }).click();
    await expect(page.getByText("The offer was added as a draft.")).toBeVisible();
    await expect(page.getByTestId("admin-offer")).toHaveCount(index + 1);
  }
  await page.getByRole("button", { name: "Send the offers to the requester" }).click();
  await expect(page.getByText("The offers were sent. The requester got an e-mail with the link.")).toBeVisible();
  await expect(page.getByTestId("admin-enquiry-status")).toHaveText("Offers ready");
}

/** The requester's link in the newest mail with `subject` in the brand's dev outbox. */
async function linkFromOutbox(page: Page, lng: "en" | "de", subject: RegExp): Promise<string> {
  await page.goto(tenantUrl("quartier", `/${lng}/dev/outbox`));
  await page.getByTestId("outbox-item").filter({ hasText: subject }).first().click();
  const link = page.locator('a[href*="/account/enquiries/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute("href")) ?? "";
}

test("@phone en: a corporate request through the form on a phone", async ({ page }) => {
  const email = uniqueEmail("en");
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  await page.getByTestId("enquiry-link").first().click();
  await expect(page.getByRole("heading", { name: "Request apartments for your team" })).toBeVisible();
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  await fillEnquiry(page, "en", email, 60);
  await page.getByRole("button", { name: TEXT.en.send }).click();
  await expect(page.getByText(TEXT.en.thanks)).toBeVisible();
  await expect(page.getByTestId("enquiry-status")).toHaveText(TEXT.en.waiting);
  await expect(page.getByTestId("enquiry-request")).toContainText("€4,500.00 per month");
  expect(await accessibilityErrors(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: eine Firmenanfrage ohne JavaScript, mit Fehlermeldung und erhaltenen Eingaben", async ({ page }) => {
    const email = uniqueEmail("de");
    await page.goto(tenantUrl("quartier", "/de/enquiry"));
    await fillEnquiry(page, "de", email, 70, false);
    await page.getByLabel(TEXT.de.budget, { exact: true }).fill("viel");
    await page.getByRole("button", { name: TEXT.de.send }).click();
    await expect(page.getByText(/Bitte geben Sie einen Betrag größer als 0 ein/)).toBeVisible();
    await expect(page.getByLabel(TEXT.de.company, { exact: true })).toHaveValue("Analytical Engines Ltd");
    await page.getByLabel(TEXT.de.budget, { exact: true }).fill("4.500");
    await page.getByRole("button", { name: TEXT.de.send }).click();
    await expect(page.getByText(TEXT.de.thanks)).toBeVisible();
    await expect(page.getByTestId("enquiry-status")).toHaveText(TEXT.de.waiting);
    await expect(page.getByTestId("enquiry-request")).toContainText("Parkplatz");
  });
});

test("en: the operator answers with two offers and the requester gets them by mail", async ({ page }) => {
  const email = uniqueEmail("en");
  const enquiryUrl = await sendEnquiryByPost(page, "en", email, 80);
  const rfpId = new URL(enquiryUrl).pathname.split("/").pop() ?? "";
  await answerWithTwoOffers(page, rfpId);
  expect(await accessibilityErrors(page)).toEqual([]);
  const link = await linkFromOutbox(page, "en", /^Your offers from Quartier/);
  await page.goto(link);
  await expect(page.getByTestId("enquiry-status")).toHaveText(TEXT.en.ready);
  await expect(page.getByTestId("enquiry-offer")).toHaveCount(2);
  expect(await accessibilityErrors(page)).toEqual([]);
});

for (const lng of ["en", "de"] as const) {
  test(`${lng}: the requester books an offer from the mail's link with the operator's terms`, async ({ page }) => {
    const t = TEXT[lng];
    const email = uniqueEmail(lng);
    const enquiryUrl = await sendEnquiryByPost(page, lng, email, lng === "en" ? 100 : 90);
    const rfpId = new URL(enquiryUrl).pathname.split("/").pop() ?? "";
    await answerWithTwoOffers(page, rfpId);
    const link = await linkFromOutbox(
      page,
      lng,
      lng === "en" ? /^Your offers from Quartier/ : /^Ihre Angebote von Quartier/,
    );
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByTestId("enquiry-status")).toHaveText(t.ready);
    const offer = page.getByTestId("enquiry-offer").filter({ hasText: lng === "en" ? "2,800.00" : "2.800,00" });
    // The offer's photo loads (it was a 404 on the brand's host).
    const photo = offer.locator("img");
    await expect(photo).toHaveJSProperty("complete", true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(offer.getByTestId("offer-cancellation")).toContainText(t.terms);
    expect(await accessibilityErrors(page)).toEqual([]);
    await offer.getByRole("button", { name: new RegExp(`^${t.book}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/checkout/booking\\?id=`));
    await expect(page.getByTestId("checkout-stay")).toContainText(t.terms);
    await expect(page.getByTestId("checkout-stay")).toContainText(lng === "en" ? "€2,800.00" : "2.800,00 €");
    await hydrated(page);
    await fillGuest(page, lng, email);
    await page.getByLabel(CHECKOUT[lng].bankTransfer).check();
    await continueToSummary(page, lng);
    await book(page, lng);
    await expect(page.getByTestId("checkout-stay")).toContainText(t.terms);
  });
}
