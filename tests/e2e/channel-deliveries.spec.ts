import { randomUUID } from "node:crypto";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { bookByForms } from "./checkout-support";
import { E2E_PORT, tenantUrl } from "./support";

/**
 * A booking travels out (issue 35, docs/decisions/0116-0118): Alpenstay's operator creates a
 * connection, a key for reservations (its secret shown once) and a JSON endpoint on the local
 * receiver (`npm start`'s, on E2E_PORT+2); a guest books an Alpenstay apartment; the queue's consumer
 * delivers the booking's event, which the operator sees delivered with its attempt (HTTP 200) and the
 * receiver shows with a verified signature. Each journey has its own connection and receiver path,
 * so journeys (and the demo connection, which gets every Alpenstay booking too) never meet.
 */

// A sign-in, a booking through the checkout and a queue's delivery: longer than a page's journey.
test.describe.configure({ timeout: 120_000 });

const RECEIVER = `http://localhost:${E2E_PORT + 2}`;

const T = {
  en: {
    connections: "Channel manager connections",
    name: "Name",
    channel: "Channel code",
    create: "Create connection",
    ari: "ARI (availability and rates in)",
    reservations: "Reservations (bookings out)",
    createKey: "Create key",
    keyCreated: "Your new key. Copy it now: it is shown only once.",
    deliveriesLink: "Bookings out: endpoints, deliveries and their attempts",
    url: "Address (URL)",
    addEndpoint: "Add endpoint",
    endpointAdded: "Endpoint added",
    booking: "Booking",
    delivered: "Delivered",
    necessary: "Only necessary",
  },
  de: {
    connections: "Channel-Manager-Verbindungen",
    name: "Name",
    channel: "Kanal-Code",
    create: "Verbindung anlegen",
    ari: "ARI (Verfügbarkeit und Preise herein)",
    reservations: "Reservierungen (Buchungen hinaus)",
    createKey: "Schlüssel erzeugen",
    keyCreated: "Ihr neuer Schlüssel. Kopieren Sie ihn jetzt: Er wird nur einmal angezeigt.",
    deliveriesLink: "Buchungen nach außen: Empfänger, Zustellungen und ihre Versuche",
    url: "Adresse (URL)",
    addEndpoint: "Endpunkt hinzufügen",
    endpointAdded: "Endpunkt hinzugefügt",
    booking: "Buchung",
    delivered: "Zugestellt",
    necessary: "Nur notwendige",
  },
} as const;
type Lng = keyof typeof T;

