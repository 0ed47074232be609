import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Booking } from "../../shared/ota/booking";
import type { Listing } from "../../shared/ota/listing";
import { otaPaths } from "../../shared/ota/paths";
import { isRfpListing } from "../../shared/search/listing-markers";
import { tenantById } from "../../shared/tenancy/tenant-registry";
import { openAsAdmin } from "./admin-session";
import { E2E_PORT, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * A booking of three apartments after booking (decision 0142): made through the inventory's booking
 * API (the local runtime routes a request to the inventory Worker by name), its confirmation resent
 * by the brand's admin, opened from that mail's manage link; the guest cancels one apartment, which
 * shows cancelled with its fee while the other two stay. English with JavaScript (then the admin
 * cancels a second apartment on the admin detail), German without.
 */
test.describe.configure({ timeout: 90_000 });

const BRAND = "alpenstay";
const INVENTORY = { "MF-Route-Override": "quartier-inventory" };
const inventoryUrl = (path: string) => `http://localhost:${E2E_PORT}${path}`;

const T = {
  en: {
    resend: "Resend the confirmation mail",
    resent: "The confirmation mail was sent again.",
    subject: "Your booking",
    cancelled: "Cancelled",
    confirmed: "Confirmed",
    itemCancelled: "The apartment is cancelled; the others stay booked. The guest was told by mail.",
  },
  de: {
    resend: "Bestätigung erneut senden",
    resent: "Die Bestätigung wurde erneut gesendet.",
    subject: "Ihre Buchung",
    cancelled: "Storniert",
    confirmed: "Bestätigt",
    itemCancelled: "Das Apartment ist storniert, die übrigen bleiben gebucht. Der Gast wurde per E-Mail informiert.",
  },
} as const;
type Lng = keyof typeof T;

/** Three bookable apartments of the brand's first city for the stay, booked together by bank transfer. */
async function bookThree(request: APIRequestContext, lng: Lng, fromToday: number, email: string): Promise<Booking> {
  const city = tenantById(BRAND)?.featuredCities[0];
  const from = isoDateFromToday(fromToday);
  const to = isoDateFromToday(fromToday + 3);
  const found = await request.post(inventoryUrl("/api/find-offers"), {
    headers: INVENTORY,
    data: {
      params: {
        ibeUid: BRAND,
        lat: city?.lat,
        long: city?.long,
        radius: 50,
        from,
        to,
        guests: 2,
        currency: "EUR",
        language: "en",
      },
      pageProps: {},
      options: { limit: 200 },
    },
  });
  expect(found.status(), await found.text()).toBe(200);
  const { redirectLocation } = (await found.json()) as { redirectLocation: string };
  const listings = (await (
    await request.get(inventoryUrl(redirectLocation), { headers: INVENTORY })
  ).json()) as Listing[];
  // The second apartment at a rate never free to cancel, so cancelling it costs a fee.
  const bookable = listings.filter((l) => !isRfpListing(l) && l.bookingMode === "Direct" && l.rates[0]);
  const withFee = (l: Listing) =>
    l.rates.find((rate) => {
      const policy = rate.ratePlan.cancellationPolicy;
      return (
        policy.freeUntilDaysBeforeArrival === null && !(policy.fee.kind === "percentOfStay" && policy.fee.percent === 0)
      );
    });
  const second = bookable.find(withFee);
  const others = bookable.filter((l) => l !== second).slice(0, 2);
  const item = (l: Listing | undefined, rate = l?.rates[0]) => ({
    apartmentTypeId: l?.apartmentType.id ?? "",
    ratePlanId: rate?.ratePlan.id ?? "",
    guests: 2,
  });
  const items = [item(others[0]), item(second, second && withFee(second)), item(others[1])].filter(
    (i) => i.apartmentTypeId !== "",
  );
  expect(items, "three bookable apartments").toHaveLength(3);
  const [first, ...more] = items;
  // The guest's language: the one their mails are written in.
  const made = await request.post(inventoryUrl(`${otaPaths.bookings(BRAND)}?language=${lng}`), {
    headers: { ...INVENTORY, "Idempotency-Key": `several-${email.replace("@", ".")}` },
    data: {
      ...first,
      from,
      to,
      guest: { firstName: "Ada", lastName: "Lovelace", email },
      paymentMethod: "bankTransfer",
      additionalItems: more,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as Booking;
}

/** The brand's admin resends the confirmation; the guest follows that mail's manage link. */
async function openFromMail(page: Page, lng: Lng, booking: Booking, javaScriptEnabled: boolean) {
  const detail = tenantUrl(`admin.${BRAND}`, `/${lng}/admin/bookings/${booking.id}`);
  await openAsAdmin(page, detail, "admin-alpenstay", { javaScriptEnabled });
  await page.getByRole("button", { name: T[lng].resend }).click();
  await expect(page.getByText(T[lng].resent).first()).toBeVisible();
  await page.goto(tenantUrl(BRAND, `/${lng}/dev/outbox`));
  await page
    .getByTestId("outbox-item")
    .filter({ hasText: booking.reference })
    .filter({ hasText: T[lng].subject })
    .first()
    .click();
  await page.getByTestId("outbox-mail").locator('a[href*="/bookings/"]').first().click();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("booking-item")).toHaveCount(3);
}

/** On the manage page: cancels the second apartment through its confirm step; the others stay. */
async function cancelSecond(page: Page, lng: Lng, booking: Booking) {
  const second = booking.items[1];
  const item = page.locator(`[data-item-id="${second?.itemId}"]`);
  await item.getByTestId("cancel-item").click();
  const feeNow = (await item.getByTestId("cancel-fee").textContent()) ?? "";
  await item.getByTestId("confirm-cancel").click();
  await expect(item.getByTestId("item-status")).toHaveText(T[lng].cancelled);
  await expect(page.getByTestId("booking-item").getByTestId("item-status")).toHaveText([
    T[lng].confirmed,
    T[lng].cancelled,
    T[lng].confirmed,
  ]);
  await expect(page.getByTestId("booking-status")).toHaveText(T[lng].confirmed);
  await expect(page.getByTestId("still-booked")).toContainText(booking.items[0]?.apartmentTypeName ?? "-");
  // Cancelled with the fee its confirm step named, and the page's note says that fee.
  const fee = (await item.getByTestId("item-fee").textContent()) ?? "";
  expect(fee).toMatch(/\d/);
  expect(feeNow).toContain(fee);
  await expect(page.getByTestId("cancelled-fee")).toContainText(fee);
}

test("en: three apartments, the guest cancels one from the mail's link, then the admin cancels another", async ({
  page,
}) => {
  const booking = await bookThree(page.request, "en", 233, `several-en-${Date.now()}@example.com`);
  await openFromMail(page, "en", booking, true);
  await cancelSecond(page, "en", booking);

  const third = booking.items[2];
  await openAsAdmin(page, tenantUrl(`admin.${BRAND}`, `/en/admin/bookings/${booking.id}`), "admin-alpenstay");
  const row = page.locator(`[data-item-id="${third?.itemId}"]`);
  await row.getByTestId("cancel-item-with-fee").click();
  await expect(page.getByTestId("toasts").getByText(T.en.itemCancelled)).toBeVisible();
  await expect(row.getByTestId("booking-status")).toHaveText(T.en.cancelled);
  await expect(page.getByTestId("admin-booking").getByTestId("booking-status").first()).toHaveText(T.en.confirmed);
  await expect(page.getByTestId("booking-history")).toContainText(`apartment ${third?.apartmentTypeName}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: drei Apartments, der Gast storniert eines über den Link der E-Mail", async ({ page }) => {
    const booking = await bookThree(page.request, "de", 239, `several-de-${Date.now()}@example.com`);
    await openFromMail(page, "de", booking, false);
    await cancelSecond(page, "de", booking);
  });
});
