import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "./support";

/**
 * Signs in on the local identity provider's login page, which the app has sent the browser to (a
 * protected page or the header's Sign in link), and waits until the browser is back on the brand.
 * The one place in the journeys that knows the provider's form.
 */
export async function signInAtProvider(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`//localhost:${E2E_PORT + 1}/`));
  await page.locator('input[name="email"], input[name="login"]').first().fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\.localhost:\d+\//);
}
