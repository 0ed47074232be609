import { type Cookie, expect, type Page } from "@playwright/test";
import { demoUser, signInAtProvider } from "./sign-in";
import { hydrated } from "./support";

/**
 * A demo admin's session for journeys that need a signed-in admin but are not about signing in: the
 * sign-in journeys themselves (account.spec, admin-access.spec) keep the real flow every time.
 *
 * Each Playwright worker signs a demo admin in once per admin host, through the provider's real login
 * page, and answers the host's cookie banner with "Only necessary"; its later tests get that session
 * and that choice as cookies. A worker runs one test at a time, so two journeys never use one session
 * side by side (the provider rotates refresh tokens; access tokens live 100 s in the journeys), and no
 * journey that uses it signs out. A worker started after a failure signs in afresh.
 */
const signedIn = new Map<string, Cookie[]>();

/** The cookies kept: the session (`__Host-`: this host only) and the cookie choice, nothing else. */
const CHOICE = "__Host-consent";
const KEPT = new Set(["__Host-session", CHOICE]);

async function adminCookies(page: Page, origin: string, sub: string): Promise<Cookie[]> {
  const key = `${sub} ${origin}`;
  const known = signedIn.get(key);
  if (known) return known;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to sign in with");
  // With scripts whatever the test's own context says (a test's options apply to new contexts too):
  // the banner's answer is read once the page has hydrated.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const signing = await context.newPage();
    await signing.goto(`${origin}/en/admin`);
    await signInAtProvider(signing, demoUser(sub));
    await hydrated(signing);
    const banner = signing.getByTestId("cookie-banner");
    await banner.getByRole("button", { name: "Only necessary" }).click();
    const kept = async () => (await context.cookies(origin)).filter((cookie) => KEPT.has(cookie.name));
    await expect
      .poll(async () => (await kept()).length, `${sub} signed in on ${origin}, a choice made`)
      .toBe(KEPT.size);
    const cookies = await kept();
    signedIn.set(key, cookies);
    return cookies;
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` on an admin host as the demo admin `sub` and waits for the page to hydrate (not without
 * JavaScript). Optional cookies are declined already, unless `cookieChoice` is false: then the host's
 * banner asks, as it does after a sign-in.
 */
export async function openAsAdmin(
  page: Page,
  url: string,
  sub: string,
  { javaScriptEnabled = true, cookieChoice = true }: { javaScriptEnabled?: boolean; cookieChoice?: boolean } = {},
): Promise<void> {
  const { origin } = new URL(url);
  const cookies = await adminCookies(page, origin, sub);
  await page.context().addCookies(cookieChoice ? cookies : cookies.filter((cookie) => cookie.name !== CHOICE));
  await page.goto(url);
  await hydrated(page, javaScriptEnabled);
}
