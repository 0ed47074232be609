import { describe, expect, it } from "vitest";
import { legalTextSource, parseLegalText } from "./legal-text-format";

const TYPED = `Impressum
Wer Seaside Stays betreibt.

## Betreiber
Seaside Stays GmbH,
Hafenstraße 1, Hamburg.

Vertreten durch Greta Sand.
## Kontakt
hello@seaside.example`;

describe("parseLegalText", () => {
  it("reads title, description and sections; lines of one paragraph join", () => {
    expect(parseLegalText(TYPED)).toEqual({
      title: "Impressum",
      description: "Wer Seaside Stays betreibt.",
      sections: [
        {
          heading: "Betreiber",
          paragraphs: ["Seaside Stays GmbH, Hafenstraße 1, Hamburg.", "Vertreten durch Greta Sand."],
        },
        { heading: "Kontakt", paragraphs: ["hello@seaside.example"] },
      ],
    });
  });

  it.each([
    ["no description", "Impressum\n## Betreiber\nWir"],
    ["no section", "Impressum\nWer wir sind"],
    ["a section without text", "Impressum\nWer\n## Betreiber\n## Kontakt\nhallo"],
    ["a third line before the first section", "Impressum\nWer\nnoch was\n## Betreiber\nWir"],
    ["nothing", "  "],
  ])("refuses %s", (_what, typed) => {
    expect(parseLegalText(typed)).toBeNull();
  });

  it("reads back what legalTextSource wrote", () => {
    const text = parseLegalText(TYPED);
    expect(text).not.toBeNull();
    if (text) expect(parseLegalText(legalTextSource(text))).toEqual(text);
  });
});
