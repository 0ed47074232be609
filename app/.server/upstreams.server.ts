import type { RouterContextProvider } from "react-router";
import { TENANTS } from "~/domain/tenancy/tenant-registry";

// TEMPORARY until the places adapter lands.
export function placesFor(_context: Readonly<RouterContextProvider>) {
  return {
    async findPlaceByName(name: string, lng: "de" | "en") {
      const key = name.trim().toLowerCase();
      for (const t of TENANTS)
        for (const c of t.featuredCities)
          if (Object.values(c.name).some((n) => n.toLowerCase() === key))
            return { ok: true as const, data: { id: c.placeId, name: c.name[lng] ?? key, lat: c.lat, long: c.long } };
      return { ok: true as const, data: null };
    },
  };
}
