import { expect, test } from "@playwright/test";
import { findAndBookAsGuest, planFor, setUpAsOperator } from "./back-office-journey-support";

/** Issue 34's back-office journey on a phone (the phone project runs tests tagged @phone). */

test.slow();

test("@phone eine Betreiberin richtet auf dem Telefon ein Haus ein; ein Gast bucht es zum neuen Preis", async ({
  page,
}) => {
  const plan = planFor("de", true);
  const typeId = await setUpAsOperator(page, plan);
  // The calendar page, where the operator ended, fits the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await findAndBookAsGuest(page, plan, typeId, "saver");
});
