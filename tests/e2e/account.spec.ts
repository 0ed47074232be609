import { expect, test } from "@playwright/test";
import { demoUser, registerAtProvider, signInAtProvider, signOutThroughProvider } from "./sign-in";
import { E2E_PORT, hydrated, tenantUrl } from "./support";

const tom = demoUser("guest-tom");
const anna = demoUser("guest-anna");

// Each journey crosses to the provider and back twice (sign-in, sign-out): more steps than most journeys.
test.describe.configure({ timeout: 90_000 });

const journeys = [
  { brand: "quartier", lng: "en", user: tom, signIn: "Sign in", signOut: "Sign out", bookings: "My bookings" },
  { brand: "alpenstay", lng: "de", user: anna, signIn: "Anmelden", signOut: "Abmelden", bookings: "Meine Buchungen" },
] as const;

for (const j of journeys) {
  test(`${j.lng}: sign in on ${j.brand}, the header names the user, the account page, sign out to the language home`, async ({
    page,
  }) => {
    await page.goto(tenantUrl(j.brand, `/${j.lng}`));
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: j.lng === "de" ? "Hauptnavigation" : "Main navigation" });
    await nav.getByRole("link", { name: j.signIn }).click();
    await signInAtProvider(page, j.user);
    // Back on the page the user came from, signed in.
    await page.waitForURL(tenantUrl(j.brand, `/${j.lng}`));
    await hydrated(page);
    const menu = nav.getByRole("button", { name: new RegExp(j.user.name) });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole("menuitem", { name: j.bookings })).toBeVisible();
    if (process.env.AUTH_SCREENSHOTS) await page.screenshot({ path: `test-results/user-menu-${j.lng}.png` });
    await page.keyboard.press("Escape");

    await page.goto(tenantUrl(j.brand, `/${j.lng}/account`));
    await expect(page.getByTestId("account-name")).toHaveText(j.user.name);
    await expect(page.getByTestId("account-email")).toHaveText(j.user.email);

    await hydrated(page);
    await nav.getByRole("button", { name: new RegExp(j.user.name) }).click();
    await signOutThroughProvider(
      page,
      () => page.getByRole("menuitem", { name: j.signOut }).click(),
      new RegExp(`^${tenantUrl(j.brand, `/${j.lng}`)}$`),
    );
    await expect(nav.getByRole("link", { name: j.signIn })).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a protected page sends to sign-in and back; the menu and sign-out work as plain HTML", async ({ page }) => {
    await page.goto(tenantUrl("quartier", "/en/account"));
    await signInAtProvider(page, tom);
    await page.waitForURL(tenantUrl("quartier", "/en/account"));
    await expect(page.getByTestId("account-name")).toHaveText(tom.name);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByText(tom.name).click();
    await expect(nav.getByRole("link", { name: "My enquiries" })).toBeVisible();
    await signOutThroughProvider(
      page,
      () => nav.getByRole("button", { name: "Sign out" }).click(),
      new RegExp(`^${tenantUrl("quartier", "/en")}$`),
    );
    await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});

test("de: a new traveller registers on alpenstay through the header and comes back signed in", async ({ page }) => {
  await page.goto(tenantUrl("alpenstay", "/de"));
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await nav.getByRole("link", { name: "Registrieren" }).click();
  await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
  await expect(page.getByRole("heading", { name: "Konto erstellen" })).toBeVisible();
  const email = `neu-${Date.now().toString(36)}@example.com`;
  await page.getByLabel("Vollständiger Name").fill("Nora Neu");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill("nora-registriert-2026");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await page.waitForURL(tenantUrl("alpenstay", "/de"));
  await hydrated(page);
  await expect(nav.getByRole("button", { name: /Nora Neu/ })).toBeVisible();
  await page.goto(tenantUrl("alpenstay", "/de/account"));
  await expect(page.getByTestId("account-email")).toHaveText(email);
});

test("en: when the provider ends every session, the open page's timer signs the traveller out", async ({ page }) => {
  // A traveller of its own: ending every session of a shared demo account would sign out the journeys
  // that run beside this one with it.
  const traveller = {
    name: "Sam Everywhere",
    email: `sam-${Date.now().toString(36)}@example.com`,
    password: "sam-everywhere-2026",
  };
  await page.goto(tenantUrl("harbourlofts", `/en/sign-in?register=1&returnTo=${encodeURIComponent("/en/account")}`));
  await registerAtProvider(page, traveller);
  await page.waitForURL(tenantUrl("harbourlofts", "/en/account"));
  await hydrated(page);
  await expect(page.getByTestId("account-name")).toHaveText(traveller.name);

  // The traveller ends all sessions at the provider, in another tab of the same browser.
  const provider = await page.context().newPage();
  await provider.goto(`http://localhost:${E2E_PORT + 1}/account?tenant=harbourlofts&lng=en`);
  await provider.getByRole("button", { name: "Sign out on all devices" }).click();
  await expect(provider.getByRole("button", { name: "Sign out on all devices" })).toHaveCount(0);
  await provider.close();

  // The account page's refresh is refused: it goes to the language home, which says why.
  await page.bringToFront();
  await page.waitForURL(tenantUrl("harbourlofts", "/en"), { timeout: 60_000 });
  await expect(page.getByTestId("toasts").getByText("You have been signed out")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
});
