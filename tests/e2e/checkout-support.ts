import { expect, type FrameLocator, type Page } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * What the checkout journeys share: the words they look for, finding a bookable offer, the guest's
 * details, and a booking made through the checkout's own forms for journeys that start after it.
 */

export const TEXT = {
  en: {
    book: "Book",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    country: "Country of residence",
    countryName: "United Kingdom",
    continue: "Continue",
    back: "Back",
    terms: "I accept the terms and conditions",
    bookNow: "Book now",
    confirmed: /^Your booking (is confirmed|request has been received)$/,
    cancel: "Cancel this booking",
    confirmCancel: "Yes, cancel the booking",
    cancelled: "Cancelled",
    details: "Your details",
    summary: "Check and book",
    bankTransfer: "Bank transfer",
    payAtProperty: "Pay at the property",
    card: "Credit card",
    airplus: "AirPlus company card",
    cardFrame: "Secure card entry",
    cardNumber: "Card number",
    holder: "Name on card",
    expiry: "Expiry date (MM/YY)",
    cvv: "Security code (CVV)",
    confirmCard: "Confirm card",
    cardDetails: "Card details",
    declined: "Your card was declined.",
    accepted: "Card accepted:",
    cardSent: "Continue",
  },
  de: {
    book: "Buchen",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    country: "Wohnsitzland",
    countryName: "Vereinigtes Königreich",
    continue: "Weiter",
    back: "Zurück",
    terms: "Ich akzeptiere die AGB",
    bookNow: "Jetzt buchen",
    confirmed: /^Ihre Buchung(sanfrage)? (ist bestätigt|ist eingegangen)$/,
    cancel: "Diese Buchung stornieren",
    confirmCancel: "Ja, Buchung stornieren",
    cancelled: "Storniert",
    details: "Ihre Daten",
    summary: "Prüfen und buchen",
    bankTransfer: "Überweisung",
    payAtProperty: "Zahlung vor Ort",
    card: "Kreditkarte",
    airplus: "AirPlus-Firmenkarte",
    cardFrame: "Sichere Karteneingabe",
    cardNumber: "Kartennummer",
    holder: "Name auf der Karte",
    expiry: "Ablaufdatum (MM/JJ)",
    cvv: "Prüfnummer (CVV)",
    confirmCard: "Karte bestätigen",
    cardDetails: "Kartendaten",
    declined: "Ihre Karte wurde abgelehnt.",
    accepted: "Karte akzeptiert:",
    cardSent: "Weiter",
  },
} as const;

export type Lng = keyof typeof TEXT;

const PLACES = {
  quartier: "Berlin?lat=52.52437&long=13.41053",
  alpenstay: "M%C3%BCnchen?lat=48.13743&long=11.57549",
} as const;

export type Brand = keyof typeof PLACES;

/** A search in the tenant's home city for two guests, `nights` from `fromToday` on. */
export function searchUrl(brand: Brand, lng: Lng, fromToday: number, { nights = 4, radius = 10 } = {}) {
  const stay = `inDate=${isoDateFromToday(fromToday)}&outDate=${isoDateFromToday(fromToday + nights)}`;
  return tenantUrl(brand, `/${lng}/search/${PLACES[brand]}&${stay}&guests=2&radius=${radius}`);
}

/** The id of the first apartment type on the brand's search page (60 days ahead). */
export async function firstApartmentTypeId(page: Page, brand: Brand): Promise<string> {
  await page.goto(searchUrl(brand, "en", 60));
  const href = await page
    .getByTestId("listing-card")
    .first()
    .locator('a[href*="/apartments/"]')
    .first()
    .getAttribute("href");
  const id = /\/apartments\/(a-[a-z0-9-]+)/.exec(href ?? "")?.[1];
  expect(id, "an apartment on the search page").toBeTruthy();
  return id ?? "";
}

/**
 * Starts a checkout for the first bookable result of a search and opens its booking step, the way
 * the offer page's Book form does (offer.spec.ts presses it): the search and the offers are read
 * and the form posted by the browser in the background, so the journey renders only its own steps.
 * With `extras`, only an apartment whose checkout has (true) or lacks (false) the extras step will do.
 */
export async function startCheckout(
  page: Page,
  brand: Brand,
  lng: Lng,
  fromToday: number,
  { javaScriptEnabled = true, extras }: { javaScriptEnabled?: boolean; extras?: boolean } = {},
) {
  await openStep(page, await startCheckoutByForms(page, brand, lng, fromToday, { extras }));
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
}

