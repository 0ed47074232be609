import { expect, type Page } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { TEXT as CHECKOUT_TEXT, fillGuest } from "./checkout-support";
import { createApartmentType, createHouse, type Lng } from "./house-forms";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * The back office's journey across its parts (issue 34): an operator of Alpenstay creates a house
 * with an apartment type, uploads two photos, sets a price and closes three days on the calendar;
 * then a guest on Alpenstay's host finds the apartment by its place and dates and books it at that
 * price on open days. Each journey makes its own house, named and placed for that run alone.
 *
 * The houses stand around Lienz (East Tyrol), a place no other journey searches and no seeded city
 * is near: the guest searches the place at the house's own position with a radius of 1 km, so the
 * houses earlier runs left there never push this run's apartment off the first page.
 */

/** The inventory's photo fixtures: a JPEG and a PNG, each with a GPS position to strip. */
const PHOTOS = ["workers/inventory/images/fixtures/gps-orientation-6.jpg", "workers/inventory/images/fixtures/gps.png"];

const LIENZ = { lat: 46.8289, long: 12.7693 };

/** Rate plans every new house gets (the inventory's default rate plans), with their price factors. */
export const RATE_PLANS = {
  flexible: { en: "Flexible rate", de: "Flexibler Tarif", factor: 1 },
  saver: { en: "Saver rate, non-refundable", de: "Spartarif, nicht erstattbar", factor: 0.9 },
} as const;

const TEXT = {
  en: {
    photos: "Photos (several at once)",
    photo: "Photo",
    upload: "Upload",
    twoUploaded: "2 photos uploaded.",
    oneUploaded: "The photo was uploaded.",
    from: "From",
    to: "To (included)",
    closed: "Closed",
    yes: "Yes",
    nightlyPrice: "Nightly price",
    preview: "Preview changes",
    save: (days: number) => `Save ${days} days`,
    saved: (days: number) => `Saved: ${days} days changed.`,
    onlyNecessary: "Only necessary",
  },
  de: {
    photos: "Fotos (mehrere auf einmal)",
    photo: "Foto",
    upload: "Hochladen",
    twoUploaded: "2 Fotos hochgeladen.",
    oneUploaded: "Das Foto wurde hochgeladen.",
    from: "Von",
    to: "Bis (einschließlich)",
    closed: "Geschlossen",
    yes: "Ja",
    nightlyPrice: "Preis pro Nacht",
    preview: "Änderungen ansehen",
    save: (days: number) => `${days} Tage speichern`,
    saved: (days: number) => `Gespeichert: ${days} Tage geändert.`,
    onlyNecessary: "Nur notwendige",
  },
} as const;

/** What one run's operator sets up, all of it its own: names, position, days and prices. */
export type Plan = {
  lng: Lng;
  javaScript: boolean;
  house: string;
  apartment: string;
  position: { lat: string; long: string };
  /** The rate card's price a night, and the calendar's price for the priced days (EUR, whole). */
  cardPrice: number;
  calendarPrice: number;
  /** Ten days priced from `first`; the fourth to sixth of them closed; the guest's stay on the seventh to ninth. */
  first: string;
  closed: [string, string, string];
  stay: { from: string; to: string; nights: number };
};

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A plan of this run's own: a unique name, a position within about 8 km of Lienz, days 120 to 339 ahead. */
export function planFor(lng: Lng, javaScript: boolean): Plan {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const first = isoDateFromToday(120 + Math.floor(Math.random() * 220));
  const around = (centre: number) => (centre + (Math.random() - 0.5) * 0.16).toFixed(5);
  const calendarPrice = 150 + Math.floor(Math.random() * 90);
  return {
    lng,
    javaScript,
    house: `Haus Lienz ${run}`,
    apartment: `Dolomite loft ${run}`,
    position: { lat: around(LIENZ.lat), long: around(LIENZ.long) },
    cardPrice: 95,
    calendarPrice,
    first,
    closed: [plusDays(first, 3), plusDays(first, 4), plusDays(first, 5)],
    stay: { from: plusDays(first, 6), to: plusDays(first, 9), nights: 3 },
  };
}

