import { expect, type Page, type Response } from "@playwright/test";
import { DEMO_USERS, type DemoUser } from "../../scripts/idp/demo-users";
import { E2E_PORT } from "./support";

/** A demo account of the local identity provider (README, "Demo logins"). */
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

/**
 * Signs out with `click` (the app's sign-out button) and waits for the page the app lands on. The app
 * sends a valid id_token_hint, so the provider ends its session without asking: its end-session
 * address answers with a redirect, never with its "Sign out of <brand>?" page.
 */
export async function signOutThroughProvider(page: Page, click: () => Promise<void>, landing: RegExp): Promise<void> {
  const endSession: number[] = [];
  const seen = (response: Response) => {
    const url = new URL(response.url());
    if (url.port === String(E2E_PORT + 1) && url.pathname === "/session/end") endSession.push(response.status());
  };
  page.on("response", seen);
  await click();
  await page.waitForURL(landing, { waitUntil: "domcontentloaded" });
  page.off("response", seen);
  expect(endSession).toEqual([303]);
}
