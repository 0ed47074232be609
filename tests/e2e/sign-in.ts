import { expect, type Page } from "@playwright/test";
import { DEMO_USERS, type DemoUser } from "../../scripts/idp/demo-users";
import { E2E_PORT } from "./support";

/** A demo account of the local identity provider (README, "Demo users"). */
export function demoUser(sub: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.sub === sub);
  if (!user) throw new Error(`no demo user ${sub}`);
  return user;
}

/**
 * Signs in on the local identity provider's login page, which the app has sent the browser to (a
 * protected page or the header's Sign in link), and waits until the browser is back on the brand.
 * The one place in the journeys that knows the provider's pages.
 */
export async function signInAtProvider(page: Page, user: Pick<DemoUser, "email" | "password">): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form[method="post"] button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\.localhost:\d+\//);
}

/**
 * Registers a new account on the provider's registration page, which the app has sent the browser to
 * (`/:lng/sign-in?register=1` or the header's Register link), and waits until the browser is back on
 * the brand. For journeys that must not share an account with any other journey.
 */
export async function registerAtProvider(
  page: Page,
  user: Pick<DemoUser, "email" | "password" | "name">,
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
  await page.locator('input[name="name"]').fill(user.name);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form[method="post"] button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\.localhost:\d+\//);
}

/** Confirms the provider's "Sign out of <brand>?" question and waits for the page the app lands on. */
export async function confirmProviderSignOut(page: Page, landing: RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
  // oidc-provider's logout form: the "yes" button submits its end-session form.
  await page.locator('button[type="submit"][name="logout"][value="yes"]').click();
  await page.waitForURL(landing, { waitUntil: "domcontentloaded" });
}
