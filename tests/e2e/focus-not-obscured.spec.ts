import { expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * WCAG 2.4.11 Focus Not Obscured: the cookie banner, open until the visitor answers it, never hides
 * what has focus (docs/decisions/0076). Tabs through a whole apartment page, rates, footer and
 * "Cookie settings" included, and measures every focused element against the banner.
 */
const apartmentPath = (lng: string) =>
  `/${lng}/apartments/a-berlin-0001-1?from=${isoDateFromToday(40)}&to=${isoDateFromToday(44)}&guests=2`;

/** The focused element's part that the banner covers, 0 to 1; null when focus is in the banner or nowhere. */
async function coveredShare(page: Page): Promise<{ share: number; what: string } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const banner = document.querySelector('[data-testid="cookie-banner"]');
    if (!focused || focused === document.body || !banner || banner.contains(focused)) return null;
    const a = focused.getBoundingClientRect();
    const b = banner.getBoundingClientRect();
    const width = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
    const height = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const area = a.width * a.height;
    const what = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? "").trim().slice(0, 40)}"`;
    return { share: area > 0 ? (width * height) / area : 0, what };
  });
}

async function tabThroughPage(page: Page): Promise<string[]> {
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  const hidden: string[] = [];
  let stops = 0;
  // Every stop of the page once: the walk ends when focus leaves the page's end or is back at the
  // skip link it started from.
  for (; stops < 300; stops++) {
    await page.keyboard.press("Tab");
    const covered = await coveredShare(page);
    if (covered && covered.share >= 0.99) hidden.push(covered.what);
    const wrapped = await page.evaluate(
      () => document.activeElement === document.body || (document.activeElement?.matches("a[href='#main']") ?? false),
    );
    if (stops > 0 && wrapped) break;
  }
  // The walk reached the footer: a page of a few stops would prove nothing.
  expect(stops).toBeGreaterThan(20);
  return hidden;
}

test("English with JavaScript: no focused control of an apartment page is hidden under the cookie banner", async ({
  page,
}) => {
  await page.goto(tenantUrl("quartier", apartmentPath("en")));
  await hydrated(page);
  await expect(page.getByTestId("offer-name")).toBeVisible();
  expect(await tabThroughPage(page)).toEqual([]);
});

test.describe("German without JavaScript on a phone", () => {
  test.use({ javaScriptEnabled: false });
  test("no focused control of an apartment page is hidden under the cookie banner @phone", async ({ page }) => {
    await page.goto(tenantUrl("quartier", apartmentPath("de")));
    await expect(page.getByTestId("offer-name")).toBeVisible();
    expect(await tabThroughPage(page)).toEqual([]);
  });
});