/** The same without opening the booking step: answers its path, for journeys that go on by the forms. */
export async function startCheckoutByForms(
  page: Page,
  brand: Brand,
  lng: Lng,
  fromToday: number,
  { extras, freeCancellation }: { extras?: boolean; freeCancellation?: boolean } = {},
): Promise<string> {
  // Any page of the tenant's origin will do to send from; robots.txt is the lightest.
  await page.goto(tenantUrl(brand, "/robots.txt"));
  const booking = await page.evaluate(
    async ({ search, book, extras, freeCancellation }) => {
      const read = async (response: Response) => new DOMParser().parseFromString(await response.text(), "text/html");
      const results = await read(await fetch(search));
      const offers = [...results.querySelectorAll('[data-testid="listing-card"]')].map(
        (card) => card.querySelector("a")?.getAttribute("href") ?? "",
      );
      for (const offer of offers) {
        const form = (await read(await fetch(offer))).querySelector<HTMLFormElement>('form[data-testid="book-form"]');
        // RFP listings ask for a proposal instead of Book.
        if (form?.querySelector("button[type=submit]")?.textContent?.trim() !== book) continue;
        if (freeCancellation) {
          // A rate whose terms start free (English or German), chosen as the guest would.
          const free = [...form.querySelectorAll<HTMLInputElement>("input[type=radio][name=ratePlanId]")].find(
            (radio) =>
              /^(Free cancellation|Kostenlos)/.test(
                radio.closest("label")?.querySelector('[data-testid="rate-terms"]')?.textContent ?? "",
              ),
          );
          if (!free) continue;
          free.checked = true;
        }
        const started = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: new FormData(form) });
        const steps = (await read(started)).querySelector('[data-testid="checkout-progress"]')?.textContent ?? "";
        if (extras === undefined || steps.includes("Extras") === extras) return started.url;
      }
      return `no bookable offer among ${offers.length} results`;
    },
    { search: searchUrl(brand, lng, fromToday), book: TEXT[lng].book, extras, freeCancellation },
  );
  expect(booking).toMatch(new RegExp(`/${lng}/checkout/booking\\?id=`));
  const { pathname, search } = new URL(booking);
  return `${pathname}${search}`;
}

/** The first directly bookable apartment of a three-night Berlin search on Quartier, as an offer page path with the stay. */
export async function bookableOffer(page: Page, lng: Lng, fromToday: number): Promise<string> {
  await page.goto(tenantUrl("quartier", "/robots.txt"));
  return bookableResultHref(page, lng, searchUrl("quartier", lng, fromToday, { nights: 3 }));
}

/**
 * The first result whose apartment page offers the Book button: of the search page at `search`, read
 * in the background, or of the search page the browser shows (null). Its link, as the card has it.
 */
export async function bookableResultHref(page: Page, lng: Lng, search: string | null): Promise<string> {
  const offer = await page.evaluate(
    async ({ search, bookLabel }) => {
      const read = async (url: string) => new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html");
      const results = search ? await read(search) : document;
      for (const card of results.querySelectorAll('[data-testid="listing-card"]')) {
        const href = card.querySelector("a")?.getAttribute("href") ?? "";
        const form = (await read(href)).querySelector('form[data-testid="book-form"]');
        if (form?.querySelector("button[type=submit]")?.textContent?.trim() === bookLabel) return href;
      }
      return "none";
    },
    { search, bookLabel: TEXT[lng].book },
  );
  expect(offer).toMatch(/\?from=/);
  return offer;
}

export async function fillGuest(page: Page, lng: Lng, email: string) {
  const t = TEXT[lng];
  await page.getByLabel(t.firstName).fill("Ada");
  await page.getByLabel(t.lastName).fill("Lovelace");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("+44 20 7946 0958");
  await page.getByLabel(t.country).selectOption({ label: t.countryName });
}

/** Continues through an extras step when the apartment has one. */
export async function continueToSummary(page: Page, lng: Lng) {
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await expect(page.getByRole("heading", { name: TEXT[lng].summary })).toBeVisible();
}

/** Accepts the terms on the summary, books and sees the confirmation with its reference. */
export async function book(page: Page, lng: Lng) {
  await page.getByLabel(TEXT[lng].terms).check();
  await page.getByTestId("book").click();
  await expect(page.getByRole("heading", { name: TEXT[lng].confirmed })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z]-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
}

/**
 * Posts a checkout step's form from the page, as its form would (same origin, the browser's
 * cookies), and answers the path the app sends the guest on to. Sent by the browser, which knows
 * the tenants' hosts and sets the Origin the CSRF check reads; the page itself stays where it is.
 */
export async function postStep(page: Page, path: string, form: Record<string, string>): Promise<string> {
  const answer = await page.evaluate(
    async ({ path, form }) => {
      const response = await fetch(path, { method: "POST", body: new URLSearchParams(form) });
      await response.body?.cancel();
      return { redirected: response.redirected, status: response.status, url: response.url };
    },
    { path, form },
  );
  expect(answer.redirected, `${path} sends the guest on (status ${answer.status})`).toBe(true);
  const next = new URL(answer.url);
  return `${next.pathname}${next.search}`;
}

