import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { book, TEXT as CHECKOUT_TEXT, fillGuest } from "./checkout-support";
import { createApartmentType, createHouse } from "./house-forms";
import { chooseStay, hydrated, tenantUrl } from "./support";

/**
 * Issue 36's journey, in three steps run one after the other per language: the platform's admin
 * creates a brand, uploads its logo, is refused once for a brand colour too light for white text (the
 * ratio named), fixes it and puts the brand live, and the new host answers with the brand's name and
 * colours; the platform's admin gives the brand a house with an apartment type; a guest searches on the
 * brand's host and books it. Each run makes its own brand (its own id and host).
 */

// Each step signs in or books on a new host: over the default.
test.slow();

type Lng = "en" | "de";
const TEXT = {
  en: {
    newBrand: "New brand",
    create: "Create brand",
    refused: "Text on the brand colour has 3.21:1; it needs 4.5:1.",
    created: "The brand was created as a draft.",
    allPass: "Every check passes",
    goLive: "Go live",
    live: "The brand is live.",
    liveHint: "The brand's pages as guests see them now.",
    place: "Where to?",
    guests: "Guests",
    search: "Search",
    nights: "3 nights",
  },
  de: {
    newBrand: "Neue Marke",
    create: "Marke anlegen",
    refused: "Text auf der Markenfarbe hat 3,21:1; nötig sind 4,5:1.",
    created: "Die Marke wurde als Entwurf angelegt.",
    allPass: "Alle Prüfungen sind erfüllt",
    goLive: "Live schalten",
    live: "Die Marke ist live.",
    liveHint: "Die Seiten der Marke, wie Gäste sie jetzt sehen.",
    place: "Wohin?",
    guests: "Gäste",
    search: "Suchen",
    nights: "3 Nächte",
  },
} as const;

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle cx="18" cy="18" r="16" fill="#0b4f6c"/></svg>';

async function fillBrand(page: Page, ibeUid: string) {
  const fill = (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);
  await fill("name", `Seaside ${ibeUid}`);
  await fill("ibeUid", ibeUid);
  await fill("hosts", `${ibeUid}.localhost`);
  await page.locator('[name="currencies"][value="GBP"]').check();
  await page.locator('[name="paymentMethods"][value="bankTransfer"]').check();
  await fill("primaryForeground", "#ffffff");
  await fill("accent", "#9a3412");
  await fill("surface", "#f1f7fa");
  await fill("ink", "#0a2530");
  await fill("contactEmail", "hello@seaside.example");
  await fill("contactPhone", "+49 40 555 0100");
  await fill("operatorCompany", "Seaside Stays GmbH");
  await fill("operatorStreet", "Hafenstraße 1");
  await fill("operatorPostcode", "20359");
  await fill("operatorCity", "Hamburg");
  await fill("operatorCountryEn", "Germany");
  await fill("operatorCountryDe", "Deutschland");
  await fill("operatorRegister", "Amtsgericht Hamburg, HRB 123456");
  await fill("operatorVatId", "DE123456789");
  await fill("operatorRepresentatives", "Greta Sand");
  await fill("operatorLawEn", "German law");
  await fill("operatorLawDe", "deutsches Recht");
  await fill("operatorVenue", "Hamburg");
  await fill("bankAccountHolder", "Seaside Stays GmbH");
  await fill("bankIban", "DE89 3704 0044 0532 0130 00");
  await fill("bankBic", "COBADEFFXXX");
  await fill("featuredCities", "Hamburg");
}

async function launchBrand(page: Page, lng: Lng, ibeUid: string) {
  const text = TEXT[lng];
  await openAsAdmin(page, tenantUrl("admin.quartier", `/${lng}/admin/brands`), "admin-platform");
  await page.getByRole("link", { name: text.newBrand }).click();
  await hydrated(page);
  await fillBrand(page, ibeUid);
  await page
    .getByTestId("brand-logo-file")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(LOGO) });

  // A brand colour too light for white text: the table says so as it is typed, the save refuses it.
  await page.locator('[name="primary"]').fill("#8b85e0");
  await expect(page.getByTestId("contrast-primaryForegroundOnPrimary")).toHaveAttribute("data-passes", "false");
  await page.getByRole("button", { name: text.create }).click();
  await expect(page.getByTestId("brand-check-failures")).toContainText(text.refused);
  await expect(page.locator('[name="name"]')).toHaveValue(`Seaside ${ibeUid}`);
  // The logo was stored with the first post and stays with the form.
  await expect(page.getByTestId("brand-logo")).toBeVisible();

  await page.locator('[name="primary"]').fill("#0b4f6c");
  await expect(page.getByTestId("contrast-primaryForegroundOnPrimary")).toHaveAttribute("data-passes", "true");
  await page.getByRole("button", { name: text.create }).click();
  await expect(page.getByTestId("brand-done")).toHaveText(text.created);
  await expect(page.getByTestId("brand-checks-pass")).toContainText(text.allPass);
  await expect(page.getByTestId("brand-status")).toHaveAttribute("data-status", "draft");

  await page.getByRole("button", { name: text.goLive }).click();
  await expect(page.getByTestId("brand-done")).toContainText(text.live);
  await expect(page.getByTestId("brand-status")).toHaveAttribute("data-status", "live");
  // The page says what going live did: the client registered at the provider, the local host answering.
  await expect(page.getByTestId("brand-sign-in-outcome")).toHaveAttribute("data-outcome", "registered");
  await expect(page.getByTestId("brand-client-id")).not.toBeEmpty();
  await expect(page.locator(`[data-host="${ibeUid}.localhost"]`)).toHaveAttribute("data-live", "true");
  await expect(page.getByTestId("brand-preview")).toContainText(text.liveHint);
  // Without an apartment there is no apartment page to preview yet, and the page says so.
  await expect(page.getByTestId("brand-preview-no-apartment")).toBeVisible();
  // On a phone the page, its history with the long client id included, fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The new host answers with the brand's name and colours.
  await page.goto(tenantUrl(ibeUid, `/${lng}/`));
  await expect(page.locator("header")).toContainText(`Seaside ${ibeUid}`);
  const brandColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand"));
  expect(brandColour.trim()).toBe("#0b4f6c");
}

