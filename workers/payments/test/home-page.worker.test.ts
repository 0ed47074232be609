import { describe, expect, it } from "vitest";
import { call } from "./test-env";

describe("the sandbox's root page", () => {
  it("says what the sandbox is, lists its endpoints and where the docs are", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("<h1>Quartier payment sandbox</h1>");
    expect(page).toContain("It never charges a card");
    for (const path of ["/v1/transactions/secureFields", "/secure-fields/:transactionId", "/health"]) {
      expect(page).toContain(path);
    }
    expect(page).toContain("docs/payments-sandbox.md");
  });

  it("is served with a strict policy: its own styles only, never framed", async () => {
    const response = await call("/");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(await response.text()).toContain(`<style nonce="${nonce}">`);
  });

  it("answers HEAD too, and other paths still answer the API's JSON 404", async () => {
    expect((await call("/", { method: "HEAD" })).status).toBe(200);
    const missing = await call("/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
