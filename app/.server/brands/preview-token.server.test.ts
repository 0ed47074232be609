import { describe, expect, it } from "vitest";
import { isPreviewToken, previewToken } from "./preview-token.server";

const SECRET = "a-test-secret-of-32-characters-or-more";
const NOW = Date.UTC(2026, 10, 29, 10, 0);

describe("brand preview tokens", () => {
  it("open the brand's preview for an hour", async () => {
    const token = await previewToken(SECRET, "seaside", NOW);
    expect(await isPreviewToken(SECRET, "seaside", token, NOW)).toBe(true);
    expect(await isPreviewToken(SECRET, "seaside", token, NOW + 59 * 60_000)).toBe(true);
    expect(await isPreviewToken(SECRET, "seaside", token, NOW + 61 * 60_000)).toBe(false);
  });

  it("never open another brand's, nor under another secret, nor with a changed expiry", async () => {
    const token = await previewToken(SECRET, "seaside", NOW);
    expect(await isPreviewToken(SECRET, "alpenstay", token, NOW)).toBe(false);
    expect(await isPreviewToken(`${SECRET}x`, "seaside", token, NOW)).toBe(false);
    const [expires, signature] = token.split(".");
    expect(await isPreviewToken(SECRET, "seaside", `${Number(expires) + 3600}.${signature}`, NOW)).toBe(false);
  });

  it.each([null, "", "garbage", "1.abc"])("refuse %j", async (token) => {
    expect(await isPreviewToken(SECRET, "seaside", token, NOW)).toBe(false);
  });
});
