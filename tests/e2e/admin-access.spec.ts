import { expect, type Page, test } from "@playwright/test";
import { demoUser, signInAtProvider, signOutThroughProvider } from "./sign-in";
import { accessibilityErrors, E2E_PORT, hydrated } from "./support";

/** A brand's admin host (`admin.<brand>.localhost`). */
function adminUrl(brand: string, path: string): string {
  return `http://admin.${brand}.localhost:${E2E_PORT}${path}`;
}

const alpenstayAdmin = demoUser("admin-alpenstay");
const harbourAdmin = demoUser("admin-harbourlofts");
const anna = demoUser("guest-anna");

// Each journey crosses to the provider and back at least once.
test.describe.configure({ timeout: 90_000 });

/** Opens an admin page signed out, signs in at the provider and waits for the page. */
async function signInToAdmin(page: Page, brand: string, path: string, user: { email: string; password: string }) {
  await page.goto(adminUrl(brand, path));
  await signInAtProvider(page, user);
  await page.waitForURL(adminUrl(brand, path));
}

const journeys = [
  {
    lng: "de",
    brand: "alpenstay",
    user: alpenstayAdmin,
    text: {
      dashboard: "Übersicht",
      arrivals: "Anreisen heute",
      week: "Letzte 7 Tage",
      nav: "Verwaltung",
      signOut: "Abmelden",
    },
  },
  {
    lng: "en",
    brand: "harbourlofts",
    user: harbourAdmin,
    text: {
      dashboard: "Dashboard",
      arrivals: "Arrivals today",
      week: "Last 7 days",
      nav: "Administration",
      signOut: "Sign out",
    },
  },
] as const;

for (const j of journeys) {
  test(`${j.lng}: a brand admin signs in on ${j.brand}'s admin host and sees the dashboard`, async ({ page }) => {
    await signInToAdmin(page, j.brand, `/${j.lng}/admin`, j.user);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: j.text.dashboard })).toBeVisible();
    await expect(page.getByTestId("admin-user")).toContainText(j.user.name);
    await expect(page.getByRole("heading", { name: new RegExp(j.text.arrivals) })).toBeVisible();
    await expect(page.getByRole("heading", { name: j.text.week })).toBeVisible();
    const nav = page.getByRole("navigation", { name: j.text.nav });
    await expect(nav.getByRole("link", { name: j.text.dashboard })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: j.text.signOut })).toBeVisible();
    expect(await accessibilityErrors(page)).toEqual([]);
  });
}

test("a traveller gets the 403 page and can sign out", async ({ page }) => {
  await page.goto(adminUrl("alpenstay", "/de/admin"));
  await signInAtProvider(page, anna);
  await expect(page.getByRole("heading", { name: "Kein Zugang zu diesem Verwaltungsbereich" })).toBeVisible();
  await expect(page.getByTestId("admin-forbidden")).toContainText(anna.name);
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  // Signed out of the provider too, the admin host asks for a sign-in again: the provider's login page.
  await signOutThroughProvider(
    page,
    () => page.getByTestId("admin-forbidden").getByRole("button", { name: "Abmelden" }).click(),
    new RegExp(`//localhost:${E2E_PORT + 1}/`),
  );
  await expect(page.locator('input[name="password"]')).toBeVisible();
});

test("@phone the admin shell on a phone: the nav folds into a menu", async ({ page }) => {
  await signInToAdmin(page, "alpenstay", "/en/admin", alpenstayAdmin);
  await hydrated(page);
  const menu = page.getByTestId("admin-nav-menu");
  await expect(menu).toBeVisible();
  await expect(page.getByTestId("admin-nav")).toBeHidden();
  const bookings = menu.getByRole("link", { name: "Bookings" });
  await expect(bookings).toBeHidden();
  await menu.getByText("Administration menu").click();
  await expect(bookings).toBeVisible();
  await expect(bookings).toHaveAttribute("href", "/en/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await accessibilityErrors(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in on the admin host, the dashboard, and sign-out work as plain HTML", async ({ page }) => {
    await signInToAdmin(page, "alpenstay", "/en/admin", alpenstayAdmin);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("admin-user")).toContainText(alpenstayAdmin.name);
    await signOutThroughProvider(
      page,
      () => page.getByTestId("admin-sign-out").click(),
      new RegExp(`//localhost:${E2E_PORT + 1}/`),
    );
    await expect(page.locator('input[name="password"]')).toBeVisible();
  });
});
