import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  continueToSummary,
  fillGuest,
  openStep,
  pastExtras,
  postGuestDetails,
  postStep,
  TEXT,
} from "./checkout-support";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl, WCAG_TAGS } from "./support";

/**
 * Several apartments in one booking (decision 0144): collected with "Add to this stay", booked in one
 * checkout, all or nothing. Each journey books its own dates, so parallel journeys never compete.
 */

const WORDS = {
  en: {
    add: "Add to this stay",
    onlyNecessary: "Only necessary",
    three: /^3 apartments · /,
    bookTogether: "Book together",
    stayTitle: "Your stay",
    guests: "Guests in this apartment (up to",
  },
  de: {
    add: "Zu diesem Aufenthalt hinzufügen",
    onlyNecessary: "Nur notwendige",
    three: /^3 Apartments · /,
    bookTogether: "Gemeinsam buchen",
    stayTitle: "Ihr Aufenthalt",
    guests: "Gäste in diesem Apartment (bis",
  },
} as const;

type Lng = keyof typeof WORDS;

/** A Berlin search for a party of five, three nights from `fromToday` on. */
function teamSearch(lng: Lng, fromToday: number): string {
  const stay = `inDate=${isoDateFromToday(fromToday)}&outDate=${isoDateFromToday(fromToday + 3)}`;
  return tenantUrl("quartier", `/${lng}/search/Berlin?lat=52.52437&long=13.41053&${stay}&guests=5&radius=10`);
}

/** Answers the cookie banner (it would cover buttons), with or without JavaScript. */
async function onlyNecessaryCookies(page: Page, lng: Lng) {
  await page.getByRole("button", { name: WORDS[lng].onlyNecessary }).click();
  await expect(page.getByRole("button", { name: WORDS[lng].onlyNecessary })).toHaveCount(0);
}

/** Adds the first three results to the stay from the search page, as the guest does. */
async function collectThree(page: Page, lng: Lng) {
  for (const count of [1, 2, 3]) {
    await page.getByTestId("add-to-stay").first().getByRole("button", { name: WORDS[lng].add }).click();
    await expect(page.getByTestId("in-stay")).toHaveCount(count);
  }
  await expect(page.getByTestId("stay-bar-summary")).toHaveText(WORDS[lng].three);
}

/** From "Your stay" through the checkout's forms on the page to the summary, paying by bank transfer. */
async function bookTogetherToSummary(page: Page, lng: Lng, email: string) {
  const t = TEXT[lng];
  await page.getByRole("button", { name: WORDS[lng].bookTogether }).click();
  await expect(page.getByRole("heading", { name: t.details })).toBeVisible();
  await expect(page.getByTestId("checkout-item")).toHaveCount(3);
  await fillGuest(page, lng, email);
  await page.getByLabel(t.bankTransfer).check();
  await continueToSummary(page, lng);
}

test("collects three apartments from the search and splits the party on Your stay (English)", async ({ page }) => {
  await page.goto(teamSearch("en", 150));
  await hydrated(page);
  await onlyNecessaryCookies(page, "en");
  await collectThree(page, "en");
  await page.getByTestId("stay-bar-link").click();
  await expect(page.getByRole("heading", { name: WORDS.en.stayTitle })).toBeVisible();
  const items = page.getByTestId("stay-item");
  await expect(items).toHaveCount(3);
  // One guest more in the last apartment: priced again, and counted in the party.
  const last = items.nth(2);
  const placed = Number((await page.getByTestId("stay-guests-placed").textContent())?.match(/\d+/)?.[0]);
  const guests = Number(await last.getByLabel(WORDS.en.guests).inputValue());
  await last.getByLabel(WORDS.en.guests).selectOption(String(guests + 1));
  await last.getByTestId("stay-item-change-guests").click();
  await expect(page.getByTestId("stay-guests-placed")).toHaveText(`${placed + 1} guests in all`);
  await expect(items.nth(2).getByLabel(WORDS.en.guests)).toHaveValue(String(guests + 1));
  expect(await accessibilityErrors(page, { tags: WCAG_TAGS })).toEqual([]);
});

test("books three apartments in one checkout: one guest, one reference, each item confirmed (English)", async ({
  page,
}) => {
  await collectByForms(page, await bookableOffers(page, 152));
  await page.goto(tenantUrl("quartier", "/en/stay"));
  await hydrated(page);
  await onlyNecessaryCookies(page, "en");
  await bookTogetherToSummary(page, "en", "team.en@example.com");
  await expect(page.getByTestId("summary-items").getByTestId("checkout-item")).toHaveCount(3);
  expect(await accessibilityErrors(page, { tags: WCAG_TAGS })).toEqual([]);
  await page.getByLabel(TEXT.en.terms).check();
  await page.getByTestId("book").click();
  await expect(page.getByRole("heading", { name: TEXT.en.confirmed })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z]-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByTestId("confirmation-item")).toHaveCount(3);
  // Booked: the collection is done with.
  await expect(page.getByTestId("stay-bar")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("books three apartments together with plain forms (German)", async ({ page }) => {
    await page.goto(teamSearch("de", 155));
    await onlyNecessaryCookies(page, "de");
    await collectThree(page, "de");
    await page.getByTestId("stay-bar-link").click();
    await expect(page.getByTestId("stay-item")).toHaveCount(3);
    await bookTogetherToSummary(page, "de", "team.de@example.com");
    await page.getByLabel(TEXT.de.terms).check();
    await page.getByTestId("book").click();
    await expect(page.getByRole("heading", { name: TEXT.de.confirmed })).toBeVisible();
    await expect(page.getByTestId("confirmation-item")).toHaveCount(3);
    // One payment for every apartment: the transfer asks for the booking's whole total.
    const total = (await page.getByTestId("confirmation-total").locator("span").last().textContent()) ?? "";
    await expect(page.getByTestId("bank-amount")).toHaveText(total);
  });
});

