import { beforeAll, describe, expect, it } from "vitest";
import { adminOf } from "./admin-session";
import { contactForms, referenceIn, storedMessages } from "./contact-support";
import { mailsTo } from "./outbox";

const forms = contactForms(["alpenstay.localhost"]);
beforeAll(() => forms.ready());

/** A guest's message on Alpenstay's German contact form; its id in the inventory. */
async function guestMessage(email: string, subject: string) {
  const sent = await forms.send(
    { name: "Greta Gast", email, subject, message: "Gibt es einen Parkplatz?", bookingReference: "Q-ABCD-EFGH" },
    { lng: "de" },
  );
  expect(sent.status).toBe(303);
  expect(referenceIn(sent)).toBeDefined();
  const [stored] = await storedMessages(email);
  if (!stored) throw new Error("the message was not stored");
  return stored;
}

describe("the admin inbox of contact messages", () => {
  it("lists a new message, answers it by mail in the sender's language and files it under Answered", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const email = `inbox-${run}@example.com`;
    const subject = `Parkplatz ${run}`;
    const stored = await guestMessage(email, subject);
    const admin = await adminOf("alpenstay", "admin-alpenstay");

    const inbox = await admin.page("/en/admin/messages");
    expect(inbox.status).toBe(200);
    expect(inbox.html).toContain(subject);
    expect(inbox.html).toContain(`href="/en/admin/messages/${stored.id}"`);
    expect(inbox.html).toContain("Q-ABCD-EFGH");

    const path = `/en/admin/messages/${stored.id}`;
    const detail = await admin.page(path);
    expect(detail.html).toContain("Gibt es einen Parkplatz?");
    expect(detail.html).toContain('href="/en/admin/bookings?q=Q-ABCD-EFGH"');
    expect(detail.html).toContain('data-testid="answer-form"');

    // An empty answer: 400 with the translated message; nothing recorded, nothing mailed.
    const empty = await admin.post(path, { answer: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please write an answer.");
    expect((await storedMessages(email))[0]?.status).toBe("new");

    const answered = await admin.post(path, { answer: "Ja, in der Tiefgarage.\nBis bald!" });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("Location")).toBe(path);
    const [row] = await storedMessages(email);
    expect(row).toMatchObject({ status: "answered", answered_by: "Alpenstay Admin" });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(["contact_confirmation", "contact_answer"]);
    const answer = mails[1];
    expect(answer?.language).toBe("de");
    expect(answer?.subject).toContain(`Re: Ihre Nachricht ${stored.reference}`);
    expect(answer?.text_body).toContain("Ja, in der Tiefgarage.\nBis bald!");
    expect(answer?.text_body).toContain("Gibt es einen Parkplatz?");

    const after = await admin.page(path);
    expect(after.html).toContain('data-status="answered"');
    expect(after.html).toContain("Answered by Alpenstay Admin");
    expect(after.html).not.toContain('data-testid="answer-form"');
    expect((await admin.page("/en/admin/messages")).html).not.toContain(subject);
    expect((await admin.page("/en/admin/messages?status=answered")).html).toContain(subject);

    // Posting again (a second tab) sends no second mail.
    const again = await admin.post(path, { answer: "Noch einmal" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This message has been answered already");
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("keeps brands apart: another brand's admin gets 404 for the message and does not list it", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const email = `inbox-other-${run}@example.com`;
    const stored = await guestMessage(email, `Andere Marke ${run}`);
    const other = await adminOf("citynest", "admin-citynest");
    expect((await other.page(`/en/admin/messages/${stored.id}`)).status).toBe(404);
    expect((await other.post(`/en/admin/messages/${stored.id}`, { answer: "Hi" })).status).toBe(404);
    expect((await other.page("/en/admin/messages")).html).not.toContain(stored.id);
    expect((await storedMessages(email))[0]?.status).toBe("new");
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["contact_confirmation"]);
  });
});
