import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { searchUrl } from "./checkout-support";
import { tenantUrl } from "./support";

/**
 * Operators upload photos of an apartment type (decision 0106): with JavaScript several at once, the
 * second made the cover and shown first on the apartment page; without it one at a time with alt
 * texts, a file that is no image refused with a message; on a phone too. Real files with a GPS
 * position (the inventory's fixtures).
 */
const FIXTURES = "workers/inventory/images/fixtures";
const JPEG = `${FIXTURES}/gps-orientation-6.jpg`;
const PNG = `${FIXTURES}/gps.png`;

type Lng = "en" | "de";

/** The href of the n-th apartment on one of Alpenstay's search pages (its own houses). */
async function apartmentHref(page: Page, lng: Lng, nth: number): Promise<string> {
  await page.goto(searchUrl("alpenstay", lng, 60));
  const href = await page
    .getByTestId("listing-card")
    .nth(nth)
    .locator('a[href*="/apartments/"]')
    .first()
    .getAttribute("href");
  expect(href, "an apartment on the search page").toBeTruthy();
  return href ?? "";
}

const typeIdOf = (href: string) => /\/apartments\/(a-[a-z0-9-]+)/.exec(href)?.[1] ?? "";

async function openPhotos(page: Page, lng: Lng, typeId: string, javaScript: boolean) {
  const path = `/${lng}/admin/apartments/${typeId}/photos`;
  await openAsAdmin(page, tenantUrl("admin.alpenstay", path), "admin-alpenstay", { javaScriptEnabled: javaScript });
  await expect(page.getByTestId("apartment-type-tabs")).toBeVisible();
}

test("an operator uploads two photos at once, makes the second the cover and sees it first on the apartment page", async ({
  page,
}) => {
  // A search, a sign-in, two uploads and the apartment page: over the default on a loaded 2-core machine.
  test.setTimeout(90_000);
  const href = await apartmentHref(page, "en", 0);
  const typeId = typeIdOf(href);
  await openPhotos(page, "en", typeId, true);
  const rows = page.getByTestId("photo-row");
  const before = await rows.count();

  await page.getByLabel("Photos (several at once)").setInputFiles([JPEG, PNG]);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("photo-upload-progress")).toHaveText("2 photos uploaded.");
  await expect(rows).toHaveCount(before + 2);

  const second = rows.nth(before + 1);
  const secondId = await second.getAttribute("data-photo-id");
  await second.getByRole("button", { name: /Make cover/ }).click();
  await expect(rows.first()).toHaveAttribute("data-photo-id", secondId ?? "");
  await expect(rows.first().getByTestId("photo-cover-mark")).toBeVisible();

  await page.goto(href);
  const cover = page.getByTestId("photo-carousel").locator("img").first();
  await expect(cover).toHaveAttribute("src", new RegExp(`/media/photos/${typeId}/${secondId}\\.png$`));
  // The file is ours, served for a year, and shows.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ein Betreiber lädt ein Foto hoch, setzt die Alternativtexte; eine Datei, die kein Bild ist, wird abgelehnt", async ({
    page,
  }) => {
    const typeId = typeIdOf(await apartmentHref(page, "de", 1));
    await openPhotos(page, "de", typeId, false);
    const rows = page.getByTestId("photo-row");
    const before = await rows.count();

    await page.getByLabel("Foto", { exact: true }).setInputFiles({
      name: "foto.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Das ist kein Bild."),
    });
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByTestId("photo-upload-error")).toHaveText("Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.");
    await expect(rows).toHaveCount(before);

    // The form is ready again.
    await page.getByLabel("Foto", { exact: true }).setInputFiles(JPEG);
    await page.getByRole("button", { name: "Hochladen" }).click();
    await expect(page.getByTestId("photos-done")).toHaveText("Das Foto wurde hochgeladen.");
    await expect(rows).toHaveCount(before + 1);

    const added = rows.last();
    await added.getByLabel("Alternativtext (Deutsch)").fill("Wohnzimmer mit Blick auf die Berge");
    await added.getByLabel("Alternativtext (Englisch)").fill("Living room with a view of the mountains");
    await added.getByRole("button", { name: "Alternativtexte speichern" }).click();
    await expect(page.getByTestId("photos-done")).toHaveText("Die Alternativtexte wurden gespeichert.");
    await expect(rows.last().getByLabel("Alternativtext (Deutsch)")).toHaveValue("Wohnzimmer mit Blick auf die Berge");
    await expect(rows.last().locator("img")).toHaveAttribute("alt", "Living room with a view of the mountains");
  });
});

test("@phone an operator uploads a photo and deletes it on a phone", async ({ page }) => {
  const typeId = typeIdOf(await apartmentHref(page, "en", 2));
  await openPhotos(page, "en", typeId, true);
  const rows = page.getByTestId("photo-row");
  const before = await rows.count();
  await page.getByLabel("Photos (several at once)").setInputFiles(PNG);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("photo-upload-progress")).toHaveText("1 photo uploaded.");
  await expect(rows).toHaveCount(before + 1);
  await rows
    .last()
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(page.getByTestId("photos-done")).toHaveText("The photo was deleted.");
  await expect(rows).toHaveCount(before);
});
