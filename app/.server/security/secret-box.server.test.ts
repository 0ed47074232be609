import { describe, expect, it } from "vitest";
import { openSecret, SecretBoxError, sealSecret } from "./secret-box.server";

const key = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

describe("the secret box", () => {
  it("opens what it sealed, and never shows the plaintext in the sealed value", async () => {
    const k = key();
    const sealed = await sealSecret(k, "client-secret-123", "seaside");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("client-secret-123");
    expect(await openSecret(k, sealed, "seaside")).toBe("client-secret-123");
    expect(await sealSecret(k, "client-secret-123", "seaside")).not.toBe(sealed);
  });

  it.each<[string, (sealed: string, k: string) => Promise<string>]>([
    ["another brand's context", (sealed, k) => openSecret(k, sealed, "alpenstay")],
    ["another key", (sealed) => openSecret(key(), sealed, "seaside")],
    ["a changed ciphertext", (sealed, k) => openSecret(k, `${sealed.slice(0, -2)}AA`, "seaside")],
    ["no key", (sealed) => openSecret(undefined, sealed, "seaside")],
    ["a short key", (sealed) => openSecret(btoa("short"), sealed, "seaside")],
  ])("refuses to open with %s", async (_case, open) => {
    const k = key();
    const sealed = await sealSecret(k, "client-secret-123", "seaside");
    await expect(open(sealed, k)).rejects.toBeInstanceOf(SecretBoxError);
  });
});
