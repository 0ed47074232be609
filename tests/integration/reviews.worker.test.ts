import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REVIEW_INVITATIONS_CRON } from "../../app/domain/reviews/review-cron";
import { adminOf } from "./admin-session";
import { bookByBankTransfer, isoDateFromToday, stays } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { mailsTo } from "./outbox";

/**
 * Reviews of real stays (docs/decisions/0139) through the built app: the morning's invitation (sent
 * once however often the cron runs), the link's form used once, a cancelled stay refused, the review
 * on the apartment page at the next load, and the operator hiding it with a reason and the guest told.
 */

const HOST = "quartier.localhost";
const nextStay = stays(300);
const answer = { overall: "4", cleanliness: "5", location: "4", value: "3", communication: "5" };

/** A stay booked through the checkout, then moved to have ended the day before `today` (a stay that happened). */
async function pastStay(lng: "en" | "de", today = isoDateFromToday(0)) {
  const { email, manageUrl } = await bookByBankTransfer({ lng, ...nextStay() });
  const bookingId = new URL(manageUrl).pathname.split("/").pop() ?? "";
  const departed = new Date(`${today}T00:00:00Z`);
  departed.setUTCDate(departed.getUTCDate() - 1);
  const arrived = new Date(departed);
  arrived.setUTCDate(arrived.getUTCDate() - 3);
  await env.INVENTORY_DB.prepare("UPDATE bookings SET from_date = ?2, to_date = ?3 WHERE id = ?1")
    .bind(bookingId, arrived.toISOString().slice(0, 10), departed.toISOString().slice(0, 10))
    .run();
  const row = await env.INVENTORY_DB.prepare("SELECT apartment_type_id, reference FROM bookings WHERE id = ?1")
    .bind(bookingId)
    .first<{ apartment_type_id: string; reference: string }>();
  return {
    email,
    bookingId,
    manageUrl,
    apartmentTypeId: row?.apartment_type_id ?? "",
    reference: row?.reference ?? "",
  };
}

/**
 * Runs the built app's cron handler as scheduled on `day` (08:00 UTC), as Cloudflare would, and waits
 * for the work it hands to waitUntil (its mails).
 */
async function runCron(day: string) {
  // @ts-expect-error The built Worker has no type declarations; its default export is an ExportedHandler.
  const worker = (await import("../../build/server/index.js")) as unknown as {
    default: { scheduled(controller: ScheduledController, env: unknown, ctx: ExecutionContext): Promise<void> };
  };
  const controller = createScheduledController({
    cron: REVIEW_INVITATIONS_CRON,
    scheduledTime: new Date(`${day}T08:00:00Z`),
  });
  const ctx = createExecutionContext();
  await worker.default.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function invitationOf(email: string) {
  const invitations = (await mailsTo(email)).filter((m) => m.kind === "review_invitation");
  const link = /(http:\/\/[^\s]+\/reviews\/[^\s]+)/.exec(invitations[0]?.text_body ?? "")?.[1] ?? "";
  return { invitations, path: link ? `${new URL(link).pathname}${new URL(link).search}` : "" };
}

describe("the review invitation", () => {
  it("goes out once the morning after departure, in the booking's language, with a 60-day link", async () => {
    const today = isoDateFromToday(0);
    const stay = await pastStay("de", today);
    await runCron(today);
    await runCron(today);
    const { invitations, path } = await invitationOf(stay.email);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ language: "de", reference: stay.reference });
    expect(invitations[0]?.subject).toContain("Wie war Ihr Aufenthalt?");
    const until = new URL(path, "http://x").searchParams.get("until");
    const expected = new Date(`${today}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 60);
    expect(until).toBe(expected.toISOString().slice(0, 10));
    expect(path).toMatch(new RegExp(`^/de/reviews/${stay.bookingId}\\?until=`));
  });

  it("is not sent on another day, nor for a cancelled stay", async () => {
    const today = isoDateFromToday(0);
    const stay = await pastStay("en", today);
    const cancelled = await pastStay("en", today);
    const cancel = await postForm(cancelled.manageUrl.replace(/^http:\/\/[^/]+/, `http://${HOST}`), {
      intent: "cancel",
      token: new URL(cancelled.manageUrl).searchParams.get("token") ?? "",
    });
    expect(cancel.status).toBe(303);
    await runCron(isoDateFromToday(1));
    expect((await invitationOf(stay.email)).invitations).toHaveLength(0);
    await runCron(today);
    expect((await invitationOf(stay.email)).invitations).toHaveLength(1);
    expect((await invitationOf(cancelled.email)).invitations).toHaveLength(0);
  });
});

