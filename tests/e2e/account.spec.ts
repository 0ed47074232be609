import { expect, test } from "@playwright/test";
import { confirmProviderSignOut, demoUser, signInAtProvider } from "./sign-in";
import { hydrated, tenantUrl } from "./support";

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
    await page.getByRole("menuitem", { name: j.signOut }).click();
    await confirmProviderSignOut(page, new RegExp(`^${tenantUrl(j.brand, `/${j.lng}`)}$`));
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
    await nav.getByRole("button", { name: "Sign out" }).click();
    await confirmProviderSignOut(page, new RegExp(`^${tenantUrl("quartier", "/en")}$`));
    await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