/** Hamburg's centre, the brand's featured city: its house stands there. */
const HAMBURG = { lat: "53.55073", long: "9.99302" };

/** The platform's admin, on the platform's admin host, gives the brand a house and an apartment type. */
async function supplyBrand(page: Page, lng: Lng, ibeUid: string) {
  await openAsAdmin(page, tenantUrl("admin.quartier", `/${lng}/admin/houses`), "admin-platform");
  await createHouse(page, lng, {
    name: `Speicherhaus ${ibeUid}`,
    owner: `Seaside ${ibeUid}`,
    street: "Am Sandtorkai",
    number: "5",
    postcode: "20457",
    city: "Hamburg",
    country: "DE",
    position: HAMBURG,
    contact: { name: "Greta Sand", email: "greta@seaside.example" },
  });
  await createApartmentType(page, lng, {
    names: { en: `Harbour loft ${ibeUid}`, de: `Hafenloft ${ibeUid}` },
    size: { min: 40, max: 40 },
    units: 2,
    price: 120,
  });
  const typeId = /\/admin\/apartments\/([^/?]+)/.exec(page.url())?.[1];
  expect(typeId, "the new apartment type's admin page").toBeTruthy();
  // The brand's page now previews its apartment page on the brand's host.
  await page.goto(tenantUrl("admin.quartier", `/${lng}/admin/brands/${ibeUid}`));
  await expect(page.getByTestId("brand-preview-apartment")).toHaveAttribute(
    "href",
    tenantUrl(ibeUid, `/${lng}/apartments/${typeId}`),
  );
  await expect(page.getByTestId("brand-preview-no-apartment")).toHaveCount(0);
}

/** A guest on the brand's host: the home page's search, the apartment, the checkout, booked. */
async function searchAndBook(page: Page, lng: Lng, ibeUid: string) {
  const text = TEXT[lng];
  const checkout = CHECKOUT_TEXT[lng];
  await page.goto(tenantUrl(ibeUid, `/${lng}/`));
  await expect(page.getByTestId("brand-name")).toHaveText(`Seaside ${ibeUid}`);
  await hydrated(page);
  await page.getByLabel(text.place).fill("Hamburg");
  await chooseStay(page, { fromToday: 45, nights: 3, lng });
  await page.getByLabel(text.guests).fill("2");
  await page.getByRole("button", { name: text.search }).click();
  await expect(page.getByTestId("search-summary")).toContainText(text.nights);

  // The brand sells only its own house: one result, at the rate card's price.
  const apartment = lng === "en" ? `Harbour loft ${ibeUid}` : `Hafenloft ${ibeUid}`;
  const cards = page.getByTestId("listing-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(apartment);
  await cards.first().locator('a[href*="/apartments/"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: apartment })).toBeVisible();
  await hydrated(page);
  await page.getByTestId("book-form").getByRole("button", { name: checkout.book, exact: true }).click();

  await expect(page.getByRole("heading", { name: checkout.details })).toBeVisible();
  await hydrated(page);
  await fillGuest(page, lng, `guest.${ibeUid}@example.com`);
  await page.getByRole("radio", { name: checkout.bankTransfer }).check();
  await page.getByTestId("step-next").click();
  await expect(page.getByRole("heading", { name: checkout.summary })).toBeVisible();
  await hydrated(page);
  await book(page, lng);
  // The confirmation asks for the transfer to the brand's own account.
  await expect(page.getByTestId("bank-accountHolder")).toHaveText("Seaside Stays GmbH");
  await expect(page.getByTestId("bank-iban")).toContainText("DE89");
}

for (const lng of ["en", "de"] as const) {
  test.describe(`a brand launched in ${lng}`, () => {
    // The steps build on each other: the brand, then its house, then the guest's booking.
    test.describe.configure({ mode: "serial" });
    const ibeUid = `e2e${lng}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

    test(
      lng === "en"
        ? "the platform admin launches a brand: a logo, one refused colour, live on its host"
        : "die Plattform-Admin bringt eine Marke live: Logo, eine abgelehnte Farbe, live auf ihrem Host",
      async ({ page }) => launchBrand(page, lng, ibeUid),
    );

    test(
      lng === "en"
        ? "the platform admin gives the new brand a house and an apartment type"
        : "die Plattform-Admin gibt der neuen Marke ein Haus und einen Wohnungstyp",
      async ({ page }) => supplyBrand(page, lng, ibeUid),
    );

    test(
      lng === "en"
        ? "a guest searches on the new brand's host and books its apartment"
        : "ein Gast sucht auf dem Host der neuen Marke und bucht ihre Wohnung",
      async ({ page }) => searchAndBook(page, lng, ibeUid),
    );
  });
}
