import { expect, test } from "@playwright/test";
import { htmlValidateErrors } from "./html-validate";
import { accessibilityErrors, hydrated, tenantUrl, WCAG_TAGS } from "./support";

/**
 * The page checks themselves find what they look for: axe on a page without frames (run in the page)
 * and on a page with one (run in each frame and put together), and html-validate on broken HTML. A
 * check that cannot fail would let every journey's `toEqual([])` pass.
 */

const imageWithoutText = `(() => {
  const image = document.createElement("img");
  image.src = "/favicon.ico";
  image.id = "probe-image";
  document.querySelector("main").prepend(image);
})()`;

test("axe finds an image without a text alternative, on the page and inside a frame", async ({ page }) => {
  await page.goto(tenantUrl("quartier", "/en/legal/imprint"));
  await hydrated(page);
  await page.evaluate(imageWithoutText);
  expect(page.frames()).toHaveLength(1);
  expect((await accessibilityErrors(page, { tags: WCAG_TAGS })).join("\n")).toMatch(/axe image-alt: #probe-image/);

  // The same page again, the image inside a frame of its own.
  await page.goto(tenantUrl("quartier", "/en/legal/imprint"));
  await hydrated(page);
  await page.evaluate(`(() => {
    const frame = document.createElement("iframe");
    frame.title = "Probe";
    frame.srcdoc = '<!doctype html><html lang="en"><title>Probe</title><main><img src="/favicon.ico" id="framed-image"></main></html>';
    document.querySelector("main").prepend(frame);
  })()`);
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(page.frameLocator('iframe[title="Probe"]').locator("#framed-image")).toBeAttached();
  expect((await accessibilityErrors(page)).join("\n")).toMatch(/axe image-alt: iframe,#framed-image/);
});

test("html-validate finds an image without a text alternative in the server's HTML", async () => {
  const findings = await htmlValidateErrors(
    '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><img src="/favicon.ico"></main></body></html>',
  );
  expect(findings.join("\n")).toMatch(/^wcag\/h37: /m);
});
