import type { BrandStatus } from "../tenancy/brand";
import { type CheckFailure, checkFailure } from "./check-failure";

/**
 * The booking-engine id names the brand everywhere (bookings, admin roles, its identity client), so it
 * is fixed once the brand has been live: a draft may still rename it, a live or suspended brand not.
 */
export function ibeUidFailures(stored: { ibeUid: string; status: BrandStatus } | null, ibeUid: string): CheckFailure[] {
  if (!stored || stored.status === "draft" || stored.ibeUid === ibeUid) return [];
  return [checkFailure("ibeUid", "ibeUidFixed", { ibeUid: stored.ibeUid })];
}
