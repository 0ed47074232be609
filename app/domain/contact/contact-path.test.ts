import { describe, expect, it } from "vitest";
import { contactPath, contactSentPath } from "./contact-path";

describe("contactPath and contactSentPath", () => {
  it.each([
    [{}, "/en/contact"],
    [{ booking: "Q-ABCD-EFGH" }, "/en/contact?booking=Q-ABCD-EFGH"],
    [{ apartment: "apt 1" }, "/en/contact?apartment=apt+1"],
  ])("%j -> %s", (about, path) => {
    expect(contactPath("en", about)).toBe(path);
  });

  it("carries the reference", () => {
    expect(contactSentPath("de", "CM-ABC234")).toBe("/de/contact/sent?reference=CM-ABC234");
  });
});
