import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bookByBankTransfer, enterGuestDetails, isoDateFromToday, startCheckout } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";

/**
 * A card booking's change moves the difference through the payment sandbox by the card's alias
 * (docs/decisions/0141): a longer stay is charged before the booking changes, a declined charge
 * leaves it unchanged with the message, a shorter stay is refunded.
 */

const HOST = "http://quartier.localhost";

/** Books four nights from `fromToday` on by card (a free-cancellation rate); answers the booking's id and manage token. */
async function bookByCard(fromToday: number, cardNumber: string) {
  const from = isoDateFromToday(fromToday);
  const to = isoDateFromToday(fromToday + 4);
  const { sessionId } = await startCheckout({
    host: "quartier.localhost",
    lng: "en",
    from,
    to,
    freeCancellation: true,
  });
  let step = await enterGuestDetails(
    "quartier.localhost",
    "en",
    sessionId,
    `card-${sessionId.slice(0, 12)}@example.com`,
    "card",
  );
  if (step.includes("/extra-services"))
    step = (await postForm(`${HOST}${step}`, { intent: "next" })).headers.get("Location") ?? "";
  expect(step).toBe(`/en/checkout/payment?id=${sessionId}`);
  const src = (/<iframe src="([^"]+)"/.exec(await (await fetchApp(`${HOST}${step}`)).text())?.[1] ?? "").replaceAll(
    "&amp;",
    "&",
  );
  const sent = await SELF.fetch(src, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ holder: "Ada Lovelace", cardNumber, expiry: "12/30", cvv: "123" }),
  });
  expect(sent.status).toBe(303);
  const done = await (await SELF.fetch(src)).text();
  const onward = /href="([^"]+)" target="_top"/.exec(done)?.[1]?.replaceAll("&amp;", "&") ?? "";
  await fetchApp(onward);
  const summary = (await postForm(`${HOST}${step}`, { intent: "next" })).headers.get("Location") ?? "";
  const confirmed = await postForm(`${HOST}${summary}`, { intent: "next", terms: "on" });
  expect(confirmed.status).toBe(303);
  const page = await (await fetchApp(`${HOST}${confirmed.headers.get("Location")}`)).text();
  const manage = new URL((/href="(http:\/\/[^"]+\/bookings\/[^"]+)"/.exec(page)?.[1] ?? "").replaceAll("&amp;", "&"));
  return { bookingId: manage.pathname.split("/").pop() ?? "", token: manage.searchParams.get("token") ?? "" };
}

type Stored = { from_date: string; to_date: string; total: number; payment_reference: string };
const stored = async (bookingId: string) => {
  const row = await env.INVENTORY_DB.prepare(
    "SELECT from_date, to_date, total, payment_reference FROM bookings WHERE id = ?",
  )
    .bind(bookingId)
    .first<Stored>();
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
};

/** Quotes a new departure on the change page and confirms it as the guest would. */
async function changeDeparture(booking: { bookingId: string; token: string }, nights: number) {
  const before = await stored(booking.bookingId);
  const to = new Date(Date.parse(`${before.from_date}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
  const path = `${HOST}/en/bookings/${booking.bookingId}/change`;
  const stay = { from: before.from_date, to, guests: "2" };
  const quote = await (await fetchApp(`${path}?${new URLSearchParams({ token: booking.token, ...stay })}`)).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(quote)?.[1] ?? "";
  const changeId = hidden("changeId");
  const expectedTotal = Number(hidden("expectedTotal"));
  expect(changeId, "the change page quotes the new stay").not.toBe("");
  const response = await postForm(`${path}?${new URLSearchParams({ token: booking.token })}`, {
    token: booking.token,
    ...stay,
    expectedTotal: String(expectedTotal),
    changeId,
  });
  return { response, before, to, changeId, difference: expectedTotal - before.total };
}

/**
 * Sends the sandbox the payment the app makes for a change (same key, same request): the first answer
 * comes back marked replayed only if the app made that payment.
 */
async function askAgain(kind: "authorize" | "credit", key: string, booking: Stored & { id: string }, amount: number) {
  if (!env.PAYMENTS) throw new Error("no embedded payment sandbox");
  const response = await env.PAYMENTS.fetch(`http://payments.internal/v1/transactions/${kind}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${btoa(env.PAYMENTS_API_KEY ?? "")}`,
      "Idempotency-Key": key,
    },
    body: JSON.stringify({
      ibeUid: "quartier",
      amount,
      currency: "EUR",
      refno: booking.id.slice(0, 40),
      card: { alias: booking.payment_reference.replace(/^card:/, "") },
    }),
  });
  const body = (await response.json()) as { transactionId?: string; error?: { code: string } };
  return { status: response.status, replayed: response.headers.get("Idempotent-Replayed"), body };
}

describe("changing a card booking", () => {
  it("charges a longer stay's difference to the card's alias and records the transaction", async () => {
    const booking = await bookByCard(201, "4111 1111 1111 1111");
    const { response, before, to, changeId, difference } = await changeDeparture(booking, 5);
    expect(response.status).toBe(303);
    expect(difference).toBeGreaterThan(0);
    const after = await stored(booking.bookingId);
    expect([after.to_date, after.total]).toEqual([to, before.total + difference]);
    const charge = await askAgain("authorize", `chg-${changeId}`, { ...before, id: booking.bookingId }, difference);
    expect([charge.status, charge.replayed]).toEqual([201, "true"]);
    const event = await env.INVENTORY_DB.prepare(
      "SELECT changes FROM booking_events WHERE booking_id = ? AND kind = 'changed'",
    )
      .bind(booking.bookingId)
      .first<{ changes: string }>();
    expect(JSON.parse(event?.changes ?? "[]")).toContainEqual({
      field: "paymentTransaction",
      before: null,
      after: charge.body.transactionId,
    });
  });

  it("leaves the booking unchanged with the message when the card declines the difference", async () => {
    const booking = await bookByCard(210, "4000 0000 0000 0341");
    const { response, before, changeId, difference } = await changeDeparture(booking, 5);
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined for the difference. Your booking is unchanged.");
    expect(await stored(booking.bookingId)).toEqual(before);
    const charge = await askAgain("authorize", `chg-${changeId}`, { ...before, id: booking.bookingId }, difference);
    expect([charge.status, charge.replayed, charge.body.error?.code]).toEqual([402, "true", "card_declined"]);
  });

  it("refunds a shorter stay's difference to the card's alias after the change", async () => {
    const booking = await bookByCard(219, "4111 1111 1111 1111");
    const { response, before, to, changeId, difference } = await changeDeparture(booking, 3);
    expect(response.status).toBe(303);
    expect(difference).toBeLessThan(0);
    expect((await stored(booking.bookingId)).to_date).toBe(to);
    const refund = await askAgain(
      "credit",
      `chg-${changeId}-refund`,
      { ...before, id: booking.bookingId },
      -difference,
    );
    expect([refund.status, refund.replayed]).toEqual([201, "true"]);
  });
});

describe("the change page's bad input", () => {
  it("answers a stay that does not parse with 400 and the message, not the booked stay in silence", async () => {
    const { manageUrl } = await bookByBankTransfer({
      lng: "en",
      from: isoDateFromToday(228),
      to: isoDateFromToday(231),
    });
    const manage = new URL(manageUrl);
    const change = new URL(`${manage.pathname}/change`, HOST);
    change.search = new URLSearchParams({
      token: manage.searchParams.get("token") ?? "",
      from: "abc",
      guests: "0",
    }).toString();
    const response = await fetchApp(change.toString());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please check the new dates and the number of guests.");
  });
});
