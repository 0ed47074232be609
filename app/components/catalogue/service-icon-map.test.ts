import { describe, expect, it } from "vitest";
import { CATALOGUE, ICON_IDS } from "../../../shared/catalogue";
import { SERVICE_ICON_MAP, serviceIconFor } from "./service-icon-map";

// A lucide icon is a React forwardRef component: an object tagged with react.forward_ref.
function isReactComponent(value: unknown): boolean {
  return (
    typeof value === "function" ||
    (typeof value === "object" &&
      value !== null &&
      (value as { $$typeof?: symbol }).$$typeof === Symbol.for("react.forward_ref"))
  );
}

describe("service icon map", () => {
  it.each(CATALOGUE.map((entry) => [entry.id, entry.iconId] as const))(
    "%s: icon %s has a drawn icon",
    (_id, iconId) => {
      expect(isReactComponent(serviceIconFor(iconId))).toBe(true);
    },
  );

  it("maps every declared icon id and nothing else", () => {
    expect(Object.keys(SERVICE_ICON_MAP).sort()).toEqual([...ICON_IDS].sort());
  });

  it("declares no icon id that no entry uses", () => {
    const used = new Set(CATALOGUE.map((entry) => entry.iconId));
    expect(ICON_IDS.filter((iconId) => !used.has(iconId))).toEqual([]);
  });
});