/** Fills the guest's details through the booking step's form and answers the next step's path. */
export async function postGuestDetails(
  page: Page,
  booking: string,
  { email, paymentMethod }: { email: string; paymentMethod: "airplus" | "bankTransfer" | "card" | "payAtProperty" },
): Promise<string> {
  return postStep(page, booking, {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "+44 20 7946 0958",
    country: "GB",
    guests: "2",
    paymentMethod,
    intent: "next",
  });
}

/** Posts an extras step on without extras; any other step's path comes back as it is. */
export async function pastExtras(page: Page, path: string): Promise<string> {
  return path.includes("/extra-services") ? postStep(page, path, { intent: "next" }) : path;
}

/** Opens a step by its path on the page's tenant. */
export async function openStep(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).toString(), { waitUntil: "domcontentloaded" });
}

/** The names of a step's form fields, read from its page as the server sends it. */
export async function fieldNames(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (path) => {
    const html = await (await fetch(path)).text();
    const form = new DOMParser().parseFromString(html, "text/html");
    return [...form.querySelectorAll("input[name]")].map((input) => input.getAttribute("name") ?? "");
  }, path);
}

/**
 * A checkout on the summary step, the guest's details entered through the form (the journeys that
 * fill them in live in checkout.spec.ts) and no extras.
 */
export async function summaryByForms(
  page: Page,
  {
    brand = "quartier",
    lng,
    fromToday,
    email,
    paymentMethod = "bankTransfer",
    freeCancellation,
  }: BookingSetup & { paymentMethod?: "bankTransfer" | "payAtProperty" },
): Promise<string> {
  const booking = await startCheckoutByForms(page, brand, lng, fromToday, { freeCancellation });
  const summary = await pastExtras(page, await postGuestDetails(page, booking, { email, paymentMethod }));
  expect(summary).toMatch(new RegExp(`^/${lng}/checkout/summary\\?id=`));
  return summary;
}

/** A booking by bank transfer made through the checkout's forms; leaves the page on the confirmation and answers its reference. */
export async function bookByForms(page: Page, setup: BookingSetup): Promise<string> {
  const confirmation = await postStep(page, await summaryByForms(page, setup), { intent: "next", terms: "on" });
  await openStep(page, confirmation);
  await expect(page.getByRole("heading", { name: TEXT[setup.lng].confirmed })).toBeVisible();
  return (await page.getByTestId("booking-reference").textContent()) ?? "";
}

type BookingSetup = {
  brand?: Brand;
  lng: Lng;
  fromToday: number;
  email: string;
  /** Book a rate with free cancellation (one that can still be changed). */
  freeCancellation?: boolean;
};

/** A card expiry (MM/YY) two years from now, so the test cards never run out. */
export const CARD_EXPIRY = (() => {
  const date = new Date();
  return `${String(date.getUTCMonth() + 1).padStart(2, "0")}/${String((date.getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
})();

/** The payment step's frame with the payment service's card page. */
export function cardFrame(page: Page, lng: Lng): FrameLocator {
  return page.frameLocator(`iframe[title="${TEXT[lng].cardFrame}"]`);
}

/** Fills the framed card page's fields (an empty value leaves its field empty) and presses Confirm. */
export async function sendCardForm(
  page: Page,
  lng: Lng,
  card: { holder?: string; number: string; expiry?: string; cvv?: string },
) {
  const t = TEXT[lng];
  const frame = cardFrame(page, lng);
  await frame.getByLabel(t.holder).fill(card.holder ?? "Ada Lovelace");
  await frame.getByLabel(t.cardNumber).fill(card.number);
  await frame.getByLabel(t.expiry).fill(card.expiry ?? CARD_EXPIRY);
  await frame.getByLabel(t.cvv).fill(card.cvv ?? "123");
  await frame.getByRole("button", { name: t.confirmCard }).click();
}

/**
 * Types a card into the payment service's framed page and sends it. The form posts in the frame;
 * the sent page then hands the card to the step (with JavaScript) or offers Continue, which takes the
 * whole window back to the step (without).
 */
export async function enterCard(
  page: Page,
  lng: Lng,
  number: string,
  { cvv = "123", javaScriptEnabled = true }: { cvv?: string; javaScriptEnabled?: boolean } = {},
) {
  // After a declined card the step's address already names a transaction: wait for a new one.
  const before = page.url();
  await sendCardForm(page, lng, { number, cvv });
  if (!javaScriptEnabled) await cardFrame(page, lng).getByRole("link", { name: TEXT[lng].cardSent }).click();
  // The card form posts to the payment provider, which answers the frame, and the step reads the
  // card back: round trips that a loaded machine can stretch past the default wait.
  await expect(page).toHaveURL(
    (url) => url.href !== before && /\/checkout\/payment\?id=[0-9a-f]{32}&transactionId=/.test(url.href),
    { timeout: 30_000 },
  );
}
