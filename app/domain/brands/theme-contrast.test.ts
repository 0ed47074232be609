import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { contrastRatio, type ThemeColours, themeContrast } from "./theme-contrast";

const QUARTIER: ThemeColours = {
  primary: "#3730a3",
  primaryForeground: "#ffffff",
  accent: "#0f766e",
  surface: "#f5f5ff",
  ink: "#1e1b4b",
};

describe("contrastRatio (WCAG 2.x)", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#767676", "#ffffff", 4.54],
    ["#777777", "#ffffff", 4.48],
    ["#3730A3", "#FFFFFF", 9.93],
  ])("%s on %s is %s:1", (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it("is the same either way round", () => {
    expect(contrastRatio("#0f766e", "#f5f5ff")).toBe(contrastRatio("#f5f5ff", "#0f766e"));
  });

  it.each(["red", "#fff", "#12345g", ""])("%j is no #rrggbb colour: null", (colour) => {
    expect(contrastRatio(colour, "#ffffff")).toBeNull();
  });
});

describe("themeContrast", () => {
  it.each(TENANTS.map((t) => [t.ibeUid, t.theme] as const))("the demo brand %s passes every pair", (_id, theme) => {
    expect(themeContrast(theme).filter((pair) => !pair.passes)).toEqual([]);
  });

  it("a light primary fails its foreground and white text but not the ink pairs", () => {
    const failing = themeContrast({ ...QUARTIER, primary: "#8b85e0" }).filter((pair) => !pair.passes);
    expect(failing.map((pair) => pair.id)).toEqual([
      "primaryForegroundOnPrimary",
      "whiteOnPrimary",
      "primaryOnWhite",
      "primaryOnSurface",
    ]);
    expect(failing[0]?.ratio).toBe(3.21);
    expect(failing[0]?.minimum).toBe(4.5);
  });

  it("cuts the ratio, never rounds a failing 4.499 up to a passing 4.50", () => {
    // #777777 on white is 4.478: shown as 4.47 and failing.
    const pair = themeContrast({ ...QUARTIER, ink: "#777777" }).find((p) => p.id === "inkOnWhite");
    expect(pair).toMatchObject({ ratio: 4.47, passes: false });
  });

  it("holds the accent's icons on the surface to 3:1, its text on white to 4.5:1", () => {
    // #2a9d8f: about 3.3:1 on white and on a white surface.
    const pairs = themeContrast({ ...QUARTIER, accent: "#2a9d8f", surface: "#ffffff" });
    expect(pairs.find((p) => p.id === "accentOnSurface")).toMatchObject({ minimum: 3, passes: true });
    expect(pairs.find((p) => p.id === "accentOnWhite")).toMatchObject({ minimum: 4.5, passes: false });
  });

  it("leaves out pairs whose colour is not #rrggbb", () => {
    const ids = themeContrast({ ...QUARTIER, accent: "teal" }).map((p) => p.id);
    expect(ids).not.toContain("whiteOnAccent");
    expect(ids).toContain("inkOnWhite");
  });
});
