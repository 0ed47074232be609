import { expect, type Page, test } from "@playwright/test";
import { TEXT } from "./checkout-support";
import { demoUser, signInAtProvider } from "./sign-in";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * The traveller's account: sign in, book with the details prefilled, find the booking under My
 * bookings, change the profile and see the next booking prefilled with it. In English on Harbour
 * Lofts and in German on Alpenstay, each with its own demo traveller (docs/guides/local-development.md, demo users), so
 * the two never meet.
 */
const JOURNEYS = [
  {
    lng: "en",
    brand: "harbourlofts",
    email: demoUser("guest-tom").email,
    password: demoUser("guest-tom").password,
    firstName: "Tom",
    lastName: "Traveller",
    place: "London?lat=51.50853&long=-0.12574",
    fromToday: 131,
    t: {
      ...TEXT.en,
      myBookings: "My bookings",
      upcoming: "Upcoming stays",
      save: "Save profile",
      saved: "Your profile has been saved.",
      phoneInvalid: "Please enter a valid phone number (6 to 15 digits).",
      view: "View booking",
    },
  },
  {
    lng: "de",
    brand: "alpenstay",
    email: demoUser("guest-anna").email,
    password: demoUser("guest-anna").password,
    firstName: "Anna",
    lastName: "Gast",
    place: "München?lat=48.13743&long=11.57549",
    fromToday: 137,
    t: {
      ...TEXT.de,
      myBookings: "Meine Buchungen",
      upcoming: "Bevorstehende Aufenthalte",
      countryName: "Deutschland",
      save: "Profil speichern",
      saved: "Ihr Profil wurde gespeichert.",
      phoneInvalid: "Bitte geben Sie eine gültige Telefonnummer ein (6 bis 15 Ziffern).",
      view: "Buchung ansehen",
    },
  },
] as const;

type Journey = (typeof JOURNEYS)[number];

/** From a search of the journey's place to the booking details step of the first bookable offer. */
async function openBookingStep(page: Page, journey: Journey, fromToday: number) {
  const from = isoDateFromToday(fromToday);
  const to = isoDateFromToday(fromToday + 3);
  const [placeName, query] = journey.place.split("?");
  const searchUrl = tenantUrl(
    journey.brand,
    `/${journey.lng}/search/${encodeURIComponent(placeName ?? "")}?${query}&inDate=${from}&outDate=${to}&guests=2&radius=25`,
  );
  await page.goto(searchUrl);
  const count = await page.getByTestId("listing-card").count();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await page.goto(searchUrl);
    await hydrated(page);
    await page.getByTestId("listing-card").nth(index).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/apartments\//);
    const book = page.getByTestId("book-form").getByRole("button", { name: journey.t.book, exact: true });
    if ((await book.count()) === 0) continue;
    await hydrated(page);
    await book.click();
    await expect(page).toHaveURL(/\/checkout\/booking\?id=/);
    return;
  }
  throw new Error("no bookable offer");
}

for (const journey of JOURNEYS) {
  test(`${journey.lng}: sign in, book with the details prefilled, find it under My bookings`, async ({ page }) => {
    // A sign-in, a search and a booking through three steps: longer than one page's journey.
    test.setTimeout(90_000);
    const { t } = journey;
    // A protected page sends the visitor to sign in and back.
    await page.goto(tenantUrl(journey.brand, `/${journey.lng}/account/bookings`));
    await signInAtProvider(page, journey);
    await expect(page).toHaveURL(new RegExp(`/${journey.lng}/account/bookings$`));
    await expect(page.getByRole("heading", { level: 1, name: t.myBookings })).toBeVisible();

    // Names the same as the profile keeps below, so a profile left from an earlier run changes nothing here.
    await openBookingStep(page, journey, journey.fromToday);
    await expect(page.getByLabel(t.firstName)).toHaveValue(journey.firstName);
    await expect(page.getByLabel(t.lastName)).toHaveValue(journey.lastName);
    await expect(page.getByLabel(t.email)).toHaveValue(journey.email);
    await page.getByLabel(t.phone).fill("+49 89 1234567");
    await page.getByLabel(t.country).selectOption({ label: t.countryName });
    await page.getByLabel(t.bankTransfer).check();
    await page.getByTestId("step-next").click();
    await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
    if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
    await page.getByLabel(t.terms).check();
    await page.getByTestId("book").click();
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^Q-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // My bookings lists it among the upcoming stays, with a link to the booking's page.
    await page.goto(tenantUrl(journey.brand, `/${journey.lng}/account/bookings`));
    const booking = page.getByTestId("bookings-upcoming").getByTestId("account-booking").filter({ hasText: reference });
    await expect(booking).toHaveCount(1);
    await expect(booking.getByTestId("booking-total")).toHaveText(/\d/);
    expect(await accessibilityErrors(page)).toEqual([]);
    await booking.getByRole("link", { name: new RegExp(reference) }).click();
    await expect(page.getByTestId("manage-booking")).toContainText(reference);
  });

  test(`${journey.lng}: change the profile, and the next booking starts from it`, async ({ page }) => {
    test.setTimeout(90_000);
    const { t } = journey;
    // The profile: a bad phone number is refused with the value kept, a good one is saved with a toast.
    await page.goto(tenantUrl(journey.brand, `/${journey.lng}/account/profile`));
    await signInAtProvider(page, journey);
    await expect(page).toHaveURL(new RegExp(`/${journey.lng}/account/profile$`));
    await hydrated(page);
    expect(await accessibilityErrors(page)).toEqual([]);
    const phone = `+49 89 ${String(Date.now()).slice(-7)}`;
    await page.getByLabel(t.firstName).fill(journey.firstName);
    await page.getByLabel(t.lastName).fill(journey.lastName);
    await page.getByLabel(t.phone).fill("call me");
    await page.getByTestId("profile-save").click();
    await expect(page.getByText(t.phoneInvalid)).toBeVisible();
    await expect(page.getByLabel(t.phone)).toHaveValue("call me");
    await page.getByLabel(t.phone).fill(phone);
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("toasts").getByText(t.saved)).toBeVisible();
    await expect(page.getByLabel(t.phone)).toHaveValue(phone);

    // The next booking starts from the saved profile.
    await openBookingStep(page, journey, journey.fromToday + 10);
    await expect(page.getByLabel(t.phone)).toHaveValue(phone);
    await expect(page.getByLabel(t.firstName)).toHaveValue(journey.firstName);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile saves through a plain form post", async ({ page }) => {
    const journey = JOURNEYS[0];
    await page.goto(tenantUrl(journey.brand, `/${journey.lng}/account/profile`));
    await signInAtProvider(page, journey);
    await expect(page).toHaveURL(/\/en\/account\/profile$/);
    await page.getByLabel(journey.t.firstName).fill(journey.firstName);
    await page.getByLabel(journey.t.lastName).fill(journey.lastName);
    await page.getByLabel(journey.t.phone).fill("123");
    await page.getByTestId("profile-save").click();
    await expect(page.getByText(journey.t.phoneInvalid)).toBeVisible();
    await expect(page.getByLabel(journey.t.phone)).toHaveValue("123");
  });
});
