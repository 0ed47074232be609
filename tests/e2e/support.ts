import type { Page } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);

/** The local address of a tenant's booking engine. */
export function tenantUrl(brand: string, path = "/"): string {
  return `http://${brand}.localhost:${E2E_PORT}${path}`;
}

/** Waits until React has hydrated (the root sets html[data-hydrated]); nothing to wait for without JavaScript. */
export async function hydrated(page: Page, javaScriptEnabled = true): Promise<void> {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A calendar date `days` from today as YYYY-MM-DD. */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