/**
 * Three apartments of a search that a stay can hold, as offer page paths with the stay, read in the
 * background; with `fewLeft`, the second is one with few units left ("Only N apartments left"),
 * which another guest can then book out.
 */
async function bookableOffers(page: Page, fromToday: number, { fewLeft = false } = {}): Promise<string[]> {
  await page.goto(tenantUrl("quartier", "/robots.txt"));
  const found = await page.evaluate(
    async ({ search, fewLeft }) => {
      const read = async (url: string) => new DOMParser().parseFromString(await (await fetch(url)).text(), "text/html");
      const cards = (await read(search)).querySelectorAll('[data-testid="listing-card"]');
      let few: string | null = null;
      const others: string[] = [];
      for (const card of cards) {
        const href = card.querySelector("a")?.getAttribute("href") ?? "";
        const offer = await read(href);
        if (!offer.querySelector('[data-testid="add-to-stay"]')) continue;
        if (fewLeft && !few && /Only \d apartments? left/.test(offer.body.textContent ?? "")) few = href;
        else others.push(href);
        if (fewLeft && few && others.length >= 2) return [others[0], few, others[1]];
        if (!fewLeft && others.length === 3) return others;
      }
      return [];
    },
    { search: teamSearch("en", fromToday).replace("guests=5", "guests=2"), fewLeft },
  );
  expect(found, "three apartments a stay can hold").toHaveLength(3);
  return found as string[];
}

/** Adds the apartments to the stay by its own form, posted from the page (two guests each). */
async function collectByForms(page: Page, offers: string[]) {
  for (const offer of offers) {
    const { pathname, searchParams } = new URL(offer, tenantUrl("quartier"));
    await postStep(page, "/en/stay", {
      intent: "add",
      apartmentTypeId: pathname.split("/").pop() ?? "",
      from: searchParams.get("from") ?? "",
      to: searchParams.get("to") ?? "",
      guests: "2",
    });
  }
}

/** Other guests book the apartment's last units through its own checkout, in another browser. */
async function bookOutElsewhere(browser: Browser, offer: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  for (let booked = 0; booked < 3; booked++) {
    await other.goto(tenantUrl("quartier", offer));
    const booking = await other.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('form[data-testid="book-form"]');
      if (!form) return null;
      const started = await fetch(form.getAttribute("action") ?? "", { method: "POST", body: new FormData(form) });
      return new URL(started.url).pathname + new URL(started.url).search;
    });
    if (!booking) break;
    const summary = await pastExtras(
      other,
      await postGuestDetails(other, booking, { email: "quick@example.com", paymentMethod: "bankTransfer" }),
    );
    await openStep(other, await postStep(other, summary, { intent: "next", terms: "on" }));
    await expect(other.getByTestId("booking-reference")).toBeVisible();
  }
  await context.close();
}

test("an apartment gone before confirming: nothing booked, the guest drops it and books the rest", async ({
  page,
  browser,
}) => {
  // Two guests' checkouts, one booking the other's apartment out: more than one journey's time.
  test.slow();
  const offers = await bookableOffers(page, 160, { fewLeft: true });
  await collectByForms(page, offers);
  await page.goto(tenantUrl("quartier", "/en/stay"));
  await hydrated(page);
  await onlyNecessaryCookies(page, "en");
  const items = page.getByTestId("stay-item");
  const goneName = (await items.nth(1).getByRole("heading").textContent()) ?? "";
  const kept = [
    await items.nth(0).getAttribute("data-apartment-id"),
    await items.nth(2).getAttribute("data-apartment-id"),
  ];
  await bookTogetherToSummary(page, "en", "team.gone@example.com");

  await bookOutElsewhere(browser, offers[1] ?? "");
  await page.getByLabel(TEXT.en.terms).check();
  await page.getByTestId("book").click();
  const drop = page.getByTestId("drop-item");
  await expect(drop).toHaveText(`Book without ${goneName}`);
  await expect(page.getByText(`${goneName} is no longer available for these dates: nothing was booked.`)).toBeVisible();
  await drop.click();
  await expect(page.getByTestId("summary-items").getByTestId("checkout-item")).toHaveCount(2);
  await page.getByLabel(TEXT.en.terms).check();
  await page.getByTestId("book").click();
  await expect(page.getByRole("heading", { name: TEXT.en.confirmed })).toBeVisible();
  const booked = page.getByTestId("confirmation-item");
  await expect(booked).toHaveCount(2);
  expect([
    await booked.nth(0).getAttribute("data-apartment-id"),
    await booked.nth(1).getAttribute("data-apartment-id"),
  ]).toEqual(kept);
});
