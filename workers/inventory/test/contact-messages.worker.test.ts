import { describe, expect, it } from "vitest";
import { isContactReference } from "../../../shared/contact/contact-reference";
import { contactMessagePageSchema, contactMessageSchema, otaErrorBodySchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, api, apiJson } from "./test-env";

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Clara Contact",
  email: "Clara@Example.com",
  subject: "Long stay",
  message: "Do you have parking?\nTwo cars.",
  language: "de",
  ...overrides,
});

async function send(ibeUid: string, overrides: Record<string, unknown> = {}) {
  const created = await apiJson(otaPaths.contactMessages(ibeUid), { json: message(overrides) });
  expect(created.status).toBe(201);
  return contactMessageSchema.parse(created.body);
}

/** Admin calls carry the tenant's admin token (`as`: another tenant's, to try crossing over). */
const admin = (ibeUid: string) => adminHeaders({ tenant: ibeUid });

const inbox = async (ibeUid: string, query = "") =>
  contactMessagePageSchema.parse(
    (await apiJson(`${otaPaths.adminContactMessages(ibeUid)}${query}`, { headers: await admin(ibeUid) })).body,
  );

const detail = async (ibeUid: string, id: string, as = ibeUid) =>
  apiJson(otaPaths.adminContactMessage(ibeUid, id), { headers: await admin(as) });

const answer = async (ibeUid: string, id: string, body: Record<string, unknown>, as = ibeUid) =>
  apiJson(otaPaths.adminContactMessageAnswer(ibeUid, id), { json: body, headers: await admin(as) });

describe("contact messages (sendContact and the admin inbox)", () => {
  it("stores a message as new, with a reference, the booking reference and the apartment", async () => {
    const stored = await send("alpenstay", { bookingReference: "q-abcd-efgh", apartmentTypeId: "apt_1" });
    expect(stored).toMatchObject({
      ibeUid: "alpenstay",
      email: "clara@example.com",
      subject: "Long stay",
      message: "Do you have parking?\nTwo cars.",
      language: "de",
      bookingReference: "Q-ABCD-EFGH",
      apartmentTypeId: "apt_1",
      status: "new",
      answer: null,
      answeredAt: null,
      answeredBy: null,
    });
    expect(isContactReference(stored.reference)).toBe(true);
    expect(contactMessageSchema.parse((await detail("alpenstay", stored.id)).body)).toEqual(stored);
  });

  it("lists one status newest first, page by page, with totals per status", async () => {
    const first = await send("harbourlofts", { subject: "First" });
    const second = await send("harbourlofts", { subject: "Second" });
    const before = await inbox("harbourlofts", "?status=new&limit=1");
    expect(before.items.map((m) => m.id)).toEqual([second.id]);
    expect(before).toMatchObject({ page: 1, limit: 1 });
    expect(before.total).toBe(before.counts.new);
    expect(before.total).toBeGreaterThanOrEqual(2);
    const pageTwo = await inbox("harbourlofts", "?status=new&limit=1&page=2");
    expect(pageTwo.items.map((m) => m.id)).toEqual([first.id]);

    const answered = await answer("harbourlofts", first.id, { answer: "Yes, two spaces.", answeredBy: "Ops" });
    expect(answered.status).toBe(200);
    const after = await inbox("harbourlofts", "?status=answered&limit=100");
    expect(after.items.map((m) => m.id)).toContain(first.id);
    expect(after.counts).toEqual({ new: before.counts.new - 1, answered: before.counts.answered + 1 });
    expect((await inbox("harbourlofts", "?limit=100")).items.map((m) => m.id)).not.toContain(first.id);
  });

  it("records the answer once: who and when; a second answer is 409", async () => {
    const stored = await send("citynest");
    const started = Date.now();
    const answered = await answer("citynest", stored.id, {
      answer: " Yes, we do. ",
      answeredBy: "ops@citynest.example",
    });
    const body = contactMessageSchema.parse(answered.body);
    expect(body).toMatchObject({ status: "answered", answer: "Yes, we do.", answeredBy: "ops@citynest.example" });
    expect(Date.parse(body.answeredAt ?? "")).toBeGreaterThanOrEqual(started - 1000);
    expect(contactMessageSchema.parse((await detail("citynest", stored.id)).body)).toEqual(body);

    const again = await answer("citynest", stored.id, { answer: "Another", answeredBy: "someone" });
    expect(again.status).toBe(409);
    expect(otaErrorBodySchema.parse(again.body).error.code).toBe("invalid_status_transition");
  });

  it("keeps tenants apart: another tenant's message is 404 and not in its inbox", async () => {
    const stored = await send("alpenstay");
    // Citynest's admin asking through its own tenant for Alpenstay's message: no such message.
    expect((await detail("citynest", stored.id)).status).toBe(404);
    expect((await answer("citynest", stored.id, { answer: "Hi", answeredBy: "x" })).status).toBe(404);
    expect((await inbox("citynest", "?limit=100")).items.map((m) => m.id)).not.toContain(stored.id);
    // ...or through Alpenstay's path with its own token: that tenant is not there for it.
    expect((await detail("alpenstay", stored.id, "citynest")).status).toBe(404);
    expect((await answer("alpenstay", stored.id, { answer: "Hi", answeredBy: "x" }, "citynest")).status).toBe(404);
    const still = contactMessageSchema.parse((await detail("alpenstay", stored.id)).body);
    expect(still.status).toBe("new");
    expect((await api(otaPaths.contactMessages("nobody"), { json: message() })).status).toBe(404);
    expect((await detail("alpenstay", "msg_nothere")).status).toBe(404);
  });

  it("refuses the inbox without an admin token", async () => {
    expect((await api(otaPaths.adminContactMessages("alpenstay"))).status).toBe(401);
  });
});