describe("the review link", () => {
  it("takes one review: the second use says it was reviewed; the review shows on the apartment page at once", async () => {
    const stay = await pastStay("en");
    await runCron(isoDateFromToday(0));
    const { path } = await invitationOf(stay.email);
    const form = await fetchApp(`http://${HOST}${path}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('data-testid="review-form"');
    expect(html).toContain("Cleanliness");

    // A refused form keeps the ratings and the words.
    const url = new URL(path, `http://${HOST}`);
    const hidden = { until: url.searchParams.get("until") ?? "", token: url.searchParams.get("token") ?? "" };
    const short = await postForm(`http://${HOST}${url.pathname}${url.search}`, {
      ...hidden,
      ...answer,
      text: "Too short",
    });
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain("Write at least 20 characters.");
    expect(shortHtml).toContain("Too short</textarea>");
    expect(shortHtml).toMatch(/<input[^>]*name="value" checked="" value="3"/);

    const text = `Bright rooms & a quiet courtyard, ${stay.bookingId.slice(-6)}.`;
    const sent = await postForm(`http://${HOST}${url.pathname}${url.search}`, { ...hidden, ...answer, text });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toContain("thanks=1");

    const again = await postForm(`http://${HOST}${url.pathname}${url.search}`, { ...hidden, ...answer, text });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This stay has been reviewed already.");
    const reopened = await fetchApp(`http://${HOST}${path}`);
    expect(reopened.status).toBe(409);
    const count = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM reviews WHERE booking_id = ?1")
      .bind(stay.bookingId)
      .first<number>("n");
    expect(count).toBe(1);

    const page = await (await fetchApp(`http://${HOST}/en/apartments/${stay.apartmentTypeId}`)).text();
    expect(page).toContain('data-testid="offer-reviews"');
    expect(page).toContain('lang="en"');
    expect(page).toContain("Bright rooms &amp; a quiet courtyard");
    expect(page).toContain("Ada L.");
    expect(page).toContain('"aggregateRating"');
  });

  it("refuses a cancelled stay's link, an expired link and a tampered one, in the page's language", async () => {
    const stay = await pastStay("de");
    await runCron(isoDateFromToday(0));
    const { path } = await invitationOf(stay.email);
    const url = new URL(path, `http://${HOST}`);

    const tampered = new URL(url);
    tampered.searchParams.set("until", "2099-12-31");
    const bad = await fetchApp(tampered.toString());
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain("Dieser Bewertungslink ist ungültig.");

    const cancel = await postForm(stay.manageUrl.replace(/^http:\/\/[^/]+/, `http://${HOST}`), {
      intent: "cancel",
      token: new URL(stay.manageUrl).searchParams.get("token") ?? "",
    });
    expect(cancel.status).toBe(303);
    const refused = await fetchApp(url.toString());
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Ein stornierter Aufenthalt kann nicht bewertet werden.");
    const post = await postForm(`http://${HOST}${url.pathname}${url.search}`, {
      until: url.searchParams.get("until") ?? "",
      token: url.searchParams.get("token") ?? "",
      ...answer,
      text: "Ein langer Text über den Aufenthalt, der nie stattfand.",
    });
    expect(post.status).toBe(409);
  });

  it("has expired the day after its last day", async () => {
    const stay = await pastStay("en", isoDateFromToday(-61));
    await runCron(isoDateFromToday(-61));
    const { path } = await invitationOf(stay.email);
    expect(path).not.toBe("");
    const expired = await fetchApp(`http://${HOST}${path}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");
  });
});

describe("the operator", () => {
  it("replies publicly and hides a review with a reason: recorded in the history, the guest told once in their language", async () => {
    const stay = await pastStay("de");
    await runCron(isoDateFromToday(0));
    const { path } = await invitationOf(stay.email);
    const url = new URL(path, `http://${HOST}`);
    const sent = await postForm(`http://${HOST}${url.pathname}${url.search}`, {
      until: url.searchParams.get("until") ?? "",
      token: url.searchParams.get("token") ?? "",
      ...answer,
      text: "Sehr sauber, ruhige Lage, freundlicher Empfang.",
    });
    expect(sent.status).toBe(303);
    const reviewId = await env.INVENTORY_DB.prepare("SELECT id FROM reviews WHERE booking_id = ?1")
      .bind(stay.bookingId)
      .first<string>("id");

    const admin = await adminOf("quartier", "admin-platform");
    const list = await admin.page("/en/admin/reviews");
    expect(list.status).toBe(200);
    expect(list.html).toContain(stay.reference);

    const reply = await admin.post(`/en/admin/reviews/${reviewId}`, { intent: "reply", reply: "Danke, bis bald!" });
    expect(reply.status).toBe(303);
    const withReply = await (await fetchApp(`http://${HOST}/de/apartments/${stay.apartmentTypeId}`)).text();
    expect(withReply).toContain("Danke, bis bald!");

    const noReason = await admin.post(`/en/admin/reviews/${reviewId}`, { intent: "hide", reason: "boring" });
    expect(noReason.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const hidden = await admin.post(`/en/admin/reviews/${reviewId}`, { intent: "hide", reason: "personal_data" });
      expect(hidden.status).toBe(303);
    }
    const detail = await admin.page(`/en/admin/reviews/${reviewId}`);
    expect(detail.html).toContain("Hidden: It contains personal data");
    const history = /data-testid="review-history"[\s\S]*?<\/ul>/.exec(detail.html)?.[0] ?? "";
    expect(history).toContain("Platform Admin");
    expect(history).toContain("It contains personal data");
    expect(history).toContain("Danke, bis bald!");
    const told = (await mailsTo(stay.email)).filter((m) => m.kind === "review_hidden");
    expect(told).toHaveLength(1);
    expect(told[0]?.language).toBe("de");
    expect(told[0]?.text_body).toContain("Sie enthält persönliche Daten");

    const after = await (await fetchApp(`http://${HOST}/de/apartments/${stay.apartmentTypeId}`)).text();
    expect(after).not.toContain("Sehr sauber, ruhige Lage");

    // Hidden by mistake: shown again, back on the apartment page, in the history; no second mail.
    const shown = await admin.post(`/en/admin/reviews/${reviewId}`, { intent: "show" });
    expect(shown.status).toBe(303);
    const shownDetail = await admin.page(`/en/admin/reviews/${reviewId}?done=shown`);
    expect(shownDetail.html).toContain("The review is visible again on the apartment page.");
    expect(/data-testid="review-history"[\s\S]*?<\/ul>/.exec(shownDetail.html)?.[0]).toContain("Shown again");
    expect(shownDetail.html).toContain('data-testid="review-hide-form"');
    const back = await (await fetchApp(`http://${HOST}/de/apartments/${stay.apartmentTypeId}`)).text();
    expect(back).toContain("Sehr sauber, ruhige Lage");
    expect((await mailsTo(stay.email)).filter((m) => m.kind === "review_hidden")).toHaveLength(1);
  });
});
