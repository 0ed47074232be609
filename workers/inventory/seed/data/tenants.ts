/**
 * The booking engines the inventory distributes to. "quartier" is the platform's own brand and
 * carries every property; the demo brands carry a subset each. Mirrors app/domain/tenancy.
 */
export const SEED_TENANTS = [
  { ibeUid: "quartier", name: "Quartier" },
  { ibeUid: "alpenstay", name: "Alpenstay" },
  { ibeUid: "harbourlofts", name: "Harbour Lofts" },
  { ibeUid: "citynest", name: "City Nest" },
] as const;
