import { describe, expect, it } from "vitest";
import { isValidIssuer } from "./issuer";

describe("isValidIssuer", () => {
  it.each<[unknown, string, boolean]>([
    ["http://localhost:8851", "http://localhost:8851", true],
    ["https://id.example.com/realms/quartier", "https://id.example.com/realms/quartier", true],
    ["https://id.example.com/realms/quartier/", "https://id.example.com/realms/quartier", false],
    ["http://127.0.0.1:8851", "http://localhost:8851", false],
    ["https://ID.example.com", "https://id.example.com", false],
    ["http://id.example.com", "https://id.example.com", false],
    ["https://id.example.com.evil.test", "https://id.example.com", false],
    ["", "", false],
    [undefined, "https://id.example.com", false],
    [null, "https://id.example.com", false],
    [42, "https://id.example.com", false],
  ])("%j against %j", (actual, configured, expected) => {
    expect(isValidIssuer(actual, configured)).toBe(expected);
  });
});
