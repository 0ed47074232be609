import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { availMessage } from "../../workers/inventory/opentravel/test-support/samples";
import { openAsAdmin } from "./admin-session";
import { E2E_PORT, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Issue 35's journey: Alpenstay's operator creates a channel manager connection, a key of scope ARI
 * (the secret read from the page, where it is shown once) and maps an apartment type's room code; the
 * channel manager then posts an OTA_HotelAvailNotifRQ closing three nights to the brand host's
 * /api/opentravel with that key; a guest's apartment page no longer offers a stay over those nights,
 * and the connection page shows the key's last use. Each run has its own channel code and nights, far
 * enough ahead (day 400 on) that no seeded closure or earlier run's message lies on them.
 */

type Lng = "en" | "de";

const TEXT = {
  en: {
    name: "Name",
    channel: "Channel code",
    create: "Create connection",
    ari: "ARI (availability and rates in)",
    createKey: "Create key",
    keyCreated: "Your new key. Copy it now: it is shown only once.",
    saveMapping: "Save mapping",
    mappingSaved: "The mapping is saved.",
    roomCode: "Room code of",
    findTypes: "Find apartment types (house, name or room code)",
    find: "Find",
    oneShown: "1 of 1 apartment type shown.",
    neverUsed: "Never used",
    lastUsed: /Last used \d{4}-\d\d-\d\d \d\d:\d\d/,
    onlyNecessary: "Only necessary",
  },
  de: {
    name: "Name",
    channel: "Kanal-Code",
    create: "Verbindung anlegen",
    ari: "ARI (Verfügbarkeit und Preise herein)",
    createKey: "Schlüssel erzeugen",
    keyCreated: "Ihr neuer Schlüssel. Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt.",
    saveMapping: "Zuordnung speichern",
    mappingSaved: "Die Zuordnung ist gespeichert.",
    roomCode: "Zimmer-Code von",
    findTypes: "Apartmenttypen suchen (Haus, Name oder Zimmer-Code)",
    find: "Suchen",
    oneShown: "1 von 1 Apartmenttyp angezeigt.",
    neverUsed: "Nie benutzt",
    lastUsed: /Zuletzt benutzt am \d{4}-\d\d-\d\d \d\d:\d\d/,
    onlyNecessary: "Nur notwendige",
  },
} as const;

/** Seeded apartment types Alpenstay owns and sells directly from one night (one per journey). */
const TYPES = { en: "a-amsterdam-0004-2", de: "a-amsterdam-0011-3", noScript: "a-amsterdam-0023-1" } as const;

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Run = { lng: Lng; javaScript: boolean; typeId: string; channel: string; code: string; from: string };

function runFor(lng: Lng, javaScript: boolean, typeId: string): Run {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
  return {
    lng,
    javaScript,
    typeId,
    channel: `E2E_${id}`,
    code: `ROOM-${id}`,
    from: isoDateFromToday(400 + Math.floor(Math.random() * 300)),
  };
}

/** The guest's apartment page for three nights from the run's first closed night. */
const offerUrl = (run: Run) =>
  tenantUrl("alpenstay", `/${run.lng}/apartments/${run.typeId}?from=${run.from}&to=${plusDays(run.from, 3)}&guests=1`);

async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize();
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), fullPage: false });
  if (desktop) await page.setViewportSize(desktop);
}

async function journey(page: Page, testInfo: TestInfo, run: Run) {
  const text = TEXT[run.lng];

  // The guest can book the stay before the channel manager closes it.
  await page.goto(offerUrl(run));
  await expect(page.getByTestId("book-form")).toBeVisible();

  // The operator, signed in on the admin host, creates the connection.
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${run.lng}/admin/connections`), "admin-alpenstay", {
    javaScriptEnabled: run.javaScript,
  });
  const form = page.getByTestId("new-connection-form");
  await form.getByLabel(text.name).fill(`Channel manager ${run.channel}`);
  await form.getByLabel(text.channel).fill(run.channel);
  await form.getByRole("button", { name: text.create }).click();
  await expect(page).toHaveURL(/\/admin\/connections\/[^/?]+$/);
  const connection = page.url();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(run.channel);
  await hydrated(page, run.javaScript);
  await screenshots(page, testInfo, `connection-${run.lng}`);

  // A key of scope ARI: the secret is read from the page that shows it once.
  const keyForm = page.getByTestId("new-key-form");
  await keyForm.getByLabel(text.ari).check();
  await keyForm.getByRole("button", { name: text.createKey }).click();
  const secretField = page.getByLabel(text.keyCreated);
  await expect(secretField).toHaveValue(/^qk_/);
  const secret = await secretField.inputValue();
  await expect(page.getByTestId("connection-keys")).toContainText(text.neverUsed);
  await screenshots(page, testInfo, `connection-key-${run.lng}`);

  // The apartment type's room code: the operator finds the type among the brand's many.
  await page.getByRole("search").getByLabel(text.findTypes).fill(run.typeId);
  await page.getByRole("search").getByRole("button", { name: text.find }).click();
  await expect(page.getByTestId("mapping-shown")).toHaveText(text.oneShown);
  await page.locator(`input[name="type.${run.typeId}"]`).fill(run.code);
  await expect(page.locator(`input[name="type.${run.typeId}"]`)).toHaveAccessibleName(new RegExp(`^${text.roomCode} `));
  await page.getByRole("button", { name: text.saveMapping }).click();
  await expect(page.getByTestId("connection-done")).toHaveText(text.mappingSaved);
  await page.getByTestId("mapping-shown").scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, `connection-mapping-${run.lng}`);

  // The channel manager closes three nights of that type through the brand host's endpoint.
  const echoToken = `e2e-${run.channel}`;
  // Node does not resolve *.localhost as Chromium does: the brand's host goes in the Host header.
  const brandHost = new URL(tenantUrl("alpenstay")).host;
  const answer = await page.request.post(`http://localhost:${E2E_PORT}/api/opentravel`, {
    headers: { Host: brandHost, Authorization: `Bearer ${secret}`, "Content-Type": "application/xml" },
    data: availMessage(echoToken, [{ start: run.from, end: plusDays(run.from, 2), type: run.code, master: "Close" }]),
  });
  const body = await answer.text();
  expect(answer.status(), body).toBe(200);
  expect(body).toContain("<Success/>");
  expect(body).toContain(`EchoToken="${echoToken}"`);

  // The guest's apartment page no longer offers the stay.
  await page.goto(offerUrl(run));
  await expect(page.getByTestId("unavailable-reason")).toBeVisible();
  await expect(page.getByTestId("book-form")).toHaveCount(0);

  // The connection page shows the key's last use.
  await page.goto(connection);
  await expect(page.getByTestId("connection-keys")).toContainText(text.lastUsed);
}

// A sign-in, three form posts, a message and four page loads: over the default on a loaded machine.
test.slow();

test("an operator connects a channel manager whose closed nights the guest can no longer book", async ({
  page,
}, testInfo) => journey(page, testInfo, runFor("en", true, TYPES.en)));

test("eine Betreiberin verbindet einen Channel-Manager, dessen geschlossene Nächte der Gast nicht mehr buchen kann", async ({
  page,
}, testInfo) => journey(page, testInfo, runFor("de", true, TYPES.de)));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the connection, its key and mapping work by plain form posts", async ({ page }, testInfo) =>
    journey(page, testInfo, runFor("en", false, TYPES.noScript)));
});
