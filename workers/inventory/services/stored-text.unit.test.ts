import { describe, expect, it } from "vitest";
import { storedTextOr } from "./stored-text";

describe("storedTextOr: the operator's text wins where set", () => {
  const generated = () => "generated";
  it.each([
    ["none stored (a seeded type)", null, "en", "generated"],
    ["stored in the language", '{"en":"Garden loft","de":"Gartenloft"}', "de", "Gartenloft"],
    ["stored blank in the language", '{"en":"Garden loft","de":"  "}', "de", "generated"],
    ["missing in the language", '{"en":"Garden loft"}', "de", "generated"],
    ["not JSON", "oops", "en", "generated"],
  ] as const)("%s", (_, stored, language, expected) => {
    expect(storedTextOr(stored, language, generated)).toBe(expected);
  });
});
