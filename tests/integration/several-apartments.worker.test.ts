import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { manageToken } from "../../app/.server/booking/manage-link.server";
import type { Booking } from "../../shared/ota/booking";
import { otaPaths } from "../../shared/ota/paths";
import { isRfpListing } from "../../shared/search/listing-markers";
import { tenantById } from "../../shared/tenancy/tenant-registry";
import { adminOf } from "./admin-session";
import { stays } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";
import { mailsTo } from "./outbox";

/**
 * The pages and mails after booking for a booking of three apartments (decision 0142), made through
 * the inventory's booking API: the manage page cancels one apartment, the others stay; the mail, the
 * calendar file and the receipt say so; the operator cancels another from the admin detail; the
 * change page says why it offers nothing.
 */
const nextStay = stays(400);

async function bookThree(ibeUid: string, label: string): Promise<{ booking: Booking; manageUrl: string }> {
  const { from, to } = nextStay();
  const city = tenantById(ibeUid)?.featuredCities[0];
  const { listings } = await searchInventory(
    { ibeUid, lat: city?.lat ?? 0, long: city?.long ?? 0, from, to, guests: 2, radius: 50 },
    { limit: 200 },
  );
  const three = listings.filter((l) => !isRfpListing(l) && l.bookingMode === "Direct" && l.rates[0]).slice(0, 3);
  expect(three, "three bookable apartments").toHaveLength(3);
  const item = (listing: (typeof three)[number]) => ({
    apartmentTypeId: listing.apartmentType.id,
    ratePlanId: listing.rates[0]?.ratePlan.id,
    guests: 2,
  });
  const [first, ...more] = three.map(item);
  const response = await env.INVENTORY.fetch(`https://inventory.internal${otaPaths.bookings(ibeUid)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `several-${label}-${from}` },
    body: JSON.stringify({
      ...first,
      from,
      to,
      guest: { firstName: "Ada", lastName: "Several", email: `several-${label}-${from}@example.com` },
      paymentMethod: "bankTransfer",
      additionalItems: more,
    }),
  });
  expect(response.status).toBe(201);
  const booking = (await response.json()) as Booking;
  expect(booking.items).toHaveLength(3);
  const token = await manageToken(env.SESSION_SECRET ?? "", ibeUid, booking.id);
  return { booking, manageUrl: `http://${ibeUid}.localhost/en/bookings/${booking.id}?token=${token}` };
}

/** The `<li>` of one apartment on the manage page or the admin detail. */
const itemOf = (html: string, itemId: string) =>
  new RegExp(`<li[^>]*data-item-id="${itemId}"[^]*?</li>`).exec(html)?.[0] ?? "";

describe("a booking of three apartments after booking", () => {
  it("the guest cancels one on the manage page: it shows cancelled with its fee, the others stay; mail, calendar and receipt follow", async () => {
    const { booking, manageUrl } = await bookThree("quartier", "guest");
    const [studio, loft, suite] = booking.items;
    const page = await (await fetchApp(manageUrl)).text();
    expect(page.match(/data-testid="booking-item"/g)).toHaveLength(3);
    expect(page).not.toContain('data-testid="change-booking-link"');

    const confirmUrl = `${manageUrl}&confirm=cancel&item=${loft?.itemId}`;
    const confirm = await (await fetchApp(confirmUrl)).text();
    expect(itemOf(confirm, loft?.itemId ?? "")).toContain('data-testid="cancel-confirm"');
    expect(itemOf(confirm, studio?.itemId ?? "")).not.toContain('data-testid="cancel-confirm"');

    const posted = await postForm(manageUrl.replace(/\?.*/, ""), {
      token: new URL(manageUrl).searchParams.get("token") ?? "",
      intent: "cancel",
      itemId: loft?.itemId ?? "",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toContain(`cancelled=1&item=${loft?.itemId}`);
    const after = await (await fetchApp(new URL(posted.headers.get("Location") ?? "", manageUrl).toString())).text();
    expect(itemOf(after, loft?.itemId ?? "")).toMatch(/data-testid="item-status"[^>]*>Cancelled</);
    expect(itemOf(after, studio?.itemId ?? "")).toMatch(/data-testid="item-status"[^>]*>Confirmed</);
    expect(itemOf(after, suite?.itemId ?? "")).toMatch(/data-testid="item-status"[^>]*>Confirmed</);
    expect(after).toMatch(/data-testid="booking-status"[^>]*>Confirmed</);
    expect(after).toContain('data-testid="still-booked"');

    const current = (await (
      await env.INVENTORY.fetch(`https://inventory.internal${otaPaths.booking("quartier", booking.id)}`)
    ).json()) as Booking;
    const fee = current.items[1]?.cancellation.fee ?? -1;
    expect(current.total.amount).toBe((studio?.price.total ?? 0) + fee + (suite?.price.total ?? 0));

    const mails = await mailsTo(booking.guest.email);
    const cancellation = mails.filter((mail) => mail.kind === "booking_cancellation");
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]?.subject).toContain("An apartment of your booking");
    expect(cancellation[0]?.text_body).toContain(`Cancelled: ${loft?.apartmentTypeName}, ${loft?.propertyName}`);
    expect(cancellation[0]?.text_body).toContain(`Still booked: ${studio?.apartmentTypeName}`);

    // The same post again (a double click) cancels nothing more and mails nothing more.
    await postForm(manageUrl.replace(/\?.*/, ""), {
      token: new URL(manageUrl).searchParams.get("token") ?? "",
      intent: "cancel",
      itemId: loft?.itemId ?? "",
    });
    expect((await mailsTo(booking.guest.email)).filter((mail) => mail.kind === "booking_cancellation")).toHaveLength(1);

    const calendar = await (await fetchApp(manageUrl.replace("?", "/calendar?"))).text();
    const unfolded = calendar.replace(/\r\n /g, "");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain(`UID:${loft?.itemId}@quartier.localhost\r\n`);
    expect(unfolded).toMatch(new RegExp(`UID:${loft?.itemId}@[^]*?STATUS:CANCELLED`));
    expect(unfolded.match(/STATUS:CONFIRMED/g)).toHaveLength(2);

    const receipt = await (await fetchApp(manageUrl.replace("?", "/receipt?"))).text();
    expect(receipt.match(/data-testid="receipt-item"/g)).toHaveLength(3);
    const total = /data-testid="receipt-total"[^>]*>([^<]+)</.exec(receipt)?.[1];
    // The whole booking's total, the cancelled apartment's fee in it, is what the guest transfers.
    expect(total).toBeTruthy();
    expect(/data-testid="bank-amount"[^>]*>([^<]+)</.exec(receipt)?.[1]).toBe(total);
  });

  it("the change page says why a booking of several apartments is not changed, without a form", async () => {
    const { manageUrl } = await bookThree("quartier", "change");
    const response = await fetchApp(manageUrl.replace("?", "/change?"));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('data-testid="change-error"');
    expect(html).toContain("several apartments");
    expect(html).not.toContain('data-testid="change-quote-submit"');
    // Nor the rule that would promise a change while free cancellation lasts.
    expect(html).not.toContain("You can change the dates");
  });

  it("the operator cancels one apartment from the admin detail, fee waived with a reason; the history says which", async () => {
    const { booking, manageUrl } = await bookThree("alpenstay", "admin");
    const [first, second] = booking.items;
    const admin = await adminOf("alpenstay", "admin-alpenstay");
    const path = `/en/admin/bookings/${booking.id}`;
    const list = await admin.page(`/en/admin/bookings?q=${encodeURIComponent(booking.guest.email)}`);
    expect(list.html).toMatch(/data-testid="more-apartments"[^>]*>\+ 2 more apartments</);
    const before = await admin.page(path);
    expect(before.html.match(/data-testid="admin-booking-item"/g)).toHaveLength(3);
    expect(before.html).not.toContain('data-testid="admin-change-link"');
    const done = await admin.post(path, { intent: "waive", reason: "Heating broken", itemId: second?.itemId ?? "" });
    expect(done.status).toBe(303);
    const after = (await admin.page(path)).html;
    expect(itemOf(after, second?.itemId ?? "")).toMatch(/data-testid="booking-status"[^>]*>Cancelled</);
    expect(itemOf(after, first?.itemId ?? "")).not.toMatch(/data-testid="booking-status"[^>]*>Cancelled</);
    expect(after).toContain("Heating broken");
    expect(after).toContain(`apartment ${second?.apartmentTypeName}`);

    const guestPage = await (await fetchApp(manageUrl)).text();
    expect(itemOf(guestPage, second?.itemId ?? "")).toMatch(/data-testid="item-status"[^>]*>Cancelled</);
    const mails = await mailsTo(booking.guest.email);
    expect(mails.filter((mail) => mail.kind === "booking_cancellation")).toHaveLength(1);
  });
});
