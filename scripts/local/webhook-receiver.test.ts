import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

const secret = `whsec_${Buffer.from("a local receiver secret!").toString("base64")}`;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
});

async function deliver(url: string, body: string, key = secret) {
  const id = `ev_${Math.random().toString(36).slice(2)}`;
  const now = new Date();
  return fetch(`${url}/in`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(key).sign(id, now, body),
    },
  });
}

describe("the local webhook receiver", () => {
  it("keeps each delivery with its headers and body and says whether its signature verifies", async () => {
    receiver = await startWebhookReceiver({ port: 0, secrets: [secret] });
    expect((await deliver(receiver.url, '{"type":"booking.created"}')).status).toBe(200);
    const other = `whsec_${Buffer.from("another secret, not known").toString("base64")}`;
    await deliver(receiver.url, '{"type":"booking.cancelled"}', other);
    expect(receiver.deliveries.map((d) => [JSON.parse(d.body).type, d.verified])).toEqual([
      ["booking.cancelled", false],
      ["booking.created", true],
    ]);
    expect(receiver.deliveries[1]?.headers["webhook-signature"]).toMatch(/^v1,/);
    const html = await (await fetch(receiver.url)).text();
    expect(html).toContain("signature verified");
    expect(html).not.toContain(secret);
  });

  it("fails the next N deliveries when told to, then takes them again", async () => {
    receiver = await startWebhookReceiver({ port: 0 });
    await fetch(`${receiver.url}/fail`, { method: "POST", body: "n=2", redirect: "manual" });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await deliver(receiver.url, "{}")).status);
    expect(statuses).toEqual([503, 503, 200]);
  });
});
