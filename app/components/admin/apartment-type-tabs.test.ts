import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { APARTMENT_TYPE_TABS, apartmentTypeAdminPath } from "./apartment-type-tabs";

/** Every path pattern of the route config, joined from its nested entries. */
function patterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [path]), ...patterns(entry.children ?? [], path)];
  });
}

describe("the apartment type's tabs", () => {
  const known = new Set(patterns(routes));

  it.each(APARTMENT_TYPE_TABS)("%s links to a page the app has", (tab) => {
    const pattern = apartmentTypeAdminPath("en", ":apartmentTypeId", tab).replace(/^\/en/, "/:lng");
    expect(known).toContain(pattern.replace("%3A", ":"));
  });
});
