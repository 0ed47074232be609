import { describe, expect, it } from "vitest";
import { languageFromPath, switchLanguagePath } from "./language-path";

describe("languageFromPath", () => {
  it.each([
    ["/de", "de"],
    ["/en/search/Berlin", "en"],
    ["/fr/search", null],
    ["/", null],
    ["/dex", null],
    ["/healthz", null],
  ])("%s -> %s", (path, lng) => expect(languageFromPath(path)).toBe(lng));
});

describe("switchLanguagePath", () => {
  it.each([
    ["/en", "", "de", "/de"],
    ["/en/", "", "de", "/de"],
    [
      "/en/search/Berlin",
      "?inDate=2026-12-01&outDate=2026-12-08&guests=2",
      "de",
      "/de/search/Berlin?inDate=2026-12-01&outDate=2026-12-08&guests=2",
    ],
    ["/de/search/M%C3%BCnchen", "?guests=1", "en", "/en/search/M%C3%BCnchen?guests=1"],
    ["/", "", "en", "/en"],
  ])("%s%s -> %s", (path, search, target, expected) => {
    expect(switchLanguagePath(path, search, target as "de" | "en")).toBe(expected);
  });
});
