import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { bookByForms, type Lng } from "./checkout-support";
import { accessibilityErrors, tenantUrl } from "./support";

/**
 * The operator changes a booking from the admin detail (docs/decisions/0140): one night more, quoted
 * and confirmed through the guest's two forms, the history naming the admin, the guest mailed. A
 * brand's admin in English with JavaScript; the platform admin (another brand's booking, its `tenant`
 * carried along) in German without.
 */
test.describe.configure({ timeout: 90_000 });

const T = {
  en: {
    open: (reference: string) => `Open booking ${reference}`,
    more: /You pay .+ more\./,
    done: "The booking is changed. The guest was told by mail.",
    changed: "Changed",
    subject: "is changed",
  },
  de: {
    open: (reference: string) => `Buchung ${reference} öffnen`,
    more: /Sie zahlen .+ mehr\./,
    done: "Die Buchung ist geändert. Der Gast wurde per E-Mail informiert.",
    changed: "Geändert",
    subject: "ist geändert",
  },
} as const;

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function changeByOneNight(
  page: Page,
  {
    lng,
    admin,
    sub,
    fromToday,
    javaScriptEnabled,
  }: { lng: Lng; admin: string; sub: string; fromToday: number; javaScriptEnabled: boolean },
) {
  const email = `admin-change-${lng}-${Date.now()}@example.com`;
  const reference = await bookByForms(page, { brand: "alpenstay", lng, fromToday, email, freeCancellation: true });
  const list = `/${lng}/admin/bookings?${new URLSearchParams({ q: email })}`;
  await openAsAdmin(page, tenantUrl(`admin.${admin}`, list), sub, { javaScriptEnabled });
  await page.getByRole("link", { name: T[lng].open(reference) }).click();
  await page.getByTestId("admin-change-link").click();
  await expect(page.getByTestId("admin-booking-change")).toBeVisible();
  // The checker runs scripts in the page: with JavaScript only.
  if (javaScriptEnabled) expect(await accessibilityErrors(page)).toEqual([]);

  const to = page.getByTestId("change-to");
  const departure = dayAfter(await to.inputValue());
  await to.fill(departure);
  await page.getByTestId("change-quote-submit").click();
  await expect(page.getByTestId("quote-difference")).toHaveText(T[lng].more);
  const newPrice = (await page.getByTestId("quote-new-price").textContent()) ?? "";
  await page.getByTestId("change-confirm").click();

  const detail = page.getByTestId("admin-booking");
  await expect(detail).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByTestId("toasts").getByText(T[lng].done)).toBeVisible();
  await expect(detail).toContainText(newPrice);
  await expect(page.getByTestId("booking-history")).toContainText(T[lng].changed);
  await page.goto(tenantUrl("alpenstay", `/${lng}/dev/outbox`));
  await expect(
    page.getByTestId("outbox-item").filter({ hasText: reference }).filter({ hasText: T[lng].subject }),
  ).toHaveCount(1);
}

test("a brand's admin changes a booking's dates from its detail (English)", async ({ page }) => {
  await changeByOneNight(page, {
    lng: "en",
    admin: "alpenstay",
    sub: "admin-alpenstay",
    fromToday: 177,
    javaScriptEnabled: true,
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the platform admin changes another brand's booking through plain forms (German)", async ({ page }) => {
    await changeByOneNight(page, {
      lng: "de",
      admin: "quartier",
      sub: "admin-platform",
      fromToday: 183,
      javaScriptEnabled: false,
    });
  });
});