/** Opens an admin page of Alpenstay as its demo admin, optional cookies declined. */
async function signIn(page: Page, lng: Lng, path: string, javaScriptEnabled: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${lng}/admin/${path}`), "admin-alpenstay", {
    javaScriptEnabled,
  });
}

/** Creates a connection through the form; the page of the new connection opens. */
async function createConnection(page: Page, lng: Lng, name: string) {
  const form = page.getByTestId("new-connection-form");
  await form.getByLabel(T[lng].name).fill(name);
  await form.getByLabel(T[lng].channel).fill("SITEMINDER");
  await form.getByRole("button", { name: T[lng].create }).click();
  // With JavaScript the connection page renders its code mapping in the browser: one fieldset per
  // apartment type, about 950 for Alpenstay's demo data, which has taken 10-12 s on a loaded machine.
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Creates a key for reservations only, reads its secret (shown once) and finds it listed by its prefix. */
async function createReservationsKey(page: Page, lng: Lng): Promise<string> {
  const form = page.getByTestId("new-key-form");
  await form.getByLabel(T[lng].ari).uncheck();
  await form.getByLabel(T[lng].reservations).check();
  await form.getByRole("button", { name: T[lng].createKey }).click();
  const secret = await page.getByLabel(T[lng].keyCreated).inputValue();
  expect(secret).toMatch(/^qk_[A-Za-z0-9_-]{20,}$/);
  const key = page.getByTestId("connection-keys").getByRole("listitem");
  await expect(key).toHaveCount(1);
  await expect(key).toContainText(`${secret.slice(0, 10)}…`);
  await expect(key).toContainText("reservations");
  await expect(key).not.toContainText("ari");
  return secret;
}

/** Adds a JSON endpoint for every kind of event (the form's defaults) and answers its signing secret. */
async function addEndpoint(page: Page, lng: Lng, url: string): Promise<string> {
  await page.getByRole("link", { name: T[lng].deliveriesLink }).click();
  const form = page.getByTestId("new-endpoint-form");
  await form.getByLabel(T[lng].url).fill(url);
  await form.getByRole("button", { name: T[lng].addEndpoint }).click();
  await expect(page.getByText(T[lng].endpointAdded)).toBeVisible();
  const secret = (await page.getByTestId("endpoint-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
  await expect(page.getByTestId("endpoint").filter({ hasText: url })).toHaveCount(1);
  return secret;
}

/** Tells the receiver the endpoint's secret through its page, as a person setting up their system would. */
async function teachReceiver(page: Page, secret: string) {
  await page.goto(RECEIVER);
  await page.getByLabel("Verify with a signing secret").fill(secret);
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page).toHaveURL(`${RECEIVER}/`);
}

/** A guest books an Alpenstay apartment in a browser of their own (no admin session); answers the reference. */
async function guestBooks(browser: Browser, lng: Lng, fromToday: number, javaScriptEnabled: boolean) {
  const guest = await browser.newContext({ javaScriptEnabled });
  try {
    const email = `deliveries-${randomUUID()}@example.com`;
    return await bookByForms(await guest.newPage(), { brand: "alpenstay", lng, fromToday, email });
  } finally {
    await guest.close();
  }
}

/**
 * The booking's event on the deliveries page, reloaded until the queue's consumer has delivered it:
 * the consumer runs on its own, so the journey waits for its result, not for a time.
 */
async function deliveredEvent(page: Page, lng: Lng, reference: string, endpointUrl: string): Promise<Locator> {
  const event = page.getByTestId("event").filter({ hasText: reference }).filter({ hasText: endpointUrl });
  await expect(async () => {
    await page.reload();
    await expect(event.getByTestId("event-status")).toHaveText(T[lng].delivered, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  return event;
}

async function journey(page: Page, browser: Browser, lng: Lng, fromToday: number, javaScriptEnabled: boolean) {
  const run = randomUUID().slice(0, 8);
  const path = `/in/journey-${run}`;
  await signIn(page, lng, "connections", javaScriptEnabled);
  await expect(page.getByRole("heading", { name: T[lng].connections, level: 1 })).toBeVisible();
  await createConnection(page, lng, `Journey ${run}`);
  await createReservationsKey(page, lng);
  const signingSecret = await addEndpoint(page, lng, `${RECEIVER}${path}`);
  const deliveries = page.url();
  // The receiver checks a signature when the event arrives: it learns the secret before the booking.
  await teachReceiver(page, signingSecret);
  // Back on the admin's page: the receiver's page reloads itself every few seconds.
  await page.goto(deliveries);

  const reference = await guestBooks(browser, lng, fromToday, javaScriptEnabled);
  expect(reference).toMatch(/\S/);

  await page.goto(deliveries);
  const event = await deliveredEvent(page, lng, reference, `${RECEIVER}${path}`);
  await expect(event).toContainText(T[lng].booking);
  // The attempts are folded in the event's details: opened as an admin would.
  await event.locator("summary").click();
  const attempts = event.getByTestId("attempt");
  await expect(attempts).toHaveCount(1);
  await expect(attempts.first()).toContainText("HTTP 200");

  // The receiver got the booking once on this journey's path, signed with the endpoint's secret. The
  // endpoint gets every Alpenstay booking made meanwhile (other journeys book there too): this one's
  // is found by its reference.
  await page.goto(RECEIVER);
  const received = page
    .getByRole("listitem")
    .filter({ hasText: `POST ${path}:` })
    .filter({ hasText: `"reference": "${reference}"` });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText("answered 200, signature verified");
}

test("the operator sets up a connection and sees a guest's booking delivered to the receiver (English)", async ({
  page,
  browser,
}) => {
  await journey(page, browser, "en", 151, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the operator sets it up through plain forms and sees the booking delivered (German)", async ({
    page,
    browser,
  }) => {
    await journey(page, browser, "de", 157, false);
  });
});

test("@phone the demo connection's events fit a phone, a booking's attempts opened", async ({ page, browser }) => {
  // `npm start`'s demo connection sends every Alpenstay booking to the receiver, as OpenTravel too.
  const reference = await guestBooks(browser, "en", 163, true);
  await signIn(page, "en", "connections/conn_local_receiver/deliveries", true);
  const event = await deliveredEvent(page, "en", reference, `${RECEIVER}/in/opentravel`);
  await event.locator("summary").click();
  await expect(event.getByTestId("attempt").first()).toContainText("HTTP 200");
  // The attempts' table scrolls in its box; the event's box stays within the phone's width.
  const box = await event.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