/** Opens the houses on the admin host as the brand's demo admin, optional cookies declined. */
async function signInAsOperator(page: Page, plan: Plan) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${plan.lng}/admin/houses`), "admin-alpenstay", {
    javaScriptEnabled: plan.javaScript,
  });
}

async function declineOptionalCookies(page: Page, lng: Lng) {
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: TEXT[lng].onlyNecessary }).click();
  await expect(banner).toBeHidden();
}

/** The operator's part: house, apartment type, two photos, the calendar. Answers the type's id. */
export async function setUpAsOperator(page: Page, plan: Plan): Promise<string> {
  await signInAsOperator(page, plan);

  await createHouse(page, plan.lng, {
    name: plan.house,
    street: "Hauptplatz",
    number: "7",
    postcode: "9900",
    city: "Lienz",
    country: "AT",
    position: plan.position,
    contact: { name: "Vroni Gasser", email: "vroni@example.com" },
  });
  await createApartmentType(page, plan.lng, {
    names: { en: plan.apartment, de: plan.apartment },
    size: { min: 45, max: 45 },
    units: 2,
    price: plan.cardPrice,
  });
  const id = /\/admin\/apartments\/([^/?]+)/.exec(page.url())?.[1] ?? "";
  expect(id, "the new apartment type's admin page").not.toBe("");

  await uploadTwoPhotos(page, plan);
  await editCalendar(page, plan);
  return id;
}

/** With JavaScript both at once; without it one form post each. */
async function uploadTwoPhotos(page: Page, plan: Plan) {
  const t = TEXT[plan.lng];
  await page.getByTestId("apartment-tab-photos").click();
  await hydrated(page, plan.javaScript);
  const rows = page.getByTestId("photo-row");
  if (plan.javaScript) {
    await page.getByLabel(t.photos).setInputFiles(PHOTOS);
    await page.getByRole("button", { name: t.upload }).click();
    await expect(page.getByTestId("photo-upload-progress")).toHaveText(t.twoUploaded);
  } else {
    for (const [index, file] of PHOTOS.entries()) {
      await page.getByLabel(t.photo, { exact: true }).setInputFiles(file);
      await page.getByRole("button", { name: t.upload }).click();
      await expect(page.getByTestId("photos-done")).toHaveText(t.oneUploaded);
      await expect(rows).toHaveCount(index + 1);
    }
  }
  await expect(rows).toHaveCount(2);
}

/** Prices ten days at the run's calendar price, then closes three of them: two bulk edits, each previewed. */
async function editCalendar(page: Page, plan: Plan) {
  const t = TEXT[plan.lng];
  await page.getByTestId("apartment-tab-calendar").click();
  await hydrated(page, plan.javaScript);
  const form = page.getByTestId("calendar-edit-form");
  const save = async (days: number) => {
    await form.getByRole("button", { name: t.preview }).click();
    await expect(page.getByTestId("calendar-preview-row")).toHaveCount(days);
    await form.getByRole("button", { name: t.save(days) }).click();
    await expect(page.getByTestId("calendar-saved")).toHaveText(t.saved(days));
  };
  await form.getByLabel(t.from).fill(plan.first);
  await form.getByLabel(t.to).fill(plusDays(plan.first, 9));
  await form.getByLabel(t.nightlyPrice).fill(String(plan.calendarPrice));
  await save(10);
  await form.getByLabel(t.from).fill(plan.closed[0]);
  await form.getByLabel(t.to).fill(plan.closed[2]);
  await form.getByLabel(t.closed, { exact: true }).selectOption({ label: t.yes });
  await save(3);
}

/** Alpenstay's search at the house's place and position, for two guests. */
function searchPath(plan: Plan, stay: { from: string; to: string }) {
  const { lat, long } = plan.position;
  return `/${plan.lng}/search/Lienz?lat=${lat}&long=${long}&inDate=${stay.from}&outDate=${stay.to}&guests=2&radius=1`;
}

/** The amount in EUR as the brand's pages write it in the language. */
export function euros(lng: Lng, amount: number): string {
  return new Intl.NumberFormat(lng === "de" ? "de-DE" : "en-GB", { style: "currency", currency: "EUR" }).format(amount);
}

/**
 * The guest's part: the search over the closed days leaves the apartment out; the search over the
 * open stay lists it with the operator's photos; its page and the checkout price the stay at the
 * calendar's price times the nights times the chosen plan's factor; the booking is confirmed.
 */
export async function findAndBookAsGuest(page: Page, plan: Plan, typeId: string, ratePlan: keyof typeof RATE_PLANS) {
  const { lng } = plan;
  const checkout = CHECKOUT_TEXT[lng];
  const card = page.getByTestId("listing-card").filter({ hasText: plan.apartment });

  // A stay over the closed days: not offered.
  await page.goto(tenantUrl("alpenstay", searchPath(plan, { from: plan.closed[0], to: plan.stay.from })));
  await declineOptionalCookies(page, lng);
  await expect(page.getByTestId("results-count")).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(tenantUrl("alpenstay", searchPath(plan, plan.stay)));
  await hydrated(page, plan.javaScript);
  await expect(card).toHaveCount(1);
  await expect(card.locator("img").first()).toHaveAttribute("src", new RegExp(`/media/photos/${typeId}/`));
  await card.locator(`a[href*="/apartments/${typeId}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: plan.apartment })).toBeVisible();
  await hydrated(page, plan.javaScript);

  const rate = RATE_PLANS[ratePlan];
  const total = euros(lng, plan.calendarPrice * plan.stay.nights * rate.factor);
  const bookForm = page.getByTestId("book-form");
  await bookForm.getByRole("radio", { name: new RegExp(rate[lng]) }).check();
  await expect(page.getByTestId("price-breakdown")).toContainText(total);
  await bookForm.getByRole("button", { name: checkout.book, exact: true }).click();

  await expect(page.getByRole("heading", { name: checkout.details })).toBeVisible();
  await hydrated(page, plan.javaScript);
  await expect(page.getByTestId("checkout-price-total")).toContainText(total);
  await fillGuest(page, lng, `guest.${plan.apartment.split(" ").at(-1)}@example.com`);
  await page.getByRole("radio", { name: checkout.bankTransfer }).check();
  await page.getByTestId("step-next").click();
  await expect(page.getByRole("heading", { name: checkout.summary })).toBeVisible();
  await hydrated(page, plan.javaScript);
  await expect(page.getByTestId("checkout-price-total")).toContainText(total);
  await page.getByLabel(checkout.terms).check();
  await page.getByTestId("book").click();
  await expect(page.getByRole("heading", { name: checkout.confirmed })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z]-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
}

/** The whole journey for a run of its own: the operator's part, then the guest's, booking `ratePlan`. */
export async function operatorThenGuest(
  page: Page,
  { lng, javaScript, ratePlan }: { lng: Lng; javaScript: boolean; ratePlan: keyof typeof RATE_PLANS },
) {
  const plan = planFor(lng, javaScript);
  const typeId = await setUpAsOperator(page, plan);
  await findAndBookAsGuest(page, plan, typeId, ratePlan);
}
