import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { REVIEW_INVITATIONS_CRON } from "../../app/domain/reviews/review-cron";
import { openAsAdmin } from "./admin-session";
import { bookByForms, type Lng } from "./checkout-support";
import { E2E_PORT, isoDateFromToday, tenantUrl } from "./support";

/**
 * Reviews of real stays (docs/decisions/0139) as a guest and an operator meet them: a stay booked
 * through the checkout's forms, moved into the past in the journeys' local inventory database (the
 * one step no guest can take: time passing), the morning's cron run by the local runtime's scheduled
 * trigger, the invitation followed from the outbox, the review on the apartment page; the operator
 * replies and hides it from the admin area. English and German, and once without JavaScript.
 */
const TEXT = {
  en: {
    invitation: "How was your stay?",
    rating: (value: string) => `${value} of 5`,
    send: "Send review",
    thanks: "Thank you for your review",
    apartment: "See the apartment's page",
    summary: /^\d\.\d\s*out of 5\s*· \d+ reviews?$/,
  },
  de: {
    invitation: "Wie war Ihr Aufenthalt?",
    rating: (value: string) => `${value} von 5`,
    send: "Bewertung senden",
    thanks: "Vielen Dank für Ihre Bewertung",
    apartment: "Zur Seite des Apartments",
    summary: /^\d,\d\s*von 5\s*· \d+ Bewertung(en)?$/,
  },
} as const;

const RATINGS = { overall: "4", cleanliness: "5", location: "4", value: "3", communication: "5" };

/** The journeys' local state (playwright.config.ts gives the server QUARTIER_STATE_DIR). */
const E2E_STATE = ".wrangler/e2e-state";

/**
 * Moves a booking to have ended yesterday (three nights), in the local inventory database through
 * wrangler's own `d1 execute --local`, as the reviews' integration test does in its database.
 */
function endedYesterday(reference: string): void {
  if (!/^[A-Z0-9-]+$/.test(reference)) throw new Error(`unexpected booking reference ${reference}`);
  const from = isoDateFromToday(-4);
  const to = isoDateFromToday(-1);
  const args = [
    "wrangler",
    "d1",
    "execute",
    "INVENTORY_DB",
    "--local",
    "--persist-to",
    E2E_STATE,
    "--config",
    "workers/inventory/wrangler.toml",
    "--command",
    `UPDATE bookings SET from_date = '${from}', to_date = '${to}' WHERE reference = '${reference}'`,
  ];
  // The running server writes to the same database file: while one of its writes holds the lock,
  // SQLite answers SQLITE_BUSY at once. Another attempt (a new process, seconds later) gets it.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", args, { env: { ...process.env, CI: "true", WRANGLER_LOG: "error" }, stdio: "pipe" });
      return;
    } catch (error) {
      const busy = String((error as { stderr?: unknown }).stderr ?? error).includes("SQLITE_BUSY");
      if (!busy || attempt === 4) throw error;
    }
  }
}

/** Runs this morning's review cron on the running server, through the local runtime's scheduled trigger. */
async function runReviewCron(page: Page): Promise<void> {
  const time = Date.parse(`${isoDateFromToday(0)}T08:00:00Z`);
  // Node resolves no `*.localhost` name; the override names the app Worker (wrangler.toml), which the
  // preview server would otherwise leave to its assets router, which has no scheduled handler.
  const cron = encodeURIComponent(REVIEW_INVITATIONS_CRON);
  const response = await page.request.get(
    `http://localhost:${E2E_PORT}/cdn-cgi/handler/scheduled?cron=${cron}&time=${time}`,
    { headers: { "MF-Route-Override": "quartier" } },
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** A past stay's guest reviews it from the invitation mail; answers the review's words. */
async function reviewPastStay(
  page: Page,
  lng: Lng,
  fromToday: number,
): Promise<{ email: string; reference: string; words: string }> {
  // The journeys' outbox outlives a run: the address is this run's alone.
  const email = `ada.review.${lng}.${fromToday}.${Date.now()}@example.com`;
  const reference = await bookByForms(page, { lng, fromToday, email });
  endedYesterday(reference);
  await runReviewCron(page);

  await page.goto(tenantUrl("quartier", `/${lng}/dev/outbox`));
  const invitation = page.locator("li").filter({ hasText: email }).filter({ hasText: TEXT[lng].invitation });
  await invitation.getByTestId("outbox-item").click();
  await page.getByTestId("outbox-mail").locator('a[href*="/reviews/"]').click();

  const t = TEXT[lng];
  await expect(page.getByTestId("review-form")).toBeVisible();
  for (const [category, value] of Object.entries(RATINGS)) {
    await page
      .getByTestId(`rating-${category}`)
      .getByRole("radio", { name: t.rating(value), exact: true })
      .check();
  }
  const words = `${lng === "de" ? "Ruhig und sauber" : "Quiet and clean"}, booking ${reference}.`;
  await page.getByRole("textbox").fill(words);
  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByRole("status").getByText(t.thanks, { exact: true })).toBeVisible();

  await page.getByRole("link", { name: t.apartment }).click();
  const review = page.getByTestId("review-item").filter({ hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByTestId("review-text")).toHaveAttribute("lang", lng);
  // The average once, then its scale and the count ("4.0 out of 5 · 3 reviews").
  await expect(page.getByTestId("reviews-summary")).toHaveText(t.summary);
  return { email, reference, words };
}

test("en: a guest reviews a past stay from the invitation mail and sees it on the apartment page", async ({ page }) => {
  await reviewPastStay(page, "en", 161);
});

test("de: ein Gast bewertet einen vergangenen Aufenthalt aus der Einladung und sieht die Bewertung", async ({
  page,
}) => {
  await reviewPastStay(page, "de", 166);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the review form is a plain form", async ({ page }) => {
    await reviewPastStay(page, "en", 171);
  });
});

test("the operator replies to a review and hides it with a reason; the guest is told", async ({ page }) => {
  // A whole guest journey before the operator's: three times the usual time.
  test.slow();
  const { email, reference, words } = await reviewPastStay(page, "en", 176);
  const apartmentPage = page.url();

  await openAsAdmin(page, tenantUrl("admin.quartier", "/en/admin/reviews"), "admin-platform");
  await page.getByTestId(`review-row-${reference}`).getByRole("link").first().click();
  await page.getByLabel("Public reply").fill(`Thank you for staying with us (${reference}).`);
  await page.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByTestId("review-done")).toHaveText("Your reply is published.");

  await page.goto(apartmentPage);
  const review = page.getByTestId("review-item").filter({ hasText: words });
  await expect(review.getByTestId("review-reply")).toContainText(`Thank you for staying with us (${reference}).`);

  await page.goBack();
  await page.getByLabel("Reason").selectOption({ label: "It contains personal data" });
  await page.getByRole("button", { name: "Hide review" }).click();
  await expect(page.getByTestId("review-status")).toHaveText("Hidden: It contains personal data");
  await expect(page.getByTestId("review-history")).toContainText("Hidden");

  await page.goto(apartmentPage);
  await expect(page.getByTestId("review-item").filter({ hasText: words })).toHaveCount(0);
  await page.goto(tenantUrl("quartier", "/en/dev/outbox"));
  await expect(
    page.locator("li").filter({ hasText: email }).filter({ hasText: "Your review is no longer shown" }),
  ).toHaveCount(1);
});
