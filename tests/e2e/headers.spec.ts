import { expect, test } from "@playwright/test";

// Static assets are answered before the Worker runs; public/_headers gives them the baseline headers.
test("static assets carry the baseline security headers", async ({ page }) => {
  for (const path of ["/favicon.svg", "/icons/ui.svg"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});
