import type { Tenant } from "../../../shared/tenancy/tenant";

/** draft: being set up, seen only in the platform admin's preview; live: answers on its hosts; suspended: a neutral page. */
export const BRAND_STATUSES = ["draft", "live", "suspended"] as const;
export type BrandStatus = (typeof BRAND_STATUSES)[number];

/** A brand as stored: its tenant configuration, its status and the version a save must name. */
export type Brand = {
  tenant: Tenant;
  status: BrandStatus;
  version: number;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  updatedBy: string;
};

/** Who saved a brand, for the change log. */
export type BrandActor = { userId: string; email: string };

/** One changed field of a save: a dotted path into the tenant (or `status`) and its values. */
export type BrandFieldChange = { field: string; before: unknown; after: unknown };

/** A save as the change log shows it. */
export type BrandChange = { at: number; actor: BrandActor; changes: BrandFieldChange[] };
