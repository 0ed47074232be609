import { describe, expect, it } from "vitest";
import { OUTBOX_SECRET_HEADER } from "../../app/domain/mail/delivered-mail";
import { fetchApp, postForm } from "./fetch-app";

// The identity provider's password-reset mail reaches the development outbox through the app.
const SECRET = "test-outbox-delivery-secret";
const url = "http://alpenstay.localhost/dev/outbox/deliver";

function mail(overrides: Record<string, string> = {}) {
  return {
    kind: "password_reset",
    tenant: "alpenstay",
    language: "de",
    to: "delivery-test@example.com",
    subject: `Ihr Passwort bei Alpenstay zurücksetzen ${crypto.randomUUID()}`,
    text: "Hallo,\nhttp://localhost:8788/reset/abc",
    html: '<p><a href="http://localhost:8788/reset/abc">Neues Passwort wählen</a></p>',
    ...overrides,
  };
}

describe("POST /dev/outbox/deliver", () => {
  it("stores a mail posted with the shared secret in the tenant's outbox", async () => {
    const sent = mail();
    const response = await postForm(url, sent, { [OUTBOX_SECRET_HEADER]: SECRET });
    expect(response.status).toBe(204);
    const outbox = await (await fetchApp("http://alpenstay.localhost/de/dev/outbox")).text();
    expect(outbox).toContain(sent.subject);
    const other = await (await fetchApp("http://citynest.localhost/en/dev/outbox")).text();
    expect(other).not.toContain(sent.subject);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "without the secret", headers: {} },
    { name: "with a wrong secret", headers: { [OUTBOX_SECRET_HEADER]: `${SECRET}x` } },
  ])("refuses a mail $name", async ({ headers }) => {
    const sent = mail();
    expect((await postForm(url, sent, headers)).status).toBe(401);
    expect(await (await fetchApp("http://alpenstay.localhost/de/dev/outbox")).text()).not.toContain(sent.subject);
  });

  it.each<{ name: string; fields: Record<string, string> }>([
    { name: "another tenant's mail", fields: { tenant: "citynest" } },
    { name: "a bad recipient", fields: { to: "not-an-address" } },
    { name: "another kind of mail", fields: { kind: "booking_confirmation" } },
  ])("refuses $name with 400", async ({ fields }) => {
    expect((await postForm(url, mail(fields), { [OUTBOX_SECRET_HEADER]: SECRET })).status).toBe(400);
  });
});
